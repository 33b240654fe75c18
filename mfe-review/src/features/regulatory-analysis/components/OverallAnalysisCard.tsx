import { SaveOutlined } from '@ant-design/icons';
import type { RegulatoryAnalysisSession } from '@groundwork/contracts';
import { Button, Card, Flex, Typography } from 'antd';
import { VerdictBadge } from './VerdictBadge';

export interface OverallAnalysisCardProps {
  session: RegulatoryAnalysisSession & { updatedSummary: string };
  onSave: () => void;
  saving: boolean;
  /** False for a viewer, or while documents are still analysed. */
  canSave: boolean;
}

const formatTime = (iso: string) => new Date(iso).toLocaleString();

/** The record's overall verdict and its updated summary, with Save to Database (spec 02 sections 2 and 7). */
export function OverallAnalysisCard({ session, onSave, saving, canSave }: OverallAnalysisCardProps) {
  return (
    <Card
      title={<h2 style={{ margin: 0, fontSize: 16 }}>Overall Analysis</h2>}
      extra={session.overallDecision && <VerdictBadge verdict={session.overallDecision} />}
      data-testid="overall-analysis"
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} data-testid="updated-summary">
          {session.updatedSummary}
        </Typography.Paragraph>
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary" data-testid="saved-at">
            {session.saved ? `Saved ${formatTime(session.saved.at)}` : 'Not saved to the database yet'}
          </Typography.Text>
          <Button type="primary" icon={<SaveOutlined aria-hidden />} onClick={onSave} loading={saving} disabled={!canSave} data-testid="save-to-database">
            Save to Database
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
