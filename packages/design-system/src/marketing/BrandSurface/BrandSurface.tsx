import { ConfigProvider } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { brandSurfaceTheme, palette } from '../../theme/theme';

export interface BrandSurfaceProps {
  children: ReactNode;
  /** Extra styles for the section, e.g. padding. */
  style?: CSSProperties;
  testId?: string;
}

/** A full-width deep-green section with light text and buttons themed for it. */
export function BrandSurface({ children, style, testId }: BrandSurfaceProps) {
  return (
    <ConfigProvider theme={brandSurfaceTheme}>
      <section
        data-testid={testId}
        style={{
          background: `linear-gradient(135deg, ${palette.primaryDeep} 0%, ${palette.primaryDark} 55%, ${palette.primary} 100%)`,
          color: '#ffffff',
          ...style,
        }}
      >
        {children}
      </section>
    </ConfigProvider>
  );
}
