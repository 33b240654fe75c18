import type { CSSProperties, ReactNode } from 'react';

/** A number of equal columns, or a grid template such as '13fr 11fr'. */
export type ColumnsTemplate = number | string;

export interface ColumnsProps {
  /** Below 768 px wide (default 1). */
  sm?: ColumnsTemplate;
  /** From 768 px (default: as `sm`). */
  md?: ColumnsTemplate;
  /** From 992 px (default: as `md`). */
  lg?: ColumnsTemplate;
  /** Gap between rows and columns, in px or as `[row, column]`. */
  gap?: number | readonly [number, number];
  align?: CSSProperties['alignItems'];
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}

const template = (columns: ColumnsTemplate) => (typeof columns === 'number' ? `repeat(${columns}, minmax(0, 1fr))` : columns);

/** A responsive grid of columns without antd's Row and Col (marketing.css). */
export function Columns({ sm = 1, md = sm, lg = md, gap = 24, align, style, testId, children }: ColumnsProps) {
  const [rowGap, columnGap] = typeof gap === 'number' ? [gap, gap] : gap;
  const variables = { '--gw-cols-sm': template(sm), '--gw-cols-md': template(md), '--gw-cols-lg': template(lg) } as CSSProperties;
  return (
    <div className="gw-columns" data-testid={testId} style={{ ...variables, rowGap, columnGap, alignItems: align, ...style }}>
      {children}
    </div>
  );
}
