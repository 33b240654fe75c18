import type { DocumentState, SessionDocument } from '@groundwork/contracts';
import { formatFileSizeMb } from '@groundwork/design-system/study';
import { Alert, Card, Flex, Progress, Typography } from 'antd';

const STATUS_LABELS: Record<DocumentState, string> = {
  queued: 'Queued',
  analyzing: 'Analyzing',
  done: 'Analyzed',
  failed: 'Failed',
};

const progressStatus = (document: SessionDocument) => {
  if (document.status === 'failed') return 'exception' as const;
  if (document.status === 'done') return 'success' as const;
  return 'active' as const;
};

/** The session's documents still being analysed, and those whose analysis failed (with why). */
export function DocumentProgressList({ documents }: { documents: readonly SessionDocument[] }) {
  const shown = documents.filter((document) => document.status !== 'done');
  if (shown.length === 0) return null;
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Documents</h3>} data-testid="document-progress">
      <Flex vertical gap={12} role="status" aria-live="polite">
        {shown.map((document) => (
          <Flex key={document.documentId} vertical gap={4} data-testid="document-status">
            <Flex justify="space-between" gap={8} wrap>
              <Typography.Text strong>{document.name}</Typography.Text>
              <Typography.Text type="secondary">{`${STATUS_LABELS[document.status]} · ${formatFileSizeMb(document.size)}`}</Typography.Text>
            </Flex>
            <Progress
              percent={document.status === 'done' ? 100 : Math.round(document.progress)}
              status={progressStatus(document)}
              aria-label={`Analysis progress of ${document.name}`}
            />
            {document.status === 'failed' && <Alert type="error" showIcon title={`${document.name}: ${document.error ?? 'Analysis failed'}`} />}
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}
