import { describe, expect, it } from 'vitest';
import { linkButtonClassName } from './link-button';

describe('linkButtonClassName', () => {
  it('names the variant and size classes of marketing.css', () => {
    expect(linkButtonClassName()).toBe('gw-button');
    expect(linkButtonClassName('primary', 'large')).toBe('gw-button gw-button--primary gw-button--large');
    expect(linkButtonClassName('ghost')).toBe('gw-button gw-button--ghost');
  });
});
