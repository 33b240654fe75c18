import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { ProgressBar } from '@groundwork/design-system/marketing';
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
      <span style={{ color: palette.inkMuted, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em', fontSize: 12 }}>
        Step {stepNumber} of {stepCount}
      </span>
      <h2 data-testid="demo-step-title" style={{ margin: '4px 0 8px', fontSize: 24, fontWeight: 600, lineHeight: 1.3, color: palette.ink }}>
        {step.title}
      </h2>
      <p style={{ margin: '0 0 16px', color: palette.inkMuted, lineHeight: 1.6 }}>{step.summary}</p>
      <ProgressBar data-testid="demo-progress" data-progress={progress} percent={progress} label={`${step.title} progress`} />
      <ul style={{ listStyle: 'none', margin: '16px 0 0', padding: 0, display: 'grid', gap: 10 }}>
        {step.reveals.map((piece, index) => {
          const shown = index < revealed;
          const inProgress = index === revealed && progress < 100;
          return (
            <li
              key={piece.label}
              data-testid="demo-reveal-item"
              data-revealed={shown}
              style={{ display: 'flex', gap: 10, alignItems: 'center', color: shown ? palette.ink : palette.inkMuted }}
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
