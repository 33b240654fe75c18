import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
beforeAll(async () => {
  service = await startProjects();
});
afterAll(() => service.close());

const create = (instance: Pick<TestProjects, 'call'>, token: string, n: number) =>
  instance.call('POST', '/api/projects', { token, body: { siteAddress: `${n} Parallel Street`, clientName: `Client ${n}` } });

describe('project numbers', () => {
  it('never collide: 20 parallel creates through two instances get 20 distinct numbers', async () => {
    const token = await service.tokenFor('olivia@acme.example', 'org-parallel', 'owner');
    const second = service.secondInstance();
    const results = await Promise.all(Array.from({ length: 20 }, (_, n) => create(n % 2 ? second : service, token, n)));
    expect(results.map((res) => res.status)).toEqual(Array(20).fill(201));
    const numbers = results.map((res) => res.json.projectNumber as string);
    expect(new Set(numbers).size).toBe(20);
    const year = new Date().getUTCFullYear();
    for (const number of numbers) expect(number).toMatch(new RegExp(`^ESA-${year}-\\d{4}$`));
    const stored = await service.db.collection('projects').find({ organizationId: 'org-parallel' }).toArray();
    expect(new Set(stored.map((project) => project.projectNumber)).size).toBe(20);
    const listed = (await service.call('GET', '/api/projects', { token })).json;
    expect(listed).toHaveLength(20);
  });

  it('count per organization and per year, starting again at 0001 in a new year', async () => {
    const token = await service.tokenFor('yuri@years.example', 'org-years', 'member');
    const thisYear = new Date().getUTCFullYear();
    expect((await create(service, token, 1)).json.projectNumber).toBe(`ESA-${thisYear}-0001`);
    expect((await create(service, token, 2)).json.projectNumber).toBe(`ESA-${thisYear}-0002`);
    service.clock.offsetMs = Date.UTC(thisYear + 1, 0, 1, 12) - Date.now();
    try {
      const nextYear = await create(service, token, 3);
      expect(nextYear.json.projectNumber).toBe(`ESA-${thisYear + 1}-0001`);
      expect(nextYear.json.createdAt.startsWith(`${thisYear + 1}-01-01`)).toBe(true);
    } finally {
      service.clock.offsetMs = 0;
    }
    expect((await create(service, token, 4)).json.projectNumber).toBe(`ESA-${thisYear}-0003`);
  });

  it('are unique per organization in the database too: a duplicate insert is refused', async () => {
    const [existing] = await service.db.collection('projects').find({ organizationId: 'org-years' }).limit(1).toArray();
    const { _id, ...copy } = existing!;
    await expect(service.db.collection('projects').insertOne(copy)).rejects.toMatchObject({ code: 11000 });
    await service.db.collection('projects').insertOne({ ...copy, organizationId: 'org-elsewhere' });
    expect(
      await service.db.collection('projects').countDocuments({ projectNumber: copy.projectNumber, organizationId: { $in: ['org-years', 'org-elsewhere'] } }),
    ).toBe(2);
  });
});
