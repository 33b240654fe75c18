import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { demoProjects, seedDemoProjects, sharedFixturesDir } from './demo-projects.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const uploadKey = 'uploads/org-1/u-1/city_directory_01_a.pdf';
const uploadFields = { key: uploadKey, 'Content-Type': 'application/pdf', Policy: 'policy-1', 'X-Amz-Signature': 'sig-1' };

/** A JSON body as parsed JSON, a multipart one as its fields in order (a file as name, type and bytes). */
async function readBody(req, raw) {
  if (raw.length === 0) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return JSON.parse(raw.toString('utf8'));
  const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
  const parts = [];
  for (const [name, value] of form) {
    parts.push(typeof value === 'string' ? [name, value] : [name, { filename: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }]);
  }
  return parts;
}

/**
 * A loopback server standing in for the gateway, the projects service and the storage the upload
 * goes to, recording each call. `jobStatuses` are the answers of successive job polls of a run
 * (the last one repeats).
 */
async function fakePlatform({ existing = [], failOn, jobStatuses = ['PENDING', 'PROCESSING', 'COMPLETED'], errorMessage } = {}) {
  const calls = [];
  let nextId = 1;
  let polls = 0;
  let base;
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const call = `${req.method} ${req.url}`;
    calls.push({ call, auth: req.headers.authorization, body: await readBody(req, Buffer.concat(chunks)) });
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (failOn && call.startsWith(failOn)) return send(503, { message: 'down' });
    if (req.url === '/api/auth/login') return send(200, { idToken: 'i', accessToken: 'user-token', refreshToken: 'r' });
    if (call === 'GET /api/projects') return send(200, existing);
    if (call === 'POST /api/projects') return send(201, { id: `p${nextId++}` });
    if (call === 'POST /api/city-directory/upload-url') return send(200, { url: `${base}/storage`, fields: uploadFields, key: uploadKey });
    if (call === 'POST /storage') return void res.writeHead(204).end();
    if (/^POST \/api\/projects\/\w+\/city-directory\/process$/.test(call)) {
      polls = 0; // each run's polls answer `jobStatuses` from the start
      return send(200, { jobId: 'run-1', externalJobId: 'run-1' });
    }
    if (call.startsWith('GET /api/processing/jobs/run-1')) {
      const status = jobStatuses[Math.min(polls++, jobStatuses.length - 1)];
      return send(200, { jobId: 'run-1', status, progress: 0, ...(status === 'FAILED' ? { errorMessage } : {}) });
    }
    return send(200, {});
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  base = `http://127.0.0.1:${server.address().port}`;
  return { url: base, calls };
}

const account = { email: 'demo@groundwork.app', password: 'pw' };
const seedOptions = (url, extra = {}) => ({
  ...account,
  gatewayUrl: url,
  projectsUrl: url,
  internalToken: 'secret',
  pollIntervalMs: 5,
  log: () => {},
  ...extra,
});
const truth = JSON.parse(fs.readFileSync(path.join(sharedFixturesDir, 'city_directory_01_a.truth.json'), 'utf8'));
const truthProperties = truth.properties.map(({ address, direction }) => ({ address, direction }));
// Samples are created oldest first: the first sample last (id p4), the second as p3.
const callsOfFirstSample = (calls) => calls.slice(calls.findLastIndex((c) => c.call === 'POST /api/projects') + 1);
const callsOfSecondSample = (calls) => {
  const posts = calls.flatMap((c, index) => (c.call === 'POST /api/projects' ? [index] : []));
  return calls.slice(posts.at(-2) + 1, posts.at(-1));
};
const scannedTruth = JSON.parse(fs.readFileSync(path.join(sharedFixturesDir, 'city_directory_02_a_scanned.truth.json'), 'utf8'));
const scannedProperties = scannedTruth.properties.map(({ address, direction }) => ({ address, direction }));
const cityDirectoryCall = /properties|city-directory|storage|processing|externalJobId/;

/**
 * The calls of a sample's real city directory run on project `id` as the browser starts one: its
 * properties, upload, process, the job id on the project, three polls (the worker completes the run).
 */
const realRunCalls = (id, properties) => [
  ...properties.map(() => `POST /api/projects/${id}/properties`),
  'POST /api/city-directory/upload-url',
  'POST /storage',
  `POST /api/projects/${id}/city-directory/process`,
  `PATCH /api/projects/${id}`,
  ...Array(3).fill('GET /api/processing/jobs/run-1?study=cd'),
];

