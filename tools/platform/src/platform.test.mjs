import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startPlatform, freePlatformPorts } from './platform.mjs';
import { serviceApps, gatewayApp } from './apps.mjs';
import { isPortFree } from '@groundwork/dev-infra';
import { workerApps } from './workers.mjs';
import { seedDemo } from './seed.mjs';
import { DEMO_SUBJECT_BOUNDARY, seedDemoProjects } from './demo-projects.mjs';

/** A TypeScript server like the real ones: listens on its port variable, answers /healthz. */
const fakeServer = (portVar) => `
import http from 'node:http';
const port: number = Number(process.env.${portVar});
http.createServer((req, res) => {
  if (req.url === '/healthz') return void res.writeHead(200).end('ok');
  if (req.url === '/env') return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(process.env));
  if (req.url === '/crash') { res.end(); process.exit(3); }
  res.writeHead(404).end();
}).listen(port, '127.0.0.1', () => console.log('listening on ' + port));
`;
const failingServer = `console.log('connecting to the database'); console.error('boom: bad configuration'); process.exit(1);`;

/** A worker like the real ones: pino lines, "<service> worker ready" (with the env it got here), "stopped" on SIGTERM. */
const fakeWorker = (app) => `
const { env } = process;
const log = (fields: Record<string, unknown>) => console.log(JSON.stringify({ level: 30, service: '${app.name}-worker', workerId: env.${app.idVar}, ...fields }));
log({ msg: 'connecting' });
const keepAlive = setInterval(() => {}, 1000);
setTimeout(() => log({
  msg: '${app.readyMessage}',
  env: { PROJECTS_URL: env.PROJECTS_URL, INTERNAL_SERVICE_TOKEN: env.INTERNAL_SERVICE_TOKEN, MONGODB_URI: env.MONGODB_URI, S3_ENDPOINT: env.S3_ENDPOINT, S3_BUCKET: env.S3_BUCKET },
}), 100);
process.on('SIGTERM', () => {
  log({ msg: 'stopped' });
  clearInterval(keepAlive);
  process.exit(0);
});
`;
const silentWorker = `console.log('{"level":30,"msg":"warming up"}'); setInterval(() => {}, 1000);`;
const workerEntry = (app) => path.join(app.dir, app.entry);

/** A repository of fake services and workers; `workers[name]` replaces a service's worker, null leaves it out. */
function fixtureRepo({ override = {}, omit = [], workers = {} } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'groundwork-platform-repo-'));
  for (const app of [...serviceApps, gatewayApp]) {
    if (omit.includes(app.name)) continue;
    fs.mkdirSync(path.join(root, app.dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, app.dir, 'src', 'server.ts'), override[app.name] ?? fakeServer(app.portVar));
  }
  for (const app of workerApps) {
    const worker = workers[app.name] === undefined ? fakeWorker(app) : workers[app.name];
    if (worker === null) continue;
    fs.mkdirSync(path.join(root, app.dir, 'src'), { recursive: true });
    fs.writeFileSync(path.join(root, workerEntry(app)), worker);
  }
  return root;
}

/** The JSON lines a worker logged through `log` (prefixed with its name). */
const workerLines = (lines, workerId) => lines.filter((line) => line.startsWith(`${workerId} │ {`)).map((line) => JSON.parse(line.slice(line.indexOf('{'))));

const tempDir = (prefix) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
// With MONGODB_URI / S3_ENDPOINT set (a real MongoDB or S3), the platform starts neither devdb nor S3.
const externalMongo = process.env.MONGODB_URI;
const externalS3 = process.env.S3_ENDPOINT;
const infraPorts = (ports) => ({ ...(externalMongo ? {} : { devdb: ports.devdbPort }), ...(externalS3 ? {} : { s3: ports.s3Port }) });
const infraLogs = externalMongo ? [] : ['devdb.log'];
const allPortsFree = async (ports) => (await Promise.all(Object.values(ports).map(isPortFree))).every(Boolean);

