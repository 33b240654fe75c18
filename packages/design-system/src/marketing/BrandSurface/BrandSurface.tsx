import type { CSSProperties, ReactNode } from 'react';
import { palette } from '../../base/tokens';

export interface BrandSurfaceProps {
  children: ReactNode;
  /** Extra styles for the section, e.g. padding. */
  style?: CSSProperties;
  testId?: string;
}

/** A full-width deep-green section with light text; link buttons on it turn white (marketing.css). */
export function BrandSurface({ children, style, testId }: BrandSurfaceProps) {
  return (
    <section
      className="gw-brand-surface"
      data-testid={testId}
      style={{
        background: `linear-gradient(135deg, ${palette.primaryDeep} 0%, ${palette.primaryDark} 55%, ${palette.primary} 100%)`,
        color: '#ffffff',
        ...style,
      }}
    >
      {children}
    </section>
  );
}
