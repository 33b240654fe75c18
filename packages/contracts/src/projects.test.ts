import { describe, expect, it } from 'vitest';
import {
  checkStatusTransition,
  createProjectInputSchema,
  nextStatuses,
  progressFromChecks,
  PROJECT_TEXT_MAX,
  projectIdSchema,
  projectSchema,
  studyChecksInputSchema,
  updateProjectInputSchema,
} from './projects';

describe('createProjectInputSchema', () => {
  it('trims and accepts both fields', () => {
    expect(createProjectInputSchema.parse({ siteAddress: ' 1 Main St ', clientName: 'Acme' })).toEqual({
      siteAddress: '1 Main St',
      clientName: 'Acme',
    });
  });

  it('reports empty and whitespace-only fields with the spec messages', () => {
    const result = createProjectInputSchema.safeParse({ siteAddress: '', clientName: '   ' });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Site address is required', 'Client name is required']);
  });

  it('reports missing fields with the same messages', () => {
    const result = createProjectInputSchema.safeParse({});
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Site address is required', 'Client name is required']);
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

  it('carries the viability dates, entered ones as calendar dates', () => {
    expect(projectSchema.parse(base)).not.toHaveProperty('viabilityDates');
    const dates = { databaseSearch: '2026-05-01', siteVisit: '2026-05-14' };
    expect(projectSchema.parse({ ...base, viabilityDates: dates }).viabilityDates).toEqual(dates);
    expect(projectSchema.safeParse({ ...base, viabilityDates: { siteVisit: '2026-02-30' } }).success).toBe(false);
  });

  it('accepts a missing createdAt (a card shows Unknown)', () => {
    const { createdAt: _createdAt, ...withoutDate } = base;
    expect(projectSchema.safeParse(withoutDate).success).toBe(true);
  });
});

describe('progressFromChecks', () => {
  it('gives 0, 33, 67 and 100', () => {
    expect(progressFromChecks({ cityDirectory: false, aerial: false, database: false })).toBe(0);
    expect(progressFromChecks({ cityDirectory: true, aerial: false, database: false })).toBe(33);
    expect(progressFromChecks({ cityDirectory: false, aerial: true, database: true })).toBe(67);
    expect(progressFromChecks({ cityDirectory: true, aerial: true, database: true })).toBe(100);
  });
});

describe('updateProjectInputSchema', () => {
  it('accepts any one field and trims text', () => {
    expect(updateProjectInputSchema.parse({ clientName: ' Acme ' })).toEqual({ clientName: 'Acme' });
    expect(updateProjectInputSchema.parse({ status: 'in_review' })).toEqual({ status: 'in_review' });
  });

  it('refuses an empty body, unknown fields and operator objects', () => {
    expect(updateProjectInputSchema.safeParse({}).error?.issues[0]?.message).toMatch(/^Nothing to update/);
    expect(updateProjectInputSchema.safeParse({ progress: 100 }).success).toBe(false);
    expect(updateProjectInputSchema.safeParse({ siteAddress: { $gt: '' } }).success).toBe(false);
    expect(updateProjectInputSchema.safeParse({ status: 'archived' }).success).toBe(false);
  });

  it('takes viability dates: named components set, null ones cleared', () => {
    const viabilityDates = { siteVisit: '2026-05-14', interviews: null };
    expect(updateProjectInputSchema.parse({ viabilityDates })).toEqual({ viabilityDates });
    expect(updateProjectInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Nothing to update: send externalJobId, status, siteAddress, clientName or viabilityDates',
    );
  });

  it('refuses a date that is not a calendar date, an unknown component and no component at all', () => {
    for (const viabilityDates of [
      { siteVisit: 'yesterday' },
      { siteVisit: '2026-02-30' },
      { siteVisit: 20260501 },
      { phaseTwo: '2026-05-01' },
      { siteVisit: { $gt: '' } },
      [],
      null,
    ]) {
      expect(updateProjectInputSchema.safeParse({ viabilityDates }).success, JSON.stringify(viabilityDates)).toBe(false);
    }
    expect(updateProjectInputSchema.safeParse({ viabilityDates: {} }).error?.issues[0]).toMatchObject({
      path: ['viabilityDates'],
      message: 'Send at least one of databaseSearch, interviews, siteVisit, epDeclaration',
    });
  });

  it('refuses text over the bound', () => {
    expect(updateProjectInputSchema.safeParse({ clientName: 'x'.repeat(PROJECT_TEXT_MAX + 1) }).success).toBe(false);
  });
});

describe('projectIdSchema', () => {
  it('accepts 24 hex characters only', () => {
    expect(projectIdSchema.safeParse('65a1f0c2b3d4e5f607182930').success).toBe(true);
    for (const bad of ['', 'p1', '65a1f0c2b3d4e5f60718293g', '65a1f0c2b3d4e5f6071829301', '{"$gt":""}']) {
      expect(projectIdSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('status transitions', () => {
  it('lets writers submit and send back, and only owners and admins complete and reopen', () => {
    expect(checkStatusTransition('draft', 'in_review', 'member')).toEqual({ allowed: true });
    expect(checkStatusTransition('in_review', 'draft', 'member')).toEqual({ allowed: true });
    expect(checkStatusTransition('in_review', 'completed', 'admin')).toEqual({ allowed: true });
    expect(checkStatusTransition('completed', 'in_review', 'owner')).toEqual({ allowed: true });
    expect(checkStatusTransition('in_review', 'completed', 'member')).toMatchObject({ allowed: false, reason: 'role' });
    expect(checkStatusTransition('draft', 'in_review', 'viewer')).toMatchObject({ allowed: false, reason: 'role' });
  });

  it('refuses a draft going straight to completed, with a readable message', () => {
    expect(checkStatusTransition('draft', 'completed', 'owner')).toEqual({
      allowed: false,
      reason: 'not_a_transition',
      message: 'A project cannot go from Draft to Completed',
    });
  });

  it('lists the next statuses per role', () => {
    expect(nextStatuses('in_review', 'owner')).toEqual(['draft', 'completed']);
    expect(nextStatuses('in_review', 'member')).toEqual(['draft']);
    expect(nextStatuses('completed', 'viewer')).toEqual([]);
  });
});

describe('studyChecksInputSchema', () => {
  it('needs at least one known check', () => {
    expect(studyChecksInputSchema.parse({ aerial: true })).toEqual({ aerial: true });
    expect(studyChecksInputSchema.safeParse({}).success).toBe(false);
    expect(studyChecksInputSchema.safeParse({ soils: true }).success).toBe(false);
  });
});
