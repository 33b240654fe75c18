import { describe, expect, it } from 'vitest';
import { canEditProperties } from './current-user';

describe('canEditProperties', () => {
  it('keeps a viewer to reading', () => {
    expect(canEditProperties('viewer')).toBe(false);
  });
  it.each(['owner', 'admin', 'member'] as const)('lets a %s edit', (role) => {
    expect(canEditProperties(role)).toBe(true);
  });
  it('leaves an unknown role to the server', () => {
    expect(canEditProperties(undefined)).toBe(true);
  });
});
