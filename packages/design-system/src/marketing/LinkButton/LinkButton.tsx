import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { ButtonLabel } from './ButtonLabel';
import { type LinkButtonSize, type LinkButtonVariant, linkButtonClassName } from './link-button';

export interface LinkButtonProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'> {
  href: string;
  variant?: LinkButtonVariant;
  size?: LinkButtonSize;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** A real `<a href>` drawn as a button, without antd (marketing.css). */
export function LinkButton({ variant, size, icon, children, ...anchorProps }: LinkButtonProps) {
  return (
    <a {...anchorProps} className={linkButtonClassName(variant, size)}>
      <ButtonLabel icon={icon}>{children}</ButtonLabel>
    </a>
  );
}
