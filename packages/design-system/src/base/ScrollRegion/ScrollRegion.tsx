import type { ReactNode } from 'react';
import '../surfaces.css';

export interface ScrollRegionProps {
  /** What the region holds, for screen readers (e.g. "Map units"). */
  label: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * Holds content that may be wider than the screen (a table of many columns) and scrolls it
 * sideways. The region takes the keyboard focus, so arrow keys scroll it (WCAG 2.1.1, axe's
 * scrollable-region-focusable), and is named by `label`. Wide antd tables go in one instead of
 * using their own `scroll`, whose inner container can take no focus.
 */
export function ScrollRegion({ label, children, 'data-testid': testId }: ScrollRegionProps) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="gw-scroll-region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </section>
  );
}
