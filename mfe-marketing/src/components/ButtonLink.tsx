import { ButtonLabel, type LinkButtonSize, type LinkButtonVariant, linkButtonClassName } from '@groundwork/design-system/marketing';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface ButtonLinkProps {
  /** A route of the app, navigated to by the router (no page reload). */
  to: string;
  variant?: LinkButtonVariant;
  size?: LinkButtonSize;
  icon?: ReactNode;
  style?: CSSProperties;
  'data-testid'?: string;
  children: ReactNode;
}

/** A router link drawn as a button (the design system's marketing.css), without antd. */
export function ButtonLink({ to, variant, size, icon, style, children, 'data-testid': testId }: ButtonLinkProps) {
  return (
    <Link to={to} className={linkButtonClassName(variant, size)} style={style} data-testid={testId}>
      <ButtonLabel icon={icon}>{children}</ButtonLabel>
    </Link>
  );
}
