import { describe, expect, it } from 'vitest';
import { canCreateProjects } from './current-user';

describe('canCreateProjects', () => {
  it.each([['owner'], ['admin'], ['member']] as const)('lets a %s create projects', (role) => {
    expect(canCreateProjects(role)).toBe(true);
  });

  it('keeps a viewer from creating projects', () => {
    expect(canCreateProjects('viewer')).toBe(false);
  });

  it('leaves an unknown role to the server', () => {
    expect(canCreateProjects(undefined)).toBe(true);
  });
});
