import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { Progress, Typography } from 'antd';
import type { DemoStep } from './demo-steps';

export interface DemoStepPanelProps {
  step: DemoStep;
  stepNumber: number;
  stepCount: number;
  progress: number;
  revealed: number;
}

/** The current step's text, its simulated progress and the checklist of revealed pieces. */
export function DemoStepPanel({ step, stepNumber, stepCount, progress, revealed }: DemoStepPanelProps) {
  return (
    <div>
      <Typography.Text type="secondary" strong style={{ textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12 }}>
        Step {stepNumber} of {stepCount}
      </Typography.Text>
      <Typography.Title level={3} data-testid="demo-step-title" style={{ margin: '4px 0 8px' }}>
        {step.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{step.summary}</Typography.Paragraph>
      <Progress data-testid="demo-progress" data-progress={progress} percent={progress} aria-label={`${step.title} progress`} />
      <ul style={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 10 }}>
        {step.reveals.map((piece, index) => {
          const shown = index < revealed;
          const inProgress = index === revealed && progress < 100;
          return (
            <li
              key={piece.label}
              data-testid="demo-reveal-item"
              data-revealed={shown}
              style={{ display: 'flex', gap: 10, alignItems: 'center', color: shown ? palette.ink : palette.inkMuted, opacity: shown ? 1 : 0.55 }}
            >
              {shown ? (
                <CheckCircleFilled aria-hidden style={{ color: palette.success }} />
              ) : inProgress ? (
                <LoadingOutlined aria-hidden style={{ color: palette.primary }} />
              ) : (
                <span aria-hidden style={{ width: 14, height: 14, borderRadius: '50%', border: `2px solid ${palette.border}` }} />
              )}
              <span>{piece.label}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
