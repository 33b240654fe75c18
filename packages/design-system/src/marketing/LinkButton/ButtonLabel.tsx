import type { ReactNode } from 'react';

export interface ButtonLabelProps {
  icon?: ReactNode;
  /** Where the icon sits beside the text. */
  iconPlacement?: 'start' | 'end';
  children?: ReactNode;
}

/** The inside of a marketing.css button: its icon (hidden from screen readers) and its text. */
export function ButtonLabel({ icon, iconPlacement = 'start', children }: ButtonLabelProps) {
  const iconElement =
    icon === undefined ? null : (
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    );
  return (
    <>
      {iconPlacement === 'start' && iconElement}
      {children !== undefined && children !== null && <span>{children}</span>}
      {iconPlacement === 'end' && iconElement}
    </>
  );
}
