import { activitySchema, apiErrorBodySchema, projectSchema, studyContextSchema } from '@groundwork/contracts';
import { TEST_AREA } from '@groundwork/geo-fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectsInstance, startProjects, TEST_INTERNAL_TOKEN, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
let project: { id: string; projectNumber: string; updatedAt: string };
beforeAll(async () => {
  service = await startProjects();
  owner = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
  project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '12 Elm Street', clientName: 'Acme Holdings' } })).json;
});
afterAll(() => service.close());

const checksUrl = (id: string) => `/internal/projects/${id}/study-checks`;
const progressInList = async () =>
  (await service.call('GET', '/api/projects', { token: owner })).json.find((listed: { id: string }) => listed.id === project.id).progress;

describe('PUT /internal/projects/{id}/study-checks', () => {
  it('recomputes progress from the checks: 0, 33, 67, 100 and back, visible in the list at once', async () => {
    expect(await progressInList()).toBe(0);
    const steps: Array<[Record<string, boolean>, number]> = [
      [{ cityDirectory: true }, 33],
      [{ aerial: true }, 67],
      [{ database: true }, 100],
      [{ aerial: false, database: false }, 33],
      [{ cityDirectory: false }, 0],
    ];
    let updatedAt = project.updatedAt;
    for (const [checks, progress] of steps) {
      const res = await service.internal('PUT', checksUrl(project.id), checks);
      expect(res.status, JSON.stringify(checks)).toBe(200);
      const updated = projectSchema.parse(res.json);
      expect(updated.progress).toBe(progress);
      expect(updated.updatedAt! >= updatedAt).toBe(true);
      updatedAt = updated.updatedAt!;
      expect(await progressInList()).toBe(progress);
    }
    const stored = await service.db.collection('projects').findOne({ projectNumber: project.projectNumber, organizationId: 'org-acme' });
    expect(stored).toMatchObject({ progress: 0, studyChecks: { cityDirectory: false, aerial: false, database: false } });
  });

  it('merges: unreported checks keep their value; a report that changes nothing writes nothing', async () => {
    await service.internal('PUT', checksUrl(project.id), { cityDirectory: true, database: true });
    const merged = await service.internal('PUT', checksUrl(project.id), { aerial: false });
    expect(merged.json).toMatchObject({ studyChecks: { cityDirectory: true, aerial: false, database: true }, progress: 67 });
    const again = await service.internal('PUT', checksUrl(project.id), { cityDirectory: true });
    expect(again.json).toEqual(merged.json);
  });

  it('updates an archived project too, which stays archived', async () => {
    const archived = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '4 Birch Way', clientName: 'Acme Holdings' } })).json;
    await service.call('POST', `/api/projects/${archived.id}/archive`, { token: owner });
    const res = await service.internal('PUT', checksUrl(archived.id), { aerial: true });
    expect(res.json).toMatchObject({ progress: 33, archivedAt: expect.any(String) });
  });

  it('is 404 for an unknown id and 400 for malformed ids and bodies, changing nothing', async () => {
    const before = await service.snapshot();
    const unknown = await service.internal('PUT', checksUrl('abcdefabcdefabcdefabcdef'), { aerial: true });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
    for (const id of [encodeURIComponent('{"$gt": ""}'), 'a'.repeat(23), 'z'.repeat(24)]) {
      expect((await service.internal('PUT', checksUrl(id), { aerial: true })).status).toBe(400);
    }
    for (const body of [{}, { aerial: 'true' }, { aerial: { $ne: false } }, { progress: 100 }, [true], null, { aerial: null }]) {
      const res = await service.internal('PUT', checksUrl(project.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorBodySchema.parse(res.json).code).toBe('VALIDATION_FAILED');
    }
    expect(await service.snapshot()).toEqual(before);
  });
});

