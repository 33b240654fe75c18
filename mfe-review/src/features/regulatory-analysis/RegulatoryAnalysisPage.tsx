import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { InitialSummaryCard } from './components/InitialSummaryCard';
import { ReferenceDocuments } from './components/ReferenceDocuments';
import { RegulatoryWorkspace } from './RegulatoryWorkspace';
import { useRecordItem } from './use-record-item';
import { INIT_FAILED_INLINE, useRegulatorySession } from './use-regulatory-session';

/**
 * Exposed as `mfe_review/RegulatoryAnalysisPage`; the shell renders it on
 * /projects/:projectId/regulatory-analysis/:itemIndex?summary=... (spec 02 sections 2 to 9, issue
 * 18): one database record's narrative, the agency documents the consultant uploads about it, what
 * each proves about the case's closure, questions about them, and the updated narrative saved back
 * into the regulatory database.
 */
export default function RegulatoryAnalysisPage() {
  const { projectId = '', itemIndex: indexParam = '' } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const itemIndex = Number(indexParam);
  const record = useRecordItem(projectId, itemIndex);
  const summaryParam = searchParams.get('summary')?.trim() ?? '';
  const summary = summaryParam || record.item?.narrative.trim() || '';
  const start = useRegulatorySession({ projectId, itemIndex, existingSummary: summaryParam || record.settled ? summary : null });
  const knownRecord = indexParam !== '' && Number.isInteger(itemIndex) && itemIndex >= 0;

  return (
    <main style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 1280 }}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={() => navigate(`/projects/${encodeURIComponent(projectId)}?tab=database`)}
          data-testid="back-to-database"
        >
          Back to Regulatory Database
        </Button>
        {start.sessionId && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={start.startNew} loading={start.startingNew} data-testid="new-analysis">
            New analysis
          </Button>
        )}
      </Flex>
      <SectionHeading title="Regulatory Analysis" align="start" level={1} />
      <Flex gap={16} wrap align="flex-start">
        <Flex vertical gap={16} style={{ flex: '1 1 560px', minWidth: 0 }}>
          <InitialSummaryCard itemIndex={itemIndex} summary={summary} item={record.item} />
          {start.failed && (
            <Alert
              type="error"
              showIcon
              title={<Typography.Text type="danger">{INIT_FAILED_INLINE}</Typography.Text>}
              data-testid="session-init-failed"
              action={<Button onClick={start.retry}>Retry</Button>}
            />
          )}
          {!knownRecord && <Alert type="error" showIcon title={`There is no database record ${indexParam}.`} />}
          {knownRecord && !start.sessionId && !start.failed && (
            <Flex role="status" align="center" gap={12} style={{ padding: 16 }} data-testid="session-initializing">
              <Spin size="small" />
              <Typography.Text type="secondary">Initializing the analysis session…</Typography.Text>
            </Flex>
          )}
          <RegulatoryWorkspace key={start.sessionId ?? 'none'} projectId={projectId} itemIndex={itemIndex} sessionId={start.sessionId} />
        </Flex>
        <aside style={{ flex: '0 1 340px', minWidth: 260 }}>
          <ReferenceDocuments groups={record.item?.document_links ?? []} />
        </aside>
      </Flex>
    </main>
  );
}
