import { apiErrorBodySchema } from '@groundwork/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../src/app';
import { startProjects, type TestProjects } from './projects';

let service: TestProjects;
let owner: string;
let project: { id: string };
let before: Awaited<ReturnType<TestProjects['snapshot']>>;
beforeAll(async () => {
  service = await startProjects();
  owner = await service.tokenFor('olivia@acme.example', 'org-acme', 'owner');
  project = (await service.call('POST', '/api/projects', { token: owner, body: { siteAddress: '12 Elm Street', clientName: 'Acme Holdings' } })).json;
  before = await service.snapshot();
});
afterAll(() => service.close());

const nested = (depth: number): unknown => (depth === 0 ? 'deep' : { siteAddress: nested(depth - 1) });

/** A refused request: the status, the error shape, and (when given) the code. */
async function expectRefused(
  method: string,
  url: string,
  request: { body?: unknown; rawBody?: string; headers?: Record<string, string> },
  status: number,
  code?: string,
) {
  const res = await service.call(method, url, { token: owner, ...request });
  const label = `${method} ${url} ${request.rawBody ?? JSON.stringify(request.body)}`.slice(0, 200);
  expect(res.status, label).toBe(status);
  const body = apiErrorBodySchema.parse(res.json);
  if (code) expect(body.code, label).toBe(code);
  return body;
}

const createBodies: Array<[string, unknown]> = [
  ['operator as siteAddress', { siteAddress: { $gt: '' }, clientName: 'Acme' }],
  ['operator as clientName', { siteAddress: '1 Main St', clientName: { $ne: null } }],
  ['operator as the whole body', { $set: { siteAddress: 'x', clientName: 'y' } }],
  ['an array', [{ siteAddress: '1 Main St', clientName: 'Acme' }]],
  ['null', null],
  ['a string', 'siteAddress'],
  ['a number', 42],
  ['numbers for strings', { siteAddress: 12, clientName: 34 }],
  ['arrays for strings', { siteAddress: ['1 Main St'], clientName: ['Acme'] }],
  ['null fields', { siteAddress: null, clientName: null }],
  ['a status', { siteAddress: '1 Main St', clientName: 'Acme', status: 'completed' }],
  ['another organization', { siteAddress: '1 Main St', clientName: 'Acme', organizationId: 'org-rival' }],
  ['a chosen number', { siteAddress: '1 Main St', clientName: 'Acme', projectNumber: 'ESA-2000-0001' }],
  ['nothing', {}],
  ['blank fields', { siteAddress: '   ', clientName: '' }],
  ['an overlong address', { siteAddress: 'x'.repeat(301), clientName: 'Acme' }],
];

const patchBodies: Array<[string, unknown]> = [
  ['operator as status', { status: { $gt: '' } }],
  ['operator as clientName', { clientName: { $regex: '.*' } }],
  ['update operators', { $set: { organizationId: 'org-rival' } }],
  ['an unknown status', { status: 'archived' }],
  ['an empty externalJobId', { externalJobId: '' }],
  ['a number for externalJobId', { externalJobId: 7 }],
  ['nothing to update', {}],
  ['null', null],
  ['an array', [{ clientName: 'Acme' }]],
  ['null clientName', { clientName: null }],
  ['the id', { _id: 'abcdefabcdefabcdefabcdef', clientName: 'Acme' }],
  ['archivedAt', { archivedAt: null }],
  ['progress', { progress: 100 }],
  ['organizationId', { organizationId: 'org-rival' }],
  ['a viability date that is not a date', { viabilityDates: { siteVisit: 'last Tuesday' } }],
  ['a viability date that is not a calendar date', { viabilityDates: { siteVisit: '2026-02-30' } }],
  ['a viability date in another format', { viabilityDates: { siteVisit: '05/14/2026' } }],
  ['a number for a viability date', { viabilityDates: { siteVisit: 20260514 } }],
  ['an unknown viability component', { viabilityDates: { phaseTwo: '2026-05-14' } }],
  ['an operator as a viability date', { viabilityDates: { siteVisit: { $gt: '' } } }],
  ['a dotted viability path', { 'viabilityDates.siteVisit': '2026-05-14' }],
  ['no viability component', { viabilityDates: {} }],
  ['null viability dates', { viabilityDates: null }],
  ['viability dates as a string', { viabilityDates: '2026-05-14' }],
];

