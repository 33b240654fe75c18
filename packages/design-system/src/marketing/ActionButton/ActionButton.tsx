import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { type LinkButtonSize, type LinkButtonVariant, linkButtonClassName } from '../LinkButton/link-button';

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  variant?: Exclude<LinkButtonVariant, 'ghost'>;
  size?: LinkButtonSize;
  icon?: ReactNode;
  /** Where the icon sits beside the text. */
  iconPlacement?: 'start' | 'end';
  'data-testid'?: string;
}

/** A `<button type="button">` drawn like the link buttons, without antd (marketing.css). */
export function ActionButton({ variant, size, icon, iconPlacement = 'start', children, ...buttonProps }: ActionButtonProps) {
  const iconElement =
    icon === undefined ? null : (
      <span aria-hidden style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    );
  return (
    <button type="button" {...buttonProps} className={linkButtonClassName(variant, size)}>
      {iconPlacement === 'start' && iconElement}
      {children !== undefined && children !== null && <span>{children}</span>}
      {iconPlacement === 'end' && iconElement}
    </button>
  );
}