describe('POST /internal/projects/{id}/activity', () => {
  it("adds a study's or report's entry to the project and organization feeds", async () => {
    const res = await service.internal('POST', `/internal/projects/${project.id}/activity`, {
      type: 'study_finished',
      summary: 'City directory study finished',
      actor: { userId: 'user-olivia', email: 'olivia@acme.example' },
    });
    expect(res.status).toBe(201);
    expect(activitySchema.parse(res.json)).toMatchObject({
      projectId: project.id,
      projectNumber: project.projectNumber,
      siteAddress: '12 Elm Street',
      type: 'study_finished',
      actor: { email: 'olivia@acme.example' },
    });
    const system = await service.internal('POST', `/internal/projects/${project.id}/activity`, {
      type: 'report_generated',
      summary: 'Phase I report generated',
    });
    expect(system.json).toMatchObject({ type: 'report_generated', actor: null });
    const feed = (await service.call('GET', '/api/projects/activity?limit=2', { token: owner })).json;
    expect(feed.map((entry: { summary: string }) => entry.summary)).toEqual(['Phase I report generated', 'City directory study finished']);
    const history = (await service.call('GET', `/api/projects/${project.id}/activity?limit=2`, { token: owner })).json;
    expect(history).toEqual(feed);
  });

  it('keeps one entry per idempotency key, however often it is sent', async () => {
    const other = await service.internal('POST', `/internal/projects/${project.id}/activity`, { type: 'study_finished', summary: 'Aerial study finished' });
    expect(other.status).toBe(201);
    const body = { type: 'study_finished', summary: 'City directory study finished: again.pdf', idempotencyKey: 'cd-run:r1:j1' };
    const sent = await Promise.all([1, 2, 3].map(() => service.internal('POST', `/internal/projects/${project.id}/activity`, body)));
    expect(sent.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(new Set(sent.map((res) => res.json.id)).size).toBe(1);
    const history = (await service.call('GET', `/api/projects/${project.id}/activity?limit=100`, { token: owner })).json;
    expect(history.filter((entry: { summary: string }) => entry.summary === body.summary)).toHaveLength(1);
    const elsewhere = await service.internal('POST', `/internal/projects/${project.id}/activity`, { ...body, idempotencyKey: 'cd-run:r2:j1' });
    expect(elsewhere.json.id).not.toBe(sent[0]!.json.id);
  });

  it('refuses other types, blank summaries and unknown projects', async () => {
    const before = await service.snapshot();
    for (const body of [
      { type: 'project_created', summary: 'Forged' },
      { type: 'study_finished', summary: '  ' },
      { type: 'study_finished', summary: { $gt: '' } },
      { type: 'study_finished', summary: 'x', actor: { userId: 'u' } },
      { type: 'study_finished', summary: 'x', organizationId: 'org-rival' },
    ]) {
      const res = await service.internal('POST', `/internal/projects/${project.id}/activity`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await service.internal('POST', '/internal/projects/abcdefabcdefabcdefabcdef/activity', { type: 'study_finished', summary: 'x' });
    expect(unknown.status).toBe(404);
    expect(await service.snapshot()).toEqual(before);
  });
});

describe('GET /internal/projects/{id}/study-context', () => {
  const contextUrl = (id: string, organizationId?: string) =>
    `/internal/projects/${id}/study-context${organizationId === undefined ? '' : `?organizationId=${encodeURIComponent(organizationId)}`}`;

  it("answers the project and its properties as the user's own reads show them", async () => {
    const { subject, parcels } = TEST_AREA;
    const site = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: subject.address, clientName: 'Acme Holdings' } })).json;
    await service.call('POST', `/api/projects/${site.id}/properties`, {
      token: owner,
      body: { address: subject.address, direction: 'subject', polygonGeoJson: subject.polygonGeoJson },
    });
    await service.call('POST', `/api/projects/${site.id}/properties`, { token: owner, body: { address: parcels.north.address, direction: 'north' } });
    const viabilityDates = { databaseSearch: '2026-05-01', siteVisit: '2026-05-14' };
    await service.call('PATCH', `/api/projects/${site.id}`, { token: owner, body: { viabilityDates } });

    const res = await service.internal('GET', contextUrl(site.id, 'org-acme'));
    expect(res.status).toBe(200);
    const context = studyContextSchema.parse(res.json);
    expect(context.project.viabilityDates).toEqual(viabilityDates);
    expect(context.project).toEqual((await service.call('GET', `/api/projects/${site.id}`, { token: owner })).json);
    expect(context.properties).toEqual((await service.call('GET', `/api/projects/${site.id}/properties`, { token: owner })).json);
    expect(context.properties.map((property) => property.direction)).toEqual(['subject', 'north']);
  });

  it('includes an archived project with archivedAt', async () => {
    const archived = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '7 Cedar Court', clientName: 'Acme Holdings' } })).json;
    await service.call('POST', `/api/projects/${archived.id}/archive`, { token: owner });
    const res = await service.internal('GET', contextUrl(archived.id, 'org-acme'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ project: { id: archived.id, archivedAt: expect.any(String) }, properties: [] });
  });

  it("is 404, as an unknown project, for another organization's project", async () => {
    const rival = await service.internal('GET', contextUrl(project.id, 'org-rival'));
    const unknown = await service.internal('GET', contextUrl('abcdefabcdefabcdefabcdef', 'org-acme'));
    for (const res of [rival, unknown]) {
      expect(res.status).toBe(404);
      expect(apiErrorBodySchema.parse(res.json)).toMatchObject({ code: 'NOT_FOUND', message: 'Project not found' });
    }
  });

  it('is 400 for a malformed id, a missing or blank organizationId, or an extra query field', async () => {
    for (const url of [
      contextUrl('z'.repeat(24), 'org-acme'),
      contextUrl(encodeURIComponent('{"$gt": ""}'), 'org-acme'),
      contextUrl(project.id),
      contextUrl(project.id, ''),
      contextUrl(project.id, 'o'.repeat(101)),
      `${contextUrl(project.id, 'org-acme')}&archived=true`,
    ]) {
      const res = await service.internal('GET', url);
      expect(res.status, url).toBe(400);
      expect(apiErrorBodySchema.parse(res.json).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('the internal token', () => {
  it('is required: missing, wrong, or a user access token get 401 and change nothing', async () => {
    const before = await service.snapshot();
    for (const authorization of [
      undefined,
      `Bearer ${TEST_INTERNAL_TOKEN}x`,
      `Bearer ${TEST_INTERNAL_TOKEN.slice(0, -1)}`,
      `Basic ${TEST_INTERNAL_TOKEN}`,
      `Bearer ${owner}`,
    ]) {
      const res = await service.call('PUT', checksUrl(project.id), {
        body: { aerial: true },
        headers: authorization ? { authorization } : {},
      });
      expect(res.status, authorization).toBe(401);
      expect(res.json).toMatchObject({ code: 'UNAUTHORIZED', message: 'Unauthorized: invalid internal service token' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer realm="groundwork-internal"');
    }
    expect(await service.snapshot()).toEqual(before);
    for (const authorization of [undefined, `Bearer ${TEST_INTERNAL_TOKEN}x`, `Bearer ${owner}`]) {
      const res = await service.call('GET', `/internal/projects/${project.id}/study-context?organizationId=org-acme`, {
        headers: authorization ? { authorization } : {},
      });
      expect(res.status, authorization).toBe(401);
      expect(res.json).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('does not open the user routes', async () => {
    const res = await service.call('GET', '/api/projects', { headers: { authorization: `Bearer ${TEST_INTERNAL_TOKEN}` } });
    expect(res.status).toBe(401);
  });

  it('unset: the internal routes answer 503 with a clear message, and a warning is logged at start', async () => {
    const off = projectsInstance(service.db, service.issuer, { internalServiceToken: undefined });
    expect(off.lines).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining('INTERNAL_SERVICE_TOKEN is not set') }));
    for (const [method, url] of [
      ['PUT', checksUrl(project.id)],
      ['POST', `/internal/projects/${project.id}/activity`],
      ['GET', `/internal/projects/${project.id}/study-context?organizationId=org-acme`],
    ] as const) {
      const res = await off.internal(method, url, method === 'GET' ? undefined : { aerial: true });
      expect(res.status, url).toBe(503);
      expect(res.json).toMatchObject({
        code: 'UNAVAILABLE',
        message: 'Internal routes are disabled: INTERNAL_SERVICE_TOKEN is not set on the projects service',
      });
    }
    expect(service.lines.some((line) => String(line.msg).includes('INTERNAL_SERVICE_TOKEN'))).toBe(false);
  });
});
