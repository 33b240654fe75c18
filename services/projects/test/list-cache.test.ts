import { ObjectId } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
beforeAll(async () => {
  service = await startProjects();
  owner = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
});
afterAll(() => service.close());

type Instance = Pick<TestProjects, 'call' | 'internal'>;

const list = async (instance: Instance, query = '') => {
  const res = await instance.call('GET', `/api/projects${query}`, { token: owner });
  expect(res.status).toBe(200);
  return res.json as Array<{ id: string; clientName: string; status: string; progress: number }>;
};

const createProject = async (instance: Instance, clientName: string) =>
  (await instance.call('POST', '/api/projects', { token: owner, body: { siteAddress: '12 Elm Street', clientName } })).json as { id: string };

describe('the cached project list', () => {
  it('is served from memory: a change made behind the service is not seen until a write bumps the revision', async () => {
    const project = await createProject(service, 'Cached Co');
    expect((await list(service))[0]?.clientName).toBe('Cached Co');
    await service.db.collection('projects').updateOne({ _id: new ObjectId(project.id) }, { $set: { clientName: 'Behind The Back' } });
    expect((await list(service))[0]?.clientName).toBe('Cached Co');
    await service.ctx.revisions.bump('org-acme', ['projects'], new Date());
    expect((await list(service))[0]).toMatchObject({ id: project.id, clientName: 'Behind The Back' });
  });

  it('is invalidated by every kind of write, made through this instance or a second one on the same database', async () => {
    const other = service.secondInstance();
    for (const [writer, reader] of [
      [service, service],
      [other, service],
      [service, other],
    ] as const) {
      await list(reader);
      await list(reader, '?archived=true');
      const project = await createProject(writer, 'Fresh Co');
      expect((await list(reader))[0]).toMatchObject({ id: project.id, clientName: 'Fresh Co', status: 'draft', progress: 0 });

      await writer.call('PATCH', `/api/projects/${project.id}`, { token: owner, body: { clientName: 'Renamed Co' } });
      expect((await list(reader))[0]?.clientName).toBe('Renamed Co');

      await writer.call('PATCH', `/api/projects/${project.id}`, { token: owner, body: { status: 'in_review' } });
      expect((await list(reader))[0]?.status).toBe('in_review');

      await writer.internal('PUT', `/internal/projects/${project.id}/study-checks`, { cityDirectory: true, aerial: true });
      expect((await list(reader))[0]?.progress).toBe(67);

      await writer.call('POST', `/api/projects/${project.id}/archive`, { token: owner });
      expect((await list(reader)).map((listed) => listed.id)).not.toContain(project.id);
      expect((await list(reader, '?archived=true'))[0]?.id).toBe(project.id);

      await writer.call('POST', `/api/projects/${project.id}/restore`, { token: owner });
      expect((await list(reader))[0]?.id).toBe(project.id);
      expect((await list(reader, '?archived=true')).map((listed) => listed.id)).not.toContain(project.id);
    }
  });
});

describe('ETag and If-None-Match', () => {
  const get = (headers: Record<string, string> = {}, token = owner, query = '') => service.call('GET', `/api/projects${query}`, { token, headers });

  it('answers 304 without a body while the list is unchanged, and 200 with a new ETag after a write', async () => {
    const first = await get();
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect(first.headers.get('vary')).toContain('Authorization');

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const unchanged = await get({ 'if-none-match': ifNoneMatch });
      expect(unchanged.status).toBe(304);
      expect(unchanged.text).toBe('');
      expect(unchanged.headers.get('etag')).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"something-else"' })).status).toBe(200);

    const project = await createProject(service, 'Etag Co');
    const changed = await get({ 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
    expect(changed.json[0].id).toBe(project.id);
  });

  it('stays the same across a write that changes nothing', async () => {
    const project = await createProject(service, 'Still Co');
    const etag = (await get()).headers.get('etag')!;
    await service.call('PATCH', `/api/projects/${project.id}`, { token: owner, body: { clientName: 'Still Co' } });
    await service.call('POST', `/api/projects/${project.id}/restore`, { token: owner });
    await service.internal('PUT', `/internal/projects/${project.id}/study-checks`, { database: false });
    expect((await get({ 'if-none-match': etag })).status).toBe(304);
  });

  it('differs between organizations and between the active and archived lists', async () => {
    const etag = (await get()).headers.get('etag')!;
    const rival = await service.tokenFor('rita@rival.example', 'org-rival', 'owner');
    const rivalAnswer = await get({ 'if-none-match': etag }, rival);
    expect(rivalAnswer.status).toBe(200);
    expect(rivalAnswer.json).toEqual([]);
    expect(rivalAnswer.headers.get('etag')).not.toBe(etag);
    const archived = await get({ 'if-none-match': etag }, owner, '?archived=true');
    expect(archived.status).toBe(200);
    expect(archived.headers.get('etag')).not.toBe(etag);
  });
});

describe('the cached activity feed', () => {
  const feed = async (instance: Instance, limit = 10) => {
    const res = await instance.call('GET', `/api/projects/activity?limit=${limit}`, { token: owner });
    expect(res.status).toBe(200);
    return { summaries: (res.json as Array<{ summary: string }>).map((entry) => entry.summary), etag: res.headers.get('etag')! };
  };

  it('is served from memory until a project write or an internal entry, through either instance, bumps it', async () => {
    const other = service.secondInstance();
    const project = await createProject(service, 'Feed Co');
    expect((await feed(service)).summaries[0]).toBe('Project created for Feed Co');
    await service.db
      .collection('project_activities')
      .updateMany({ summary: 'Project created for Feed Co' }, { $set: { summary: 'Rewritten behind the back' } });
    expect((await feed(service)).summaries[0]).toBe('Project created for Feed Co');

    await other.call('PATCH', `/api/projects/${project.id}`, { token: owner, body: { status: 'in_review' } });
    expect((await feed(service)).summaries.slice(0, 2)).toEqual(['Status changed from Draft to In Review', 'Rewritten behind the back']);

    await other.internal('POST', `/internal/projects/${project.id}/activity`, { type: 'study_finished', summary: 'Aerial study finished' });
    expect((await feed(service)).summaries[0]).toBe('Aerial study finished');

    await other.call('POST', `/api/projects/${project.id}/archive`, { token: owner });
    expect((await feed(service)).summaries[0]).toBe('Project archived');
    expect((await feed(service, 1)).summaries).toEqual(['Project archived']);
  });

  it('answers 304 to its ETag; an internal entry changes the feed ETag only, study checks the list ETag only', async () => {
    const project = await createProject(service, 'Etag Feed Co');
    const listEtag = async () => (await service.call('GET', '/api/projects', { token: owner })).headers.get('etag');
    const { etag } = await feed(service);
    const unchanged = await service.call('GET', '/api/projects/activity?limit=10', { token: owner, headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect((await feed(service, 5)).etag).not.toBe(etag);

    const listBefore = await listEtag();
    await service.internal('POST', `/internal/projects/${project.id}/activity`, { type: 'report_generated', summary: 'Report generated' });
    expect((await feed(service)).etag).not.toBe(etag);
    expect(await listEtag()).toBe(listBefore);

    const feedBefore = (await feed(service)).etag;
    await service.internal('PUT', `/internal/projects/${project.id}/study-checks`, { database: true });
    expect(await listEtag()).not.toBe(listBefore);
    expect((await feed(service)).etag).toBe(feedBefore);
  });
});
