import { PlusOutlined } from '@ant-design/icons';
import { SectionHeading } from '@groundwork/design-system/marketing';
import { Alert, Button, Flex, Spin, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ReviewWorkspace } from './ReviewWorkspace';
import { INIT_FAILED, useReviewSession } from './use-review-session';

/**
 * Exposed as `mfe_review/ReviewPhase1Tab`; the shell renders it on /projects/:projectId?tab=review-phase1.
 * The Phase 1 review assistant (spec 02 sections 2 to 9): the project's review session, created
 * when the tab opens, its uploaded reports, their analysis and the questions about them.
 */
export default function ReviewPhase1Tab() {
  const { projectId = '' } = useParams();
  const review = useReviewSession(projectId);
  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <SectionHeading title="Review Phase 1" align="start" level={2} />
        {review.sessionId && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={review.startNew} loading={review.startingNew}>
            New review
          </Button>
        )}
      </Flex>
      {review.sessionId ? (
        <ReviewWorkspace key={review.sessionId} sessionId={review.sessionId} />
      ) : review.failed ? (
        <Alert type="error" showIcon title={INIT_FAILED.description} action={<Button onClick={review.retry}>Retry</Button>} />
      ) : (
        <Flex role="status" align="center" gap={12} style={{ padding: 16 }}>
          <Spin size="small" />
          <Typography.Text type="secondary">Starting the review session…</Typography.Text>
        </Flex>
      )}
    </Flex>
  );
}
