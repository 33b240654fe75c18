import { palette } from '../../base/tokens';

export interface ProgressBarProps {
  /** 0 to 100. */
  percent: number;
  /** The accessible name of the bar. */
  label: string;
  'data-testid'?: string;
  'data-progress'?: number;
}

/** A thin progress bar with its percentage, without antd: a `progressbar` with its value. */
export function ProgressBar({ percent, label, ...dataAttributes }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div {...dataAttributes} style={{ display: 'flex', alignItems: 'center', gap: 10 }}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        style={{ flex: 1, height: 8, borderRadius: 4, background: palette.border, overflow: 'hidden' }}
      >
        <div
          style={{
            width: `${value}%`,
            height: '100%',
            borderRadius: 4,
            background: value === 100 ? palette.success : palette.primary,
            transition: 'width 200ms linear',
          }}
        />
      </div>
      <span style={{ minWidth: 40, textAlign: 'end', fontSize: 14, color: palette.inkMuted, fontVariantNumeric: 'tabular-nums' }}>{value}%</span>
    </div>
  );
}