describe('startPlatform', () => {
  const cleanups = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  const cleanDir = (dir) => {
    cleanups.push(() => fs.promises.rm(dir, { recursive: true, force: true }));
    return dir;
  };

  it('starts every service and the gateway wired to each other, then stops them all', async () => {
    const root = cleanDir(fixtureRepo());
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();
    const lines = [];

    const platform = await startPlatform({
      ...ports,
      root,
      dataDir,
      env: { REMOTE_MFE_REVIEW_ENTRY: 'http://127.0.0.1:9/mf-manifest.json' },
      log: (line) => lines.push(line),
    });
    cleanups.push(() => platform.stop());

    expect(platform.url).toBe(`http://127.0.0.1:${ports.gatewayPort}`);
    expect(platform.workers).toEqual(['worker-1', 'review-worker-1']);
    expect(platform.workerIds).toEqual({ studies: ['worker-1'], review: ['review-worker-1'] });
    expect(platform.ports).toEqual({ gateway: ports.gatewayPort, ...ports.servicePorts, ...infraPorts(ports) });
    const gatewayEnv = await (await fetch(`${platform.url}/env`)).json();
    expect(gatewayEnv).toMatchObject({
      IDENTITY_URL: `http://127.0.0.1:${ports.servicePorts.identity}`,
      PROJECTS_URL: `http://127.0.0.1:${ports.servicePorts.projects}`,
      STUDIES_URL: `http://127.0.0.1:${ports.servicePorts.studies}`,
      REVIEW_URL: `http://127.0.0.1:${ports.servicePorts.review}`,
      MONGODB_URI: externalMongo ?? `mongodb://127.0.0.1:${ports.devdbPort}/`,
      S3_ENDPOINT: externalS3 ?? `http://127.0.0.1:${ports.s3Port}`,
      S3_BUCKET: process.env.S3_BUCKET || 'groundwork-uploads',
      REMOTE_MFE_REVIEW_ENTRY: 'http://127.0.0.1:9/mf-manifest.json',
      GROUNDWORK_DATA_DIR: dataDir,
      IDENTITY_JWKS_URL: `http://127.0.0.1:${ports.servicePorts.identity}/api/auth/.well-known/jwks.json`,
    });
    expect(gatewayEnv.VITEST).toBeUndefined();
    for (const app of serviceApps) {
      const response = await fetch(`http://127.0.0.1:${ports.servicePorts[app.name]}/healthz`);
      expect(response.status).toBe(200);
    }
    expect(lines).toContain(`identity │ listening on ${ports.servicePorts.identity}`);
    expect(lines).toContain(`gateway  │ listening on ${ports.gatewayPort}`);

    await platform.stop();

    expect(await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port })).toBe(true);
  });

  it("writes each child's output to <dataDir>/logs when quiet", async () => {
    const root = cleanDir(fixtureRepo());
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();
    const lines = [];

    const platform = await startPlatform({ ...ports, root, dataDir, quiet: true, log: (line) => lines.push(line) });
    await platform.stop();

    expect(lines).toEqual([]);
    expect(fs.readFileSync(path.join(dataDir, 'logs', 'projects.log'), 'utf8')).toContain(`listening on ${ports.servicePorts.projects}`);
    expect(fs.readdirSync(path.join(dataDir, 'logs')).sort()).toEqual(
      [...infraLogs, 'gateway.log', 'identity.log', 'projects.log', 'review.log', 'studies.log', 'worker-1.log', 'review-worker-1.log'].sort(),
    );
    expect(fs.readFileSync(path.join(dataDir, 'logs', 'worker-1.log'), 'utf8')).toMatch(/"msg":"studies worker ready"[\s\S]*"msg":"stopped"/);
    expect(fs.readFileSync(path.join(dataDir, 'logs', 'review-worker-1.log'), 'utf8')).toMatch(/"msg":"review worker ready"[\s\S]*"msg":"stopped"/);
    if (!externalMongo) expect(fs.readFileSync(path.join(dataDir, 'logs', 'devdb.log'), 'utf8')).toContain('devdb listening on');
  });

  it('fails with the last output of a service that dies on start and stops everything else', async () => {
    const root = cleanDir(fixtureRepo({ override: { studies: failingServer } }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();

    const starting = startPlatform({ ...ports, root, dataDir, log: () => {} });

    await expect(starting).rejects.toThrow(/Groundwork could not start: studies: .*exited.*\n.*last output of studies:[\s\S]*boom: bad configuration/);
    expect(await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port })).toBe(true);
  });

  it('refuses to start when a service has no src/server.ts', async () => {
    const root = cleanDir(fixtureRepo({ omit: ['review'] }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));

    await expect(startPlatform({ ...(await freePlatformPorts()), root, dataDir, log: () => {} })).rejects.toThrow(
      'cannot start Groundwork: missing services/review/src/server.ts',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it("starts STUDIES_WORKERS and REVIEW_WORKERS workers with their service's env and ids, waits for each, and stops them", async () => {
    const root = cleanDir(fixtureRepo());
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();
    const lines = [];

    const platform = await startPlatform({ ...ports, root, dataDir, env: { STUDIES_WORKERS: '2', REVIEW_WORKERS: '2' }, log: (line) => lines.push(line) });
    cleanups.push(() => platform.stop());

    expect(platform.workers).toEqual(['worker-1', 'worker-2', 'review-worker-1', 'review-worker-2']);
    expect(platform.workerIds).toEqual({ studies: ['worker-1', 'worker-2'], review: ['review-worker-1', 'review-worker-2'] });
    const studiesEnv = await (await fetch(`http://127.0.0.1:${ports.servicePorts.studies}/env`)).json();
    expect(studiesEnv).toMatchObject({
      PROJECTS_URL: `http://127.0.0.1:${ports.servicePorts.projects}`,
      INTERNAL_SERVICE_TOKEN: platform.env.INTERNAL_SERVICE_TOKEN,
    });
    expect(studiesEnv.INTERNAL_SERVICE_TOKEN).toMatch(/^.{32,}$/);
    for (const app of workerApps) {
      for (const workerId of platform.workerIds[app.name]) {
        const ready = workerLines(lines, workerId).find((line) => line.msg === app.readyMessage);
        expect(ready, workerId).toMatchObject({
          workerId,
          env: {
            PROJECTS_URL: studiesEnv.PROJECTS_URL,
            INTERNAL_SERVICE_TOKEN: studiesEnv.INTERNAL_SERVICE_TOKEN,
            MONGODB_URI: studiesEnv.MONGODB_URI,
            S3_ENDPOINT: studiesEnv.S3_ENDPOINT,
            S3_BUCKET: studiesEnv.S3_BUCKET,
          },
        });
      }
    }

    await platform.stop();

    for (const workerId of platform.workers) {
      expect(workerLines(lines, workerId).at(-1), workerId).toMatchObject({ workerId, msg: 'stopped' });
    }
  });

  it('starts no worker, and needs no src/worker.ts, with STUDIES_WORKERS=0 and REVIEW_WORKERS=0', async () => {
    const root = cleanDir(fixtureRepo({ workers: { studies: null, review: null } }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const lines = [];

    const platform = await startPlatform({
      ...(await freePlatformPorts()),
      root,
      dataDir,
      env: { STUDIES_WORKERS: '0', REVIEW_WORKERS: '0' },
      log: (line) => lines.push(line),
    });
    cleanups.push(() => platform.stop());

    expect(platform.workers).toEqual([]);
    expect(lines.some((line) => line.startsWith('worker-') || line.startsWith('review-worker-'))).toBe(false);
  });

  it.each(workerApps.map((app) => [app.name, app]))('refuses to start when the %s workers have no src/worker.ts', async (_, app) => {
    const root = cleanDir(fixtureRepo({ workers: { [app.name]: null } }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));

    await expect(startPlatform({ ...(await freePlatformPorts()), root, dataDir, log: () => {} })).rejects.toThrow(
      `cannot start Groundwork: missing ${workerEntry(app)} (or set ${app.countVar}=0)`,
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it.each(['-1', '17', 'two', '1.5'].flatMap((raw) => workerApps.map((app) => [app.countVar, raw])))(
    'refuses %s=%j before starting anything',
    async (countVar, raw) => {
      const root = cleanDir(fixtureRepo());
      const dataDir = cleanDir(tempDir('groundwork-platform-data-'));

      await expect(startPlatform({ ...(await freePlatformPorts()), root, dataDir, env: { [countVar]: raw }, log: () => {} })).rejects.toThrow(
        `${countVar} must be a whole number from 0 to 16, got "${raw}"`,
      );
      expect(fs.readdirSync(dataDir)).toEqual([]);
    },
  );

  it('fails with the last output of a worker that dies on start and stops everything else', async () => {
    const root = cleanDir(fixtureRepo({ workers: { studies: failingServer } }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();

    await expect(startPlatform({ ...ports, root, dataDir, log: () => {} })).rejects.toThrow(
      /Groundwork could not start: worker-1: .*exited with code 1\n.*last output of worker-1:[\s\S]*boom: bad configuration/,
    );
    expect(await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port })).toBe(true);
  });

  it('fails when a worker never logs that it is ready, and stops it with the rest', async () => {
    const root = cleanDir(fixtureRepo({ workers: { review: silentWorker } }));
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();

    await expect(startPlatform({ ...ports, root, dataDir, healthTimeoutMs: 8000, log: () => {} })).rejects.toThrow(
      /Groundwork could not start: review-worker-1: it did not log "review worker ready" within 8 s\n.*last output of review-worker-1:\n.*warming up/,
    );
    expect(await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port })).toBe(true);
  });

  it('reports a child that exits while the platform runs', async () => {
    const root = cleanDir(fixtureRepo());
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();
    let reportExit;
    const reported = new Promise((resolve) => {
      reportExit = resolve;
    });
    const platform = await startPlatform({
      ...ports,
      root,
      dataDir,
      log: () => {},
      onChildExit: (name, info, recentOutput) => reportExit({ name, ...info, recentOutput }),
    });
    cleanups.push(() => platform.stop());

    await fetch(`http://127.0.0.1:${ports.servicePorts.projects}/crash`);

    await expect(reported).resolves.toEqual({ name: 'projects', code: 3, signal: null, recentOutput: [`listening on ${ports.servicePorts.projects}`] });
  });

  it('stops what it started when start-up is interrupted', async () => {
    const root = cleanDir(fixtureRepo());
    const dataDir = cleanDir(tempDir('groundwork-platform-data-'));
    const ports = await freePlatformPorts();
    const interrupt = new AbortController();
    const lines = [];

    const starting = startPlatform({
      ...ports,
      root,
      dataDir,
      signal: interrupt.signal,
      log: (line) => {
        lines.push(line);
        if (line.startsWith('identity')) interrupt.abort();
      },
    });

    await expect(starting).rejects.toThrow('Groundwork start-up was interrupted');
    expect(await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port })).toBe(true);
  });
});

/** `path` of the gateway at `url` as `token`'s user, parsed; throws with the answer unless 2xx. */
async function getJson(url, path, token) {
  const response = await fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

describe('startPlatform with the real services', () => {
  it('starts devdb, S3, the four services, the gateway, a studies and a review worker, seeds the demo, and stops them cleanly', {
    timeout: 240_000,
  }, async () => {
    const dataDir = tempDir('groundwork-platform-data-');
    const ports = await freePlatformPorts();
    try {
      const platform = await startPlatform({ ...ports, dataDir, quiet: true, log: () => {} });
      try {
        expect(platform.workerIds).toEqual({ studies: ['worker-1'], review: ['review-worker-1'] });
        expect((await fetch(`${platform.url}/healthz`)).status).toBe(200);
        for (const app of serviceApps) {
          expect((await fetch(`http://127.0.0.1:${ports.servicePorts[app.name]}/healthz`)).status).toBe(200);
        }

        // The demo seed as `pnpm start` runs it: the first two samples' city directory and aerial runs, and the first's database run, are real.
        const seedLines = [];
        const demo = await seedDemo({
          dataDir,
          env: platform.env,
          seedProjects: (account) =>
            seedDemoProjects({
              ...account,
              gatewayUrl: platform.url,
              projectsUrl: platform.env.PROJECTS_URL,
              internalToken: platform.env.INTERNAL_SERVICE_TOKEN,
              studiesWorkers: platform.workerIds.studies.length,
              log: (line) => seedLines.push(line),
            }),
        });
        expect(seedLines).toEqual([]);
        const login = await fetch(`${platform.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(demo),
        });
        const { accessToken } = await login.json();
        const projects = await getJson(platform.url, '/api/projects', accessToken);
        expect(projects.map((project) => [project.siteAddress, project.status, project.progress])).toEqual([
          ['3054 Pacific Hwy, Millbrook, CA 95826', 'completed', 100],
          ['1510 Commerce Dr, Granite City, TX 75061', 'in_review', 67],
          ['780 El Camino Real, Redwood City, CA 94063', 'draft', 33],
          ['3125 Old State Route 99, Chico, CA 95928', 'draft', 0],
        ]);
        const first = await getJson(platform.url, `/api/projects/${projects[0].id}`, accessToken);
        expect(first.studyChecks).toEqual({ cityDirectory: true, aerial: true, database: true });
        expect(first.externalJobId).toEqual(expect.any(String));
        const runs = await getJson(platform.url, `/api/projects/${first.id}/city-directory/jobs`, accessToken);
        expect(runs.items).toEqual([
          expect.objectContaining({
            jobId: first.externalJobId,
            filename: 'city_directory_01_a.pdf',
            status: 'completed',
            parsedKey: expect.any(String),
          }),
        ]);
        const job = await getJson(platform.url, `/api/processing/jobs/${first.externalJobId}?study=cd`, accessToken);
        expect(job.status).toBe('COMPLETED');
        const properties = await getJson(platform.url, `/api/projects/${first.id}/properties`, accessToken);
        expect(properties.map((property) => [property.direction, property.address])).toEqual([
          ['subject', '3054 PACIFIC HWY'],
          ['north', '3064 PACIFIC HWY'],
          ['south', '3030-3036 PACIFIC HWY'],
          ['west', '3057 PACIFIC HWY'],
          ['east', '3055 GRAND AVE'],
        ]);
        // The second sample's run is the scanned report, read by OCR.
        const second = await getJson(platform.url, `/api/projects/${projects[1].id}`, accessToken);
        expect(second.studyChecks).toEqual({ cityDirectory: true, aerial: true, database: false });
        const scannedRuns = await getJson(platform.url, `/api/projects/${second.id}/city-directory/jobs`, accessToken);
        expect(scannedRuns.items).toEqual([
          expect.objectContaining({
            jobId: second.externalJobId,
            filename: 'city_directory_02_a_scanned.pdf',
            status: 'completed',
          }),
        ]);
        for (const [project, filename] of [
          [first, 'aerial_package_01_a.pdf'],
          [second, 'aerial_package_02_d.pdf'],
        ]) {
          const aerialRuns = await getJson(platform.url, `/api/projects/${project.id}/aerial/jobs`, accessToken);
          expect(aerialRuns.items).toEqual([expect.objectContaining({ filename, status: 'COMPLETED', progress: 100 })]);
        }
        // The first sample's database check is its real run's; the second sample has none.
        for (const [project, filenames] of [
          [first, ['radius_report_01_a.pdf']],
          [second, []],
        ]) {
          const databaseRuns = await getJson(platform.url, `/api/projects/${project.id}/environmental/jobs`, accessToken);
          expect(databaseRuns.items).toEqual(filenames.map((filename) => expect.objectContaining({ filename, status: 'COMPLETED', progress: 100 })));
        }
        const activity = await getJson(platform.url, `/api/projects/${first.id}/activity`, accessToken);
        const summaries = (activity.items ?? activity).map((entry) => entry.summary);
        expect(summaries.slice(0, 5)).toEqual([
          'Status changed from In Review to Completed',
          'Status changed from Draft to In Review',
          'Regulatory database study finished: radius_report_01_a.pdf',
          'Aerial study finished: aerial_package_01_a.pdf',
          'City directory study finished: city_directory_01_a.pdf',
        ]);

        // Soils on embedded defaults: the first sample's subject lot, answered by the offline Soil Data Access.
        expect(platform.env.SDA_URL).toBe(`http://127.0.0.1:${ports.fakeSdaPort}/Tabular/post.rest`);
        const subject = properties.find((property) => property.direction === 'subject');
        expect(subject.polygonGeoJson).toBe(DEMO_SUBJECT_BOUNDARY.polygonGeoJson);
        const soils = await fetch(`${platform.url}/api/projects/${first.id}/soils`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
          body: JSON.stringify({ polygonGeoJson: subject.polygonGeoJson }),
        });
        expect(soils.status).toBe(200);
        const result = await soils.json();
        expect(result.status).toBe('COMPLETED');
        expect(result.rows.length).toBeGreaterThan(0);
        expect(result.narrative).toContain(result.mapUnits[0].muname);
      } finally {
        await platform.stop();
      }

      expect(
        await allPortsFree({ gateway: ports.gatewayPort, ...ports.servicePorts, devdb: ports.devdbPort, s3: ports.s3Port, fakeSda: ports.fakeSdaPort }),
      ).toBe(true);
      expect(fs.readdirSync(path.join(dataDir, 'logs')).sort()).toEqual(
        [
          ...infraLogs,
          'fake-sda.log',
          'gateway.log',
          'identity.log',
          'projects.log',
          'review.log',
          'studies.log',
          'worker-1.log',
          'review-worker-1.log',
        ].sort(),
      );
      // Node's warnings (the AWS SDK's Node version notice) are plain lines beside pino's JSON.
      const workerLog = fs
        .readFileSync(path.join(dataDir, 'logs', 'worker-1.log'), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line));
      expect(workerLog.find((line) => line.msg === 'studies worker ready')).toMatchObject({ workerId: 'worker-1' });
      expect(workerLog.at(-1)).toMatchObject({ workerId: 'worker-1', msg: 'stopped' });
      const reviewWorkerLog = fs.readFileSync(path.join(dataDir, 'logs', 'review-worker-1.log'), 'utf8');
      expect(reviewWorkerLog).toMatch(/"workerId":"review-worker-1".*"msg":"review worker ready"[\s\S]*"msg":"stopped"/);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
