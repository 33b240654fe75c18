import { describe, expect, it } from 'vitest';
import { createProjectInputSchema, projectSchema } from './projects';

describe('createProjectInputSchema', () => {
  it('trims and accepts both fields', () => {
    expect(createProjectInputSchema.parse({ siteAddress: ' 1 Main St ', clientName: 'Acme' })).toEqual({
      siteAddress: '1 Main St',
      clientName: 'Acme',
    });
  });

  it('reports empty and whitespace-only fields with the spec messages', () => {
    const result = createProjectInputSchema.safeParse({ siteAddress: '', clientName: '   ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Site address is required',
      'Client name is required',
    ]);
  });

  it('reports missing fields with the same messages', () => {
    const result = createProjectInputSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'Site address is required',
      'Client name is required',
    ]);
  });
});

describe('projectSchema', () => {
  const base = {
    id: 'p1',
    projectNumber: 'ESA-2025-0001',
    siteAddress: '1 Main St',
    clientName: 'Acme',
    status: 'draft',
    createdAt: '2025-01-02T03:04:05.000Z',
  };

  it('defaults progress to 0 and leaves externalJobId out', () => {
    const project = projectSchema.parse(base);
    expect(project.progress).toBe(0);
    expect(project).not.toHaveProperty('externalJobId');
  });

  it('accepts the three statuses and rejects others', () => {
    for (const status of ['draft', 'in_review', 'completed']) {
      expect(projectSchema.safeParse({ ...base, status }).success).toBe(true);
    }
    expect(projectSchema.safeParse({ ...base, status: 'archived' }).success).toBe(false);
  });

  it('accepts a missing createdAt (a card shows Unknown)', () => {
    const { createdAt: _createdAt, ...withoutDate } = base;
    expect(projectSchema.safeParse(withoutDate).success).toBe(true);
  });
});