describe('malformed bodies', () => {
  it.each(createBodies)('POST /api/projects with %s is 400 VALIDATION_FAILED', async (_label, body) => {
    await expectRefused('POST', '/api/projects', { body }, 400, 'VALIDATION_FAILED');
  });

  it.each(patchBodies)('PATCH /api/projects/{id} with %s is 400 VALIDATION_FAILED', async (_label, body) => {
    await expectRefused('PATCH', `/api/projects/${project.id}`, { body }, 400, 'VALIDATION_FAILED');
  });

  it('names the viability component and why its date is refused', async () => {
    const body = await expectRefused(
      'PATCH',
      `/api/projects/${project.id}`,
      { body: { viabilityDates: { siteVisit: '2026-02-30', interviews: 'soon', phaseTwo: '2026-05-14' } } },
      400,
      'VALIDATION_FAILED',
    );
    expect(body.details).toEqual({
      issues: [
        { path: 'viabilityDates.interviews', message: 'Dates are YYYY-MM-DD' },
        { path: 'viabilityDates.siteVisit', message: 'Not a calendar date' },
        { path: 'viabilityDates', message: 'Unrecognized key: "phaseTwo"' },
      ],
    });
  });

  it("names the spec's messages for empty fields", async () => {
    const body = await expectRefused('POST', '/api/projects', { body: { siteAddress: '', clientName: ' ' } }, 400, 'VALIDATION_FAILED');
    expect(body.details).toEqual({
      issues: [
        { path: 'siteAddress', message: 'Site address is required' },
        { path: 'clientName', message: 'Client name is required' },
      ],
    });
  });

  it('refuses invalid JSON, deep JSON, __proto__, a non-JSON content type and an oversize body', async () => {
    for (const [method, url] of [
      ['POST', '/api/projects'],
      ['PATCH', `/api/projects/${project.id}`],
    ] as const) {
      await expectRefused(method, url, { rawBody: '{"siteAddress": "1 Main St",' }, 400, 'INVALID_JSON');
      await expectRefused(method, url, { body: nested(40) }, 400, 'JSON_TOO_DEEP');
      await expectRefused(method, url, { rawBody: '{"__proto__": {"clientName": "x"}, "siteAddress": "a", "clientName": "b"}' }, 400, 'FORBIDDEN_KEY');
      await expectRefused(
        method,
        url,
        { rawBody: 'siteAddress=a&clientName=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      );
      await expectRefused(method, url, { body: { siteAddress: 'x'.repeat(MAX_BODY_BYTES), clientName: 'Acme' } }, 413, 'PAYLOAD_TOO_LARGE');
    }
  });
});

describe('malformed ids', () => {
  const badIds = [
    encodeURIComponent('{"$gt": ""}'),
    encodeURIComponent('{"$ne": null}'),
    '%24gt',
    'a'.repeat(23),
    'a'.repeat(25),
    'g'.repeat(24),
    encodeURIComponent('[object Object]'),
    encodeURIComponent(`${'a'.repeat(24)} `),
    'null',
  ];
  it.each(badIds)('%s is 400 on every project route', async (id) => {
    for (const [method, url, body] of [
      ['GET', `/api/projects/${id}`, undefined],
      ['PATCH', `/api/projects/${id}`, { clientName: 'Acme' }],
      ['POST', `/api/projects/${id}/archive`, undefined],
      ['POST', `/api/projects/${id}/restore`, undefined],
      ['GET', `/api/projects/${id}/activity`, undefined],
    ] as const) {
      const refused = await expectRefused(method, url, { body }, 400, 'VALIDATION_FAILED');
      expect(refused.message).toBe('Invalid param: id: Invalid project id');
    }
  });
});

describe('malformed queries', () => {
  it.each([
    '/api/projects?archived=yes',
    '/api/projects?archived=true&archived=false',
    `/api/projects?${encodeURIComponent('archived[$ne]')}=true`,
    '/api/projects?owner=someone',
    '/api/projects/activity?limit=0',
    '/api/projects/activity?limit=101',
    '/api/projects/activity?limit=ten',
    `/api/projects/activity?${encodeURIComponent('limit[$gt]')}=1`,
    `/api/projects/activity?limit=5&projectId=${'a'.repeat(24)}`,
  ])('%s is 400', async (url) => {
    await expectRefused('GET', url, {}, 400, 'VALIDATION_FAILED');
  });
});

describe('after every refusal above', () => {
  it('the database holds exactly what it held before', async () => {
    expect(await service.snapshot()).toEqual(before);
    expect(await service.db.collection('projects').countDocuments()).toBe(1);
  });
});
