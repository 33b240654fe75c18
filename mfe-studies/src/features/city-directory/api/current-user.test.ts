import { describe, expect, it } from 'vitest';
import { canEditStudy } from './current-user';

describe('canEditStudy', () => {
  it('keeps a viewer to reading', () => {
    expect(canEditStudy('viewer')).toBe(false);
  });
  it.each(['owner', 'admin', 'member'] as const)('lets a %s edit', (role) => {
    expect(canEditStudy(role)).toBe(true);
  });
  it('leaves an unknown role to the server', () => {
    expect(canEditStudy(undefined)).toBe(true);
  });
});
