import type { Finding, Phase1Result } from '@groundwork/contracts';
import { Alert, Card, Collapse, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { formatConfidence } from '../../shared/model/format';
import { resultQuoteTarget } from '../../shared/model/quote-target';
import { DecisionBadge } from './DecisionBadge';
import { QuoteButton } from '../../shared/components/QuoteButton';

const NONE = 'None identified';

const listOrNone = (values: readonly string[]) => (values.length > 0 ? values.join('; ') : NONE);

function Sections({ result }: { result: Phase1Result }) {
  if (result.sections.length === 0) return <Empty description="No sections found" image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <Collapse
      data-testid="sections"
      items={result.sections.map((section, index) => ({
        key: String(index),
        label: section.section,
        children: (
          <Flex vertical gap={8}>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{section.summary}</Typography.Paragraph>
            {section.quotes.map((quote, quoteIndex) => (
              <QuoteButton key={`${quoteIndex}-${quote.page}`} target={resultQuoteTarget(result, quote)} />
            ))}
          </Flex>
        ),
      }))}
    />
  );
}

function FindingList({ title, result, findings }: { title: string; result: Phase1Result; findings: readonly Finding[] }) {
  if (findings.length === 0) return <Typography.Text type="secondary">{NONE}</Typography.Text>;
  return (
    <section aria-label={title}>
      <Flex vertical gap={8}>
        {findings.map((finding, index) => (
          <Flex key={`${index}-${finding.page}`} vertical gap={2} data-testid="finding">
            <Flex gap={4} wrap align="center">
              <Tag>{finding.kind}</Tag>
              <Tag>{finding.location}</Tag>
              <Typography.Text type="secondary">{finding.reason}</Typography.Text>
            </Flex>
            <QuoteButton target={resultQuoteTarget(result, finding)} />
          </Flex>
        ))}
      </Flex>
    </section>
  );
}

const COUNTING = 'Findings that count';
const SET_ASIDE = 'Findings set aside';

/** The findings behind the decision (open), and those read and set aside (closed: often many). */
function Findings({ result }: { result: Phase1Result }) {
  const counting = result.findings.filter((finding) => finding.counts);
  const setAside = result.findings.filter((finding) => !finding.counts);
  return (
    <Collapse
      data-testid="findings"
      defaultActiveKey={['counting']}
      items={[
        { key: 'counting', label: `${COUNTING} (${counting.length})`, children: <FindingList title={COUNTING} result={result} findings={counting} /> },
        { key: 'set-aside', label: `${SET_ASIDE} (${setAside.length})`, children: <FindingList title={SET_ASIDE} result={result} findings={setAside} /> },
      ]}
    />
  );
}

/** One report's analysis: its decision, confidence and engine, sections with quotes, findings, extractions and warnings. */
export function ResultCard({ result }: { result: Phase1Result }) {
  const { extractions } = result;
  return (
    <Card
      title={<h4 style={{ margin: 0, fontSize: 15 }}>{result.file.name}</h4>}
      extra={<DecisionBadge decision={result.decision} />}
      data-testid="result-card"
    >
      <Flex vertical gap={16}>
        <Flex gap={16} wrap>
          <Typography.Text>{`Confidence: ${formatConfidence(result.confidence)}`}</Typography.Text>
          <Typography.Text type="secondary">{`Engine: ${result.engine}`}</Typography.Text>
          {result.pageCount > 0 && <Typography.Text type="secondary">{`Pages: ${result.pageCount}`}</Typography.Text>}
        </Flex>
        {result.summary && <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{result.summary}</Typography.Paragraph>}
        {result.warnings.map((warning) => (
          <Alert key={warning} type="warning" showIcon title={warning} data-testid="result-warning" />
        ))}
        <Sections result={result} />
        <Findings result={result} />
        <section aria-label="Extracted details">
          <h5 style={{ margin: '0 0 8px', fontSize: 14 }}>Extracted details</h5>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'address', label: 'Subject address', children: extractions.subject_address || NONE },
              { key: 'sites', label: 'Site names', children: listOrNone(extractions.site_names) },
              { key: 'contaminants', label: 'Contaminants of concern', children: listOrNone(extractions.contaminants_of_concern) },
              { key: 'auls', label: 'AULs', children: listOrNone(extractions.auls) },
            ]}
          />
        </section>
      </Flex>
    </Card>
  );
}

/** Every analysed report, one card each. */
export function SectionAnalysis({ results }: { results: readonly Phase1Result[] }) {
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Section-by-Section Analysis</h3>} data-testid="section-analysis">
      {results.length === 0 ? (
        <Empty description="Upload a Phase 1 report to see its analysis" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Flex vertical gap={16}>
          {results.map((result) => (
            <ResultCard key={result.documentId} result={result} />
          ))}
        </Flex>
      )}
    </Card>
  );
}
