import { type ReactNode, useId } from 'react';
import '../surfaces.css';

export interface PanelProps {
  title: ReactNode;
  /** Controls at the right of the title. */
  extra?: ReactNode;
  /** The title's heading level (3 under a tab's own heading). */
  level?: 2 | 3 | 4;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A titled section drawn like antd's Card without loading it (antd's Card brings its Tabs and
 * Skeleton): a region named by its heading, for screens counted against a first-load budget.
 */
export function Panel({ title, extra, level = 3, children, 'data-testid': testId }: PanelProps) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <section className="gw-panel" aria-labelledby={headingId} data-testid={testId}>
      <div className="gw-panel-head">
        <Heading id={headingId} className="gw-panel-title">
          {title}
        </Heading>
        {extra}
      </div>
      <div className="gw-panel-body">{children}</div>
    </section>
  );
}
