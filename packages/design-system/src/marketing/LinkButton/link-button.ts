export type LinkButtonVariant = 'default' | 'primary' | 'ghost' | 'link';
export type LinkButtonSize = 'middle' | 'large';

/** The classes of marketing.css for a link drawn as a button. */
export function linkButtonClassName(variant: LinkButtonVariant = 'default', size: LinkButtonSize = 'middle'): string {
  return ['gw-button', variant !== 'default' && `gw-button--${variant}`, size === 'large' && 'gw-button--large'].filter(Boolean).join(' ');
}
