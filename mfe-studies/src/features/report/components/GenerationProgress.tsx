import type { GeneratedReport } from '@groundwork/contracts';
import { Card, Progress, Typography } from 'antd';
import { GENERATION_STATUS_LABELS } from '../model/report-status';
import { REPORT_COPY } from '../model/report-copy';

/** The running job of the newest report: its progress and what it is doing, announced politely. */
export function GenerationProgress({ report }: { report: GeneratedReport }) {
  return (
    <Card
      title={
        <Typography.Title level={3} style={{ margin: 0, fontSize: 16 }}>
          {REPORT_COPY.progressTitle}
        </Typography.Title>
      }
      data-testid="report-generation-progress"
    >
      <Progress percent={Math.round(report.progress)} status="active" aria-label="Generation progress" />
      <Typography.Text aria-live="polite" data-testid="report-generation-stage">
        {GENERATION_STATUS_LABELS[report.status]}: {report.stage}
      </Typography.Text>
    </Card>
  );
}
