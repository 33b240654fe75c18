import { CheckCircleFilled, ClockCircleOutlined } from '@ant-design/icons';
import { REPORT_STEPS, type ReportReadiness } from '@groundwork/contracts';
import { palette } from '@groundwork/design-system/base';
import { Flex, Progress, Typography } from 'antd';
import { useId } from 'react';
import { REPORT_COPY } from '../model/report-copy';

/** Spec 02 section 2: the four steps, done or not, and the completed share of them. */
export function ReadinessChecklist({ readiness }: { readiness: ReportReadiness }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-testid="report-readiness">
      <Typography.Title level={3} id={titleId} style={{ marginTop: 0 }}>
        {REPORT_COPY.stepsTitle}
      </Typography.Title>
      <Flex vertical gap={8}>
        <Progress percent={readiness.progress} aria-label="Report readiness" data-testid="report-readiness-progress" />
        <Typography.Text type="secondary" data-testid="report-readiness-count">
          {readiness.completed} of {REPORT_STEPS.length} steps complete
        </Typography.Text>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {readiness.steps.map(({ step, label, done }) => (
            <li key={step} data-testid="report-step" data-step={step} data-done={done}>
              <Flex gap={8} align="center">
                {done ? (
                  <CheckCircleFilled aria-label="Done" style={{ color: palette.success }} />
                ) : (
                  <ClockCircleOutlined aria-label="Not done" style={{ color: palette.inkMuted }} />
                )}
                <Typography.Text>{label}</Typography.Text>
              </Flex>
            </li>
          ))}
        </ul>
      </Flex>
    </section>
  );
}
