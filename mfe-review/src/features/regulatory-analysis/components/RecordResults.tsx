import type { RecordDocumentResult } from '@groundwork/contracts';
import { Alert, Card, Descriptions, Empty, Flex, Typography } from 'antd';
import { QuoteButton } from '../../shared/components/QuoteButton';
import { formatConfidence } from '../../shared/model/format';
import { resultQuoteTarget } from '../../shared/model/quote-target';
import { VerdictBadge } from './VerdictBadge';

const NONE = 'None identified';

const listOrNone = (values: readonly string[]) => (values.length > 0 ? values.join('; ') : NONE);

/** One document's reading: verdict, confidence, summary, the quotes that prove it, what it names, and its warnings. */
export function RecordResultCard({ result }: { result: RecordDocumentResult }) {
  const { extracted } = result;
  return (
    <Card
      size="small"
      title={<h3 style={{ margin: 0, fontSize: 15 }}>{result.file.name}</h3>}
      extra={<VerdictBadge verdict={result.db_closure_verdict} />}
      data-testid="record-result"
    >
      <Flex vertical gap={12}>
        <Typography.Text data-testid="result-confidence">{`Confidence: ${formatConfidence(result.confidence)}`}</Typography.Text>
        {result.summary && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{result.summary}</Typography.Paragraph>}
        {result.warnings.map((warning) => (
          <Alert key={warning} type="warning" showIcon title={warning} data-testid="result-warning" />
        ))}
        <section aria-label="Evidence" data-testid="evidence">
          <h4 style={{ margin: '0 0 4px', fontSize: 14 }}>Evidence</h4>
          {result.evidence.length === 0 ? (
            <Typography.Text type="secondary">No evidence quoted</Typography.Text>
          ) : (
            result.evidence.map((evidence, index) => <QuoteButton key={`${index}-${evidence.page}`} target={resultQuoteTarget(result, evidence)} />)
          )}
        </section>
        <Descriptions
          column={1}
          size="small"
          bordered
          data-testid="extracted"
          items={[
            { key: 'cases', label: 'Case IDs', children: listOrNone(extracted.case_ids) },
            { key: 'agencies', label: 'Agencies', children: listOrNone(extracted.agency_names) },
            { key: 'closure', label: 'Closure date', children: extracted.key_dates.closure_date ?? NONE },
            { key: 'document', label: 'Document date', children: extracted.key_dates.document_date ?? NONE },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** Every analysed document, one card each. */
export function RecordResults({ results }: { results: readonly RecordDocumentResult[] }) {
  return (
    <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>Document Analysis</h2>} data-testid="record-results">
      {results.length === 0 ? (
        <Empty description="Upload agency documents about this record to see their analysis" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap={16}>
          {results.map((result) => (
            <RecordResultCard key={result.documentId} result={result} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
