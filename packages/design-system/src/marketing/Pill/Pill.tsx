import type { CSSProperties, ReactNode } from 'react';
import { palette } from '../../base/tokens';

export interface PillProps {
  icon?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
}

/** A small outlined label (a file name, a format), drawn like an antd tag without antd. */
export function Pill({ icon, children, style }: PillProps) {
  return (
    <span
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 4,
        padding: '0 7px',
        border: `1px solid ${palette.border}`,
        borderRadius: 4,
        background: palette.surfaceMuted,
        color: palette.ink,
        fontSize: 12,
        lineHeight: '20px',
        whiteSpace: 'nowrap',
        ...style,
      }}
    >
      {icon !== undefined && (
        <span aria-hidden style={{ display: 'inline-flex' }}>
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
