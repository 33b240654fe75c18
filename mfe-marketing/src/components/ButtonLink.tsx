import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface ButtonLinkProps extends Omit<ButtonProps, 'href' | 'onClick'> {
  /** A route of the app, navigated to by the router (no page reload). */
  to: string;
}

/** An antd button rendered as a real `<a href>` that navigates with the router. */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...buttonProps} href={href} onClick={(event) => navigateOnClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
