import type { ReportRecommendation } from '@groundwork/contracts';
import { Flex, Typography } from 'antd';
import { LevelTag } from './LevelTag';

export function RecommendationsList({ recommendations }: { recommendations: readonly ReportRecommendation[] }) {
  if (recommendations.length === 0) return <Typography.Text type="secondary">No recommendations.</Typography.Text>;
  return (
    <ol style={{ margin: 0, paddingInlineStart: 20 }} data-testid="report-recommendations">
      {recommendations.map((recommendation) => (
        <li key={recommendation.title} data-testid="report-recommendation" style={{ marginBottom: 8 }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{recommendation.title}</Typography.Text>
            <LevelTag level={recommendation.priority} testId="report-recommendation-priority" />
          </Flex>
          <Typography.Paragraph style={{ margin: 0 }}>{recommendation.description}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}
