import { describe, expect, it } from 'vitest';
import { userDisplayName, userInitials } from './user-menu';

describe('user menu rules', () => {
  it.each([
    ['jane.doe@example.com', 'JA', 'jane.doe'],
    ['x@y.io', 'X@', 'x'],
    ['Bo@acme.org', 'BO', 'Bo'],
  ])('%s -> initials %s, name %s', (email, initials, name) => {
    expect(userInitials(email)).toBe(initials);
    expect(userDisplayName(email)).toBe(name);
  });

  it.each([undefined, null, ''])('falls back to US / User for %s', (email) => {
    expect(userInitials(email)).toBe('US');
    expect(userDisplayName(email)).toBe('User');
  });

  it('uses User when nothing precedes the at-sign', () => {
    expect(userDisplayName('@example.com')).toBe('User');
  });
});
