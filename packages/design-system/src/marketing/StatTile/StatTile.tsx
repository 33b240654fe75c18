import { palette } from '../../base/tokens';

export interface StatTileProps {
  /** The figure, shown large, e.g. "70%". */
  value: string;
  label: string;
  testId?: string;
}

export function StatTile({ value, label, testId }: StatTileProps) {
  return (
    <div data-testid={testId} style={{ textAlign: 'center', padding: '8px 12px' }}>
      <div style={{ fontSize: 40, fontWeight: 700, lineHeight: 1.1, color: palette.primary, letterSpacing: '-0.02em' }}>{value}</div>
      <div style={{ marginTop: 6, fontSize: 15, color: palette.inkMuted }}>{label}</div>
    </div>
  );
}
