import { CheckOutlined } from '@ant-design/icons';
import { palette } from '@groundwork/design-system/base';
import { DEMO_STEPS } from './demo-steps';

export interface DemoStepListProps {
  current: number;
  /** The current step's progress, 0 to 100, drawn under it. */
  percent: number;
  onSelect: (index: number) => void;
}

/** The demo's steps in order: done ones ticked, the current one with its progress; each opens its step. */
export function DemoStepList({ current, percent, onSelect }: DemoStepListProps) {
  return (
    <ol
      aria-label="Demo steps"
      data-testid="demo-steps"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12, gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))' }}
    >
      {DEMO_STEPS.map((step, index) => {
        const done = index < current;
        const isCurrent = index === current;
        return (
          <li key={step.id}>
            <button
              type="button"
              onClick={() => onSelect(index)}
              aria-current={isCurrent ? 'step' : undefined}
              style={{
                all: 'unset',
                boxSizing: 'border-box',
                width: '100%',
                display: 'flex',
                alignItems: 'center',
                gap: 10,
                padding: '8px 4px',
                cursor: 'pointer',
                borderBottom: `3px solid ${done ? palette.primary : palette.border}`,
                backgroundImage: isCurrent ? `linear-gradient(${palette.primary}, ${palette.primary})` : undefined,
                backgroundRepeat: 'no-repeat',
                backgroundPosition: 'bottom left',
                backgroundSize: isCurrent ? `${percent}% 3px` : undefined,
                color: isCurrent ? palette.ink : palette.inkMuted,
                fontWeight: isCurrent ? 600 : 500,
              }}
            >
              <span
                aria-hidden
                style={{
                  flex: 'none',
                  display: 'inline-flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  width: 28,
                  height: 28,
                  borderRadius: '50%',
                  border: `2px solid ${done || isCurrent ? palette.primary : palette.border}`,
                  background: isCurrent ? palette.primary : palette.surface,
                  color: isCurrent ? '#ffffff' : palette.primary,
                  fontSize: 13,
                  fontWeight: 700,
                }}
              >
                {done ? <CheckOutlined /> : index + 1}
              </span>
              <span>{step.title}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
