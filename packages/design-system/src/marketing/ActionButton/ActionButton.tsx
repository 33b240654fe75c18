import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ButtonLabel } from '../LinkButton/ButtonLabel';
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
  return (
    <button type="button" {...buttonProps} className={linkButtonClassName(variant, size)}>
      <ButtonLabel icon={icon} iconPlacement={iconPlacement}>
        {children}
      </ButtonLabel>
    </button>
  );
}
