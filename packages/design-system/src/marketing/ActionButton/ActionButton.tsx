import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { SpinnerArc } from '../../base/LoadingIndicator';
import { ButtonLabel } from '../LinkButton/ButtonLabel';
import { type LinkButtonSize, type LinkButtonVariant, linkButtonClassName } from '../LinkButton/link-button';

export interface ActionButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> {
  variant?: Exclude<LinkButtonVariant, 'ghost'>;
  size?: LinkButtonSize;
  /** `submit` for a form's button; `button` otherwise. */
  type?: 'button' | 'submit';
  icon?: ReactNode;
  /** Where the icon sits beside the text. */
  iconPlacement?: 'start' | 'end';
  /** Shows a spinner in place of the icon and ignores clicks while the action runs. */
  loading?: boolean;
  /** Spans the width of its container. */
  block?: boolean;
  'data-testid'?: string;
}

/** A `<button>` drawn like the link buttons, without antd (marketing.css). */
export function ActionButton({
  variant,
  size,
  type = 'button',
  icon,
  iconPlacement = 'start',
  loading = false,
  block = false,
  disabled,
  children,
  ...buttonProps
}: ActionButtonProps) {
  const className = [linkButtonClassName(variant, size), block && 'gw-button--block', loading && 'gw-button--loading'].filter(Boolean).join(' ');
  return (
    <button type={type} {...buttonProps} disabled={disabled} aria-busy={loading || undefined} aria-disabled={loading || undefined} className={className}>
      <ButtonLabel icon={loading ? <SpinnerArc size={16} color="currentColor" track="transparent" /> : icon} iconPlacement={loading ? 'start' : iconPlacement}>
        {children}
      </ButtonLabel>
    </button>
  );
}
