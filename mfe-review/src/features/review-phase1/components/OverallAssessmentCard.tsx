import type { Phase1Session } from '@groundwork/contracts';
import { Card, Flex, Typography } from 'antd';
import { DecisionBadge } from './DecisionBadge';

export const NO_SUMMARY = 'No summary available yet';

/** The session's overall decision and summary (spec 02 section 2). */
export function OverallAssessmentCard({ session }: { session: Phase1Session }) {
  return (
    <Card title={<h3 style={{ margin: 0, fontSize: 16 }}>Overall Assessment</h3>} data-testid="overall-assessment">
      <Flex vertical gap={12}>
        <div>
          {session.overallDecision ? <DecisionBadge decision={session.overallDecision} /> : <Typography.Text type="secondary">No decision yet</Typography.Text>}
        </div>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }} type={session.updatedSummary ? undefined : 'secondary'}>
          {session.updatedSummary?.trim() || NO_SUMMARY}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
