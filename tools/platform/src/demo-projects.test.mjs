import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_SUBJECT_BOUNDARY, demoProjects, seedDemoProjects, sharedFixturesDir, viabilityDatesAgo } from './demo-projects.mjs';

const servers = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const uploadKey = 'uploads/org-1/u-1/city_directory_01_a.pdf';
const uploadFields = { key: uploadKey, 'Content-Type': 'application/pdf', Policy: 'policy-1', 'X-Amz-Signature': 'sig-1' };
/** The processing API's upload key of `filename` (named `s3Key` in its answer), for the aerial and database runs. */
const processingKey = (filename) => `uploads/org-1/u-2/${filename}`;

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
 * (the last one repeats), `aerialJobStatuses` those of an aerial run, `databaseJobStatuses` those of
 * a regulatory database run.
 */
async function fakePlatform({
  existing = [],
  failOn,
  jobStatuses = ['PENDING', 'PROCESSING', 'COMPLETED'],
  aerialJobStatuses = jobStatuses,
  databaseJobStatuses = jobStatuses,
  errorMessage,
} = {}) {
  const calls = [];
  let nextId = 1;
  let polls = 0;
  let statuses = jobStatuses;
  let base;
  const server = http.createServer(async (req, res) => {
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const call = `${req.method} ${req.url}`;
    const body = await readBody(req, Buffer.concat(chunks));
    calls.push({ call, auth: req.headers.authorization, body });
    const send = (status, payload) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (failOn && call.startsWith(failOn)) return send(503, { message: 'down' });
    if (req.url === '/api/auth/login') return send(200, { idToken: 'i', accessToken: 'user-token', refreshToken: 'r' });
    if (call === 'GET /api/projects') return send(200, existing);
    if (call === 'POST /api/projects') return send(201, { id: `p${nextId++}` });
    if (call === 'POST /api/city-directory/upload-url') return send(200, { url: `${base}/storage`, fields: uploadFields, key: uploadKey });
    if (call === 'POST /api/processing/upload-url') {
      const s3Key = processingKey(body.filename);
      return send(200, { url: `${base}/storage`, fields: { ...uploadFields, key: s3Key }, s3Key });
    }
    if (call === 'POST /storage') return void res.writeHead(204).end();
    // Each run's polls answer its statuses from the start.
    if (/^POST \/api\/projects\/\w+\/city-directory\/process$/.test(call)) {
      [polls, statuses] = [0, jobStatuses];
      return send(200, { jobId: 'run-1', externalJobId: 'run-1' });
    }
    if (call === 'POST /api/processing/cd/process?study=aerial') {
      [polls, statuses] = [0, aerialJobStatuses];
      return send(200, { jobId: 'aerial-1' });
    }
    if (call === 'POST /api/processing/cd/process?study=database') {
      [polls, statuses] = [0, databaseJobStatuses];
      return send(200, { jobId: 'db-1' });
    }
    if (/^GET \/api\/processing\/jobs\/(run-1|aerial-1|db-1)\?/.test(call)) {
      const status = statuses[Math.min(polls++, statuses.length - 1)];
      return send(200, { status, progress: 0, ...(status === 'FAILED' ? { errorMessage } : {}) });
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
  now: () => new Date('2026-07-01T10:00:00Z'),
  ...extra,
});
/** The first sample's viability dates when seeded at 2026-07-01 (20, 14 and 12 days before). */
const firstViabilityPatch = [
  'PATCH /api/projects/p4',
  { viabilityDates: { databaseSearch: '2026-06-11', siteVisit: '2026-06-17', interviews: '2026-06-19', epDeclaration: null } },
];
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
/** The calls of a real aerial run as the aerial tab starts one: upload, process (the project's properties are the server's), three polls. */
const aerialRunCalls = [
  'POST /api/processing/upload-url',
  'POST /storage',
  'POST /api/processing/cd/process?study=aerial',
  ...Array(3).fill('GET /api/processing/jobs/aerial-1?study=aerial'),
];
/** The calls of a real regulatory database run as the database tab starts one: upload, process on the project, three polls. */
const databaseRunCalls = [
  'POST /api/processing/upload-url',
  'POST /storage',
  'POST /api/processing/cd/process?study=database',
  ...Array(3).fill('GET /api/processing/jobs/db-1?study=database'),
];
const fixtureBytes = (filename) => fs.readFileSync(path.join(sharedFixturesDir, filename));
const cityDirectoryFixtures = ['city_directory_01_a', 'city_directory_02_a_scanned'].flatMap((name) => [`${name}.pdf`, `${name}.truth.json`]);

/** Seeds the platform at `url` from a fixtures folder holding only `files` (links to the shared ones); answers the folder and the log lines. */
async function seedWithFixtures(url, files) {
  const lines = [];
  const fixturesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-fixtures-'));
  try {
    for (const file of files) fs.symlinkSync(path.join(sharedFixturesDir, file), path.join(fixturesDir, file));
    await seedDemoProjects(seedOptions(url, { fixturesDir, log: (line) => lines.push(line) }));
  } finally {
    fs.rmSync(fixturesDir, { recursive: true, force: true });
  }
  return { fixturesDir, lines };
}

describe('seedDemoProjects', () => {
  it('makes the first two samples on the sites of the text and the scanned city directory fixtures, each with an aerial package', () => {
    expect(demoProjects[0]).toMatchObject({
      siteAddress: '3054 Pacific Hwy, Millbrook, CA 95826',
      clientName: 'Pacific Ridge Capital',
      cityDirectoryReport: 'city_directory_01_a',
      aerialReport: 'aerial_package_01_a',
      databaseReport: 'radius_report_01_a',
    });
    expect(demoProjects[1]).toMatchObject({
      siteAddress: '1510 Commerce Dr, Granite City, TX 75061',
      cityDirectoryReport: 'city_directory_02_a_scanned',
      aerialReport: 'aerial_package_02_d',
    });
    expect(demoProjects[1].siteAddress.toUpperCase()).toContain(scannedTruth.subject_address);
    expect(sharedFixturesDir).toBe(path.resolve(import.meta.dirname, '../../../../shared/fixtures'));
    expect(demoProjects.slice(2).some((sample) => sample.cityDirectoryReport || sample.aerialReport || sample.databaseReport)).toBe(false);
  });

  it('claims the city directory check only for a sample with a report to show', () => {
    for (const sample of demoProjects) expect(Boolean(sample.studyChecks.cityDirectory)).toBe(Boolean(sample.cityDirectoryReport));
  });

  it('backs the database claim by a radius report, so the first sample has all four Report-tab steps done by real runs', () => {
    for (const sample of demoProjects) expect(Boolean(sample.studyChecks.database)).toBe(Boolean(sample.databaseReport));
    expect(demoProjects[0].studyChecks).toEqual({ cityDirectory: true, aerial: true, database: true });
    expect(demoProjects.filter((sample) => sample.databaseReport).map((sample) => sample.siteAddress)).toEqual([demoProjects[0].siteAddress]);
  });

  it('backs the aerial claim of every sample with properties by a package, and runs one only where there are properties', () => {
    for (const sample of demoProjects.filter((candidate) => candidate.cityDirectoryReport)) {
      expect(Boolean(sample.studyChecks.aerial)).toBe(Boolean(sample.aerialReport));
    }
    expect(
      demoProjects
        .filter((sample) => sample.aerialReport)
        .map(({ aerialReport, cityDirectoryReport, studyChecks }) => ({ aerialReport, cityDirectoryReport, aerial: studyChecks.aerial })),
    ).toEqual([
      { aerialReport: 'aerial_package_01_a', cityDirectoryReport: 'city_directory_01_a', aerial: true },
      { aerialReport: 'aerial_package_02_d', cityDirectoryReport: 'city_directory_02_a_scanned', aerial: true },
    ]);
    // The one claim without a run: a sample without properties, which the aerial study refuses.
    expect(demoProjects.filter((sample) => sample.studyChecks.aerial && !sample.aerialReport).map((sample) => sample.siteAddress)).toEqual([
      '780 El Camino Real, Redwood City, CA 94063',
    ]);
  });

  it('gives only the first sample report viability dates, a few weeks before the seed, first of its calls', async () => {
    expect(demoProjects.map((sample) => sample.viabilityDaysAgo ?? null)).toEqual([
      { databaseSearch: 20, siteVisit: 14, interviews: 12, epDeclaration: null },
      null,
      null,
      null,
    ]);
    // Counted back in whole days of UTC, across a month boundary.
    expect(viabilityDatesAgo({ siteVisit: 14, epDeclaration: null }, new Date('2026-03-05T23:30:00Z'))).toEqual({
      siteVisit: '2026-02-19',
      epDeclaration: null,
    });
    const { url, calls } = await fakePlatform();
    await seedDemoProjects(seedOptions(url));
    const viabilityPatches = calls.filter((c) => c.body?.viabilityDates);
    expect(viabilityPatches.map((c) => [c.call, c.body])).toEqual([firstViabilityPatch]);
    expect(viabilityPatches[0].auth).toBe('Bearer user-token');
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
    // The first two samples' checks are all their real runs', so nothing is reported for them.
    expect(checks.map((c) => [c.call, c.body])).toEqual([['PUT /internal/projects/p2/study-checks', { aerial: true }]]);
    // Only the first two samples have a report of their own.
    const thirdPost = calls.findLastIndex((c) => c.call === 'POST /api/projects' && c.body.clientName === demoProjects[1].clientName);
    const others = calls.slice(0, thirdPost);
    expect(others.filter((c) => cityDirectoryCall.test(c.call + JSON.stringify(c.body ?? {})))).toEqual([]);
  });

  it("gives the first sample the fixture's properties and real city directory, aerial and database runs before its status steps", async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    await seedDemoProjects(seedOptions(url, { log: (line) => lines.push(line) }));

    const first = callsOfFirstSample(calls);
    // Every check is a real run's, so none goes through the internal route.
    expect(first.map((c) => c.call)).toEqual([
      firstViabilityPatch[0],
      ...realRunCalls('p4', truthProperties),
      ...aerialRunCalls,
      ...databaseRunCalls,
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
    ]);
    // The subject gets the lot its Soils/Geology tab queries; the neighbours are addresses only.
    expect(first.filter((c) => c.call === 'POST /api/projects/p4/properties').map((c) => c.body)).toEqual([
      { ...truthProperties[0], polygonGeoJson: DEMO_SUBJECT_BOUNDARY.polygonGeoJson },
      ...truthProperties.slice(1),
    ]);
    expect(truthProperties[0]).toEqual({ address: '3054 PACIFIC HWY', direction: 'subject' });
    expect(JSON.parse(DEMO_SUBJECT_BOUNDARY.polygonGeoJson).coordinates[0]).toHaveLength(5);
    expect(first.find((c) => c.call === 'POST /api/city-directory/upload-url')?.body).toEqual({
      filename: 'city_directory_01_a.pdf',
      contentType: 'application/pdf',
    });
    const [storageParts, aerialParts, databaseParts] = first.filter((c) => c.call === 'POST /storage').map((c) => c.body);
    const [fields, file] = [storageParts.slice(0, -1), storageParts.at(-1)];
    expect(fields).toEqual(Object.entries(uploadFields));
    expect(file[0]).toBe('file');
    expect(file[1]).toMatchObject({ filename: 'city_directory_01_a.pdf', type: 'application/pdf' });
    expect(file[1].bytes.equals(fixtureBytes('city_directory_01_a.pdf'))).toBe(true);
    expect(first.find((c) => c.call.endsWith('/city-directory/process'))?.body).toEqual({ s3Key: uploadKey, filename: 'city_directory_01_a.pdf' });

    expect(first.filter((c) => c.call === 'POST /api/processing/upload-url').map((c) => c.body)).toEqual([
      { filename: 'aerial_package_01_a.pdf', contentType: 'application/pdf' },
      { filename: 'radius_report_01_a.pdf', contentType: 'application/pdf' },
    ]);
    const s3Key = processingKey('aerial_package_01_a.pdf');
    expect(aerialParts.slice(0, -1)).toEqual(Object.entries({ ...uploadFields, key: s3Key }));
    expect(aerialParts.at(-1)[0]).toBe('file');
    expect(aerialParts.at(-1)[1]).toMatchObject({ filename: 'aerial_package_01_a.pdf', type: 'application/pdf' });
    expect(aerialParts.at(-1)[1].bytes.equals(fixtureBytes('aerial_package_01_a.pdf'))).toBe(true);
    expect(first.find((c) => c.call === 'POST /api/processing/cd/process?study=aerial')?.body).toEqual({ study: 'aerial', s3Key, projectId: 'p4' });

    const databaseKey = processingKey('radius_report_01_a.pdf');
    expect(databaseParts.slice(0, -1)).toEqual(Object.entries({ ...uploadFields, key: databaseKey }));
    expect(databaseParts.at(-1)[0]).toBe('file');
    expect(databaseParts.at(-1)[1]).toMatchObject({ filename: 'radius_report_01_a.pdf', type: 'application/pdf' });
    expect(databaseParts.at(-1)[1].bytes.equals(fixtureBytes('radius_report_01_a.pdf'))).toBe(true);
    expect(first.find((c) => c.call === 'POST /api/processing/cd/process?study=database')?.body).toEqual({
      study: 'database',
      s3Key: databaseKey,
      projectId: 'p4',
    });
    // Only the first sample has a database run.
    const databaseRun = (c) => c.call.includes('study=database');
    expect(calls.filter(databaseRun)).toEqual(first.filter(databaseRun));
    expect(first.filter((c) => c.call === 'PATCH /api/projects/p4').map((c) => c.body)).toEqual([
      firstViabilityPatch[1],
      { externalJobId: 'run-1' },
      { status: 'in_review' },
      { status: 'completed' },
    ]);
    expect(calls.some((c) => c.call.includes('/city-directory/jobs/'))).toBe(false);
    expect(lines).toEqual([]);
  });

  it("gives the second sample the scanned fixture's properties, a real run of its PDF and one of its aerial package", async () => {
    const { url, calls } = await fakePlatform();
    await seedDemoProjects(seedOptions(url));

    const second = callsOfSecondSample(calls);
    expect(second.map((c) => c.call)).toEqual([...realRunCalls('p3', scannedProperties), ...aerialRunCalls, 'PATCH /api/projects/p3']);
    expect(second.filter((c) => c.call === 'POST /api/projects/p3/properties').map((c) => c.body)).toEqual(scannedProperties);
    expect(scannedProperties[0]).toEqual({ address: '1510 COMMERCE DR', direction: 'subject' });
    const [file, aerialFile] = second.filter((c) => c.call === 'POST /storage').map((c) => c.body.at(-1)[1]);
    expect(file).toMatchObject({ filename: 'city_directory_02_a_scanned.pdf', type: 'application/pdf' });
    expect(file.bytes.equals(fixtureBytes('city_directory_02_a_scanned.pdf'))).toBe(true);
    expect(aerialFile).toMatchObject({ filename: 'aerial_package_02_d.pdf', type: 'application/pdf' });
    expect(aerialFile.bytes.equals(fixtureBytes('aerial_package_02_d.pdf'))).toBe(true);
    expect(second.find((c) => c.call === 'POST /api/processing/cd/process?study=aerial')?.body).toEqual({
      study: 'aerial',
      s3Key: processingKey('aerial_package_02_d.pdf'),
      projectId: 'p3',
    });
    expect(second.at(-1)?.body).toEqual({ status: 'in_review' });
  });

  it('sets the city directory, aerial and database checks without a run, with a line saying why, when no studies worker runs', async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    await seedDemoProjects(seedOptions(url, { studiesWorkers: 0, log: (line) => lines.push(line) }));

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      firstViabilityPatch[0],
      ...truthProperties.map(() => 'POST /api/projects/p4/properties'),
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
      'PUT /internal/projects/p4/study-checks',
    ]);
    expect(first.at(-1)?.body).toEqual({ cityDirectory: true, aerial: true, database: true });
    expect(callsOfSecondSample(calls).at(-1)).toMatchObject({ call: 'PUT /internal/projects/p3/study-checks', body: { cityDirectory: true, aerial: true } });
    expect(calls.some((c) => /upload-url|storage|process|jobs/.test(c.call))).toBe(false);
    expect(lines).toEqual([
      'demo project 1510 Commerce Dr, Granite City, TX 75061: STUDIES_WORKERS=0 runs no studies worker, so its city directory check is set without a real run',
      'demo project 1510 Commerce Dr, Granite City, TX 75061: STUDIES_WORKERS=0 runs no studies worker, so its aerial check is set without a real run',
      'demo project 3054 Pacific Hwy, Millbrook, CA 95826: STUDIES_WORKERS=0 runs no studies worker, so its city directory check is set without a real run',
      'demo project 3054 Pacific Hwy, Millbrook, CA 95826: STUDIES_WORKERS=0 runs no studies worker, so its aerial check is set without a real run',
      'demo project 3054 Pacific Hwy, Millbrook, CA 95826: STUDIES_WORKERS=0 runs no studies worker, so its regulatory database check is set without a real run',
    ]);
  });

  it('still seeds, with a line saying why, when the fixtures folder is missing', async () => {
    const { url, calls } = await fakePlatform();
    const lines = [];
    const fixturesDir = path.join(import.meta.dirname, 'no-such-fixtures');
    expect(await seedDemoProjects(seedOptions(url, { fixturesDir, studiesWorkers: 1, log: (line) => lines.push(line) }))).toBe(4);

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => [c.call, c.body])).toEqual([
      firstViabilityPatch,
      ['PATCH /api/projects/p4', { status: 'in_review' }],
      ['PATCH /api/projects/p4', { status: 'completed' }],
      ['PUT /internal/projects/p4/study-checks', { cityDirectory: true, aerial: true, database: true }],
    ]);
    expect(lines).toEqual([
      `demo project 1510 Commerce Dr, Granite City, TX 75061: no city_directory_02_a_scanned.pdf and .truth.json in ${fixturesDir}, so its city directory check is set without a real run`,
      'demo project 1510 Commerce Dr, Granite City, TX 75061: no properties without its city directory fixture, so its aerial check is set without a real run',
      `demo project 3054 Pacific Hwy, Millbrook, CA 95826: no city_directory_01_a.pdf and .truth.json in ${fixturesDir}, so its city directory check is set without a real run`,
      'demo project 3054 Pacific Hwy, Millbrook, CA 95826: no properties without its city directory fixture, so its aerial check is set without a real run',
      `demo project 3054 Pacific Hwy, Millbrook, CA 95826: no radius_report_01_a.pdf in ${fixturesDir}, so its regulatory database check is set without a real run`,
    ]);
  });

  it('runs the city directory and database studies but sets the aerial check without a run, with a line saying why, when only the aerial packages are missing', async () => {
    const { url, calls } = await fakePlatform();
    const { fixturesDir, lines } = await seedWithFixtures(url, [...cityDirectoryFixtures, 'radius_report_01_a.pdf']);

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      firstViabilityPatch[0],
      ...realRunCalls('p4', truthProperties),
      ...databaseRunCalls,
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
      'PUT /internal/projects/p4/study-checks',
    ]);
    expect(first.at(-1)?.body).toEqual({ aerial: true });
    expect(callsOfSecondSample(calls).at(-1)).toMatchObject({ call: 'PUT /internal/projects/p3/study-checks', body: { aerial: true } });
    expect(lines).toEqual([
      `demo project 1510 Commerce Dr, Granite City, TX 75061: no aerial_package_02_d.pdf in ${fixturesDir}, so its aerial check is set without a real run`,
      `demo project 3054 Pacific Hwy, Millbrook, CA 95826: no aerial_package_01_a.pdf in ${fixturesDir}, so its aerial check is set without a real run`,
    ]);
  });

  it('runs the city directory and aerial studies but reports the database check on the internal route, with a line saying why, when only the radius report is missing', async () => {
    const { url, calls } = await fakePlatform();
    const { fixturesDir, lines } = await seedWithFixtures(url, [...cityDirectoryFixtures, 'aerial_package_01_a.pdf', 'aerial_package_02_d.pdf']);

    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      firstViabilityPatch[0],
      ...realRunCalls('p4', truthProperties),
      ...aerialRunCalls,
      'PATCH /api/projects/p4',
      'PATCH /api/projects/p4',
      'PUT /internal/projects/p4/study-checks',
    ]);
    expect(first.at(-1)?.body).toEqual({ database: true });
    expect(calls.some((c) => c.call.includes('study=database'))).toBe(false);
    expect(lines).toEqual([
      `demo project 3054 Pacific Hwy, Millbrook, CA 95826: no radius_report_01_a.pdf in ${fixturesDir}, so its regulatory database check is set without a real run`,
    ]);
  });

  it("fails with the job's reason when the city directory run fails, before any status step of that sample", async () => {
    const { url, calls } = await fakePlatform({ jobStatuses: ['PROCESSING', 'FAILED'], errorMessage: 'no pages could be read' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow('the city directory demo run failed: no pages could be read');
    const first = callsOfFirstSample(calls);
    expect(first.at(-1)?.call).toBe('GET /api/processing/jobs/run-1?study=cd');
    expect(first.some((c) => c.call.includes('/city-directory/jobs/') || c.body?.status)).toBe(false);
  });

  it("fails with the job's reason when the aerial run fails, after the city directory run and before any status step", async () => {
    const { url, calls } = await fakePlatform({ aerialJobStatuses: ['PROCESSING', 'FAILED'], errorMessage: 'no photographs found' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow('the aerial demo run failed: no photographs found');
    const second = callsOfFirstSample(calls);
    expect(second.map((c) => c.call)).toEqual([
      ...realRunCalls('p3', scannedProperties),
      ...aerialRunCalls.slice(0, -3),
      'GET /api/processing/jobs/aerial-1?study=aerial',
      'GET /api/processing/jobs/aerial-1?study=aerial',
    ]);
  });

  it("fails with the job's reason when the first sample's database run fails, after its aerial run and before any status step", async () => {
    const { url, calls } = await fakePlatform({ databaseJobStatuses: ['PROCESSING', 'FAILED'], errorMessage: 'no database records found' });
    await expect(seedDemoProjects(seedOptions(url))).rejects.toThrow('the regulatory database demo run failed: no database records found');
    const first = callsOfFirstSample(calls);
    expect(first.map((c) => c.call)).toEqual([
      firstViabilityPatch[0],
      ...realRunCalls('p4', truthProperties),
      ...aerialRunCalls,
      ...databaseRunCalls.slice(0, -1),
    ]);
    expect(calls.some((c) => c.call.startsWith('PUT /internal/projects/p4/'))).toBe(false);
  });

  it('gives up on an aerial run that does not finish in time', async () => {
    const { url } = await fakePlatform({ aerialJobStatuses: ['PENDING'] });
    await expect(seedDemoProjects(seedOptions(url, { pollIntervalMs: 20, runTimeoutMs: 100 }))).rejects.toThrow(
      'the aerial demo run did not finish in 0.1 s: is a studies worker running (STUDIES_WORKERS)?',
    );
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