describe('seedDemoProjects', () => {
  it('makes the first two samples on the sites of the text and the scanned city directory fixtures', () => {
    expect(demoProjects[0]).toMatchObject({
      siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826',
      clientName: 'Pacific Ridge Capital',
      cityDirectoryReport: 'city_directory_01_a',
    });
    expect(demoProjects[1]).toMatchObject({
      siteAddress: '1510 Commerce Dr, Granite City, TX 75061',
      cityDirectoryReport: 'city_directory_02_a_scanned',
    });
    expect(demoProjects[1].siteAddress.toUpperCase()).toContain(scannedTruth.subject_address);
    expect(sharedFixturesDir).toBe(path.resolve(import.meta.dirname, '../../../../shared/fixtures'));
    expect(demoProjects.slice(2).some((sample) => sample.cityDirectoryReport)).toBe(false);
  });

  it('claims the city directory check only for a sample with a report to show', () => {
    for (const sample of demoProjects) expect(Boolean(sample.studyChecks.cityDirectory)).toBe(Boolean(sample.cityDirectoryReport));
  });

  it("creates each sample as the user, moves its status and reports the other samples' checks with the internal token", async () => {
    const { url, calls } = await fakePlatform();
    const created = await seedDemoProjects(seedOptions(url));
    expect(created).toBe(demoProjects.length);
    const posts = calls.filter((c) => c.call === 'POST /api/projects');
    expect(posts.map((c) => c.body.clientName)).toEqual(demoProjects.map((p) => p.clientName).reverse());
    expect(posts.at(-1)?.body).toEqual({ siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826', clientName: 'Pacific Ridge Capital' });
    expect(
      calls
        .filter((c) => c.call !== 'POST /api/auth/login' && c.call !== 'POST /storage')
        .every((c) => c.auth === (c.call.startsWith('PUT /internal/') ? 'Bearer secret' : 'Bearer user-token')),
    ).toBe(true);
    const checks = calls.filter((c) => c.call.startsWith('PUT /internal/'));
    expect(checks.map((c) => [c.call, c.body])).toEqual([
      ['PUT /internal/projects/p2/study-checks', { aerial: true }],
      ['PUT /internal/projects/p3/study-checks', { aerial: true }],
      ['PUT /internal/projects/p4/study-checks', { aerial: true, database: true }],
    ]);
    // Only the first two samples have a report of their own.
    const thirdPost = calls.findLastIndex((c) => c.call === 'POST /api/projects' && c.body.clientName === demoProjects[1].clientName);
    const others = calls.slice(0, thirdPost);
    expect(others.filter((c) => cityDirectoryCall.test(c.call + JSON.stringify(c.body ?? {})))).toEqual([]);
  });

  it("gives the first sample the fixture's properties and a real city directory run before its status steps", async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    await seedDemoProjects(seedOptions(url, { log: (line) => lines.push(line) }));

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      ...realRunCalls('p4', truthProperties),
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
      'PUT /internal/projects/p4/study-checks',
    ]);
    expect(first.filter((c) => c.call === 'POST /api/projects/p4/properties').map((c) => c.body)).toEqual(truthProperties);
    expect(truthProperties[0]).toEqual({ address: '3054 PACIFIC HWY', direction: 'subject' });
    expect(first.find((c) => c.call === 'POST /api/city-directory/upload-url')?.body).toEqual({
      filename: 'city_directory_01_a.pdf',
      contentType: 'application/pdf',
    });
    const storageParts = first.find((c) => c.call === 'POST /storage').body;
    const [fields, file] = [storageParts.slice(0, -1), storageParts.at(-1)];
    expect(fields).toEqual(Object.entries(uploadFields));
    expect(file[0]).toBe('file');
    expect(file[1]).toMatchObject({ filename: 'city_directory_01_a.pdf', type: 'application/pdf' });
    expect(file[1].bytes.equals(fs.readFileSync(path.join(sharedFixturesDir, 'city_directory_01_a.pdf')))).toBe(true);
    expect(first.find((c) => c.call.endsWith('/city-directory/process'))?.body).toEqual({ s3Key: uploadKey, filename: 'city_directory_01_a.pdf' });
    expect(first.filter((c) => c.call === 'PATCH /api/projects/p4').map((c) => c.body)).toEqual([
      { externalJobId: 'run-1' },
      { status: 'in_review' },
      { status: 'completed' },
    ]);
    expect(calls.some((c) => c.call.includes('/city-directory/jobs/'))).toBe(false);
    expect(lines).toEqual([]);
  });

  it("gives the second sample the scanned fixture's properties and a real run of its PDF", async () => {
    const { url, calls } = await fakePlatform();
    await seedDemoProjects(seedOptions(url));

    const second = callsOfSecondSample(calls);
    expect(second.map((c) => c.call)).toEqual([...realRunCalls('p3', scannedProperties), 'PATCH /api/projects/p3', 'PUT /internal/projects/p3/study-checks']);
    expect(second.filter((c) => c.call === 'POST /api/projects/p3/properties').map((c) => c.body)).toEqual(scannedProperties);
    expect(scannedProperties[0]).toEqual({ address: '1510 COMMERCE DR', direction: 'subject' });
    const file = second.find((c) => c.call === 'POST /storage').body.at(-1)[1];
    expect(file).toMatchObject({ filename: 'city_directory_02_a_scanned.pdf', type: 'application/pdf' });
    expect(file.bytes.equals(fs.readFileSync(path.join(sharedFixturesDir, 'city_directory_02_a_scanned.pdf')))).toBe(true);
    expect(second.at(-2)?.body).toEqual({ status: 'in_review' });
    expect(second.at(-1)?.body).toEqual({ aerial: true });
  });

  it('sets the city directory check without a run, with a line saying why, when no studies worker runs', async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    await seedDemoProjects(seedOptions(url, { studiesWorkers: 0, log: (line) => lines.push(line) }));

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      ...truthProperties.map(() => 'POST /api/projects/p4/properties'),
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
      'PUT /internal/projects/p4/study-checks',
    ]);
    expect(first.at(-1)?.body).toEqual({ cityDirectory: true, aerial: true, database: true });
    expect(callsOfSecondSample(calls).at(-1)).toMatchObject({ call: 'PUT /internal/projects/p3/study-checks', body: { cityDirectory: true, aerial: true } });
    expect(lines).toEqual([
      'demo project 1510 Commerce Dr, Granite City, TX 75061: STUDIES_WORKERS=0 runs no studies worker, so its city directory check is set without a real run',
      'demo project 3054 Pacific Hwy, Millbrook, CA 95826: STUDIES_WORKERS=0 runs no studies worker, so its city directory check is set without a real run',
    ]);
  });

  it('still seeds, with a line saying why, when the fixtures folder is missing', async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    const fixturesDir = path.join(import.meta.dirname, 'no-such-fixtures');
    expect(await seedDemoProjects(seedOptions(url, { fixturesDir, studiesWorkers: 1, log: (line) => lines.push(line) }))).toBe(4);

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => [c.call, c.body])).toEqual([
      ['PATCH /api/projects/p4', { status: 'in_review' }],
      ['PATCH /api/projects/p4', { status: 'completed' }],
      ['PUT /internal/projects/p4/study-checks', { cityDirectory: true, aerial: true, database: true }],
    ]);
    expect(lines).toEqual([
      `demo project 1510 Commerce Dr, Granite City, TX 75061: no city_directory_02_a_scanned.pdf and .truth.json in ${fixturesDir}, so its city directory check is set without a real run`,
      `demo project 3054 Pacific Hwy, Millbrook, CA 95826: no city_directory_01_a.pdf and .truth.json in ${fixturesDir}, so its city directory check is set without a real run`,
    ]);
  });

  it("fails with the job's reason when the city directory run fails, before any status step of that sample", async () => {
    const { url, calls } = await fakePlatform({ jobStatuses: ['PROCESSING', 'FAILED'], errorMessage: 'no pages could be read' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow('the city directory demo run failed: no pages could be read');
    const first = callsOfFirstSample(calls);
    expect(first.at(-1)?.call).toBe('GET /api/processing/jobs/run-1?study=cd');
    expect(first.some((c) => c.call.includes('/city-directory/jobs/') || c.body?.status)).toBe(false);
  });

  it('gives up on a run that does not finish in time and asks whether a studies worker runs', async () => {
    const { url, calls } = await fakePlatform({ jobStatuses: ['PENDING'] });
    const started = Date.now();
    await expect(seedDemoProjects(seedOptions(url, { pollIntervalMs: 20, runTimeoutMs: 300 }))).rejects.toThrow(
      'the city directory demo run did not finish in 0.3 s: is a studies worker running (STUDIES_WORKERS)?',
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(calls.filter((c) => c.call.startsWith('GET /api/processing/jobs/')).length).toBeGreaterThan(3);
  });

  it("fails with the storage's answer when the upload is refused", async () => {
    const { url } = await fakePlatform({ failOn: 'POST /storage' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow('uploading city_directory_02_a_scanned.pdf to storage answered 503: {"message":"down"}');
  });

  it('leaves an account that already has projects alone', async () => {
    const { url, calls } = await fakePlatform({ existing: [{ id: 'old' }] });
    expect(await seedDemoProjects(seedOptions(url))).toBe(0);
    expect(calls.map((c) => c.call)).toEqual(['POST /api/auth/login', 'GET /api/projects']);
  });

  it('fails with the call and the answer when a step is refused', async () => {
    const { url } = await fakePlatform({ failOn: 'PUT /internal' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow(/PUT \/internal\/projects\/p\d\/study-checks answered 503: \{"message":"down"\}/);
  });
});
