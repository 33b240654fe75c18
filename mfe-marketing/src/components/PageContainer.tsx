import type { CSSProperties, ReactNode } from 'react';

export interface PageContainerProps {
  children: ReactNode;
  style?: CSSProperties;
}

/** Centres page content at a readable width with side gutters. */
export function PageContainer({ children, style }: PageContainerProps) {
  return <div style={{ maxWidth: 1200, margin: '0 auto', padding: '0 24px', ...style }}>{children}</div>;
}
