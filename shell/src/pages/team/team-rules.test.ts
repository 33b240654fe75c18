import { describe, expect, it } from 'vitest';
import { canManageTeam, formatJoined, roleLabel } from './team-rules';

describe('team rules', () => {
  it.each([
    ['owner', true],
    ['admin', true],
    ['member', false],
    ['viewer', false],
    [undefined, false],
  ] as const)('%s manages the team: %s', (role, expected) => {
    expect(canManageTeam(role)).toBe(expected);
  });

  it('labels roles and dates', () => {
    expect(roleLabel('admin')).toBe('Admin');
    expect(formatJoined('2026-11-21T22:00:00.000Z')).toBe('Nov 21, 2026');
    expect(formatJoined('soon')).toBe('soon');
  });
});
