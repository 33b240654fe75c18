import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort, repoRoot, startDevDb, type DevDb } from '@groundwork/platform-tools';
import { dropTestDatabase, startTestIssuer } from '@groundwork/service-kit/testing';
import { processCpuMs, startChildServer, type ChildServer } from './lib/child-server';
import { percentile, runLoad, type LoadResult } from './lib/load';

export interface ProjectsListOptions {
  durationSeconds: number;
  /** Fixed total request rate of every measured run. */
  rate: number;
  connections: number;
  projects: number;
}

export interface ProjectsListRun extends LoadResult {
  label: string;
  /** CPU time per request of each process during the run (null where /proc is missing). */
  cpuMsPerRequest: { gateway: number | null; projects: number | null; database: number | null };
}

export interface ProjectsListResult {
  route: string;
  database: string;
  durationSeconds: number;
  rate: number;
  connections: number;
  projects: number;
  /** Size of the list as JSON. */
  listBytes: number;
  /** Creating the projects through the API, one client at a time per worker. */
  seeding: { seconds: number; createsPerSecond: number; createP95Ms: number };
  /** The first list read after a write, which rebuilds the cached list from the database. */
  listAfterWriteMs: number[];
  runs: ProjectsListRun[];
}

const ROUTE = '/api/projects';
const ORGANIZATION = 'org-bench';
const SEED_WORKERS = 8;
const WARMUP_SECONDS = 2;

interface Processes {
  gateway: ChildServer;
  projects: ChildServer;
  devdb: DevDb | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function expectStatus(res: Response, status: number, what: string): Promise<string> {
  const text = await res.text();
  if (res.status !== status) throw new Error(`${what}: expected ${status}, got ${res.status} ${text.slice(0, 300)}`);
  return text;
}

/** Creates `count` projects through the projects API with a few concurrent clients. */
async function seedProjects(projectsUrl: string, token: string, count: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      const n = next;
      const body = JSON.stringify({ siteAddress: `${100 + n} Benchmark Avenue, Springfield, IL 62701`, clientName: `Client ${n % 37}` });
      const t0 = performance.now();
      const res = await fetch(`${projectsUrl}${ROUTE}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body,
      });
      await expectStatus(res, 201, `creating project ${n}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: SEED_WORKERS }, worker));
  const seconds = (performance.now() - started) / 1000;
  return {
    seconds: round(seconds),
    createsPerSecond: Math.round(count / seconds),
    createP95Ms: round(percentile(Float64Array.from(latencies).sort(), 95)),
  };
}

async function measured(label: string, processes: Processes, run: () => Promise<LoadResult>): Promise<ProjectsListRun> {
  const cpu = () => ({
    gateway: processes.gateway.cpuMs(),
    projects: processes.projects.cpuMs(),
    database: processes.devdb ? processCpuMs(processes.devdb.pid) : null,
  });
  const before = cpu();
  const result = await run();
  const after = cpu();
  const perRequest = (start: number | null, end: number | null) =>
    start === null || end === null || result.requests === 0 ? null : Math.round(((end - start) / result.requests) * 1000) / 1000;
  return {
    label,
    ...result,
    cpuMsPerRequest: {
      gateway: perRequest(before.gateway, after.gateway),
      projects: perRequest(before.projects, after.projects),
      database: perRequest(before.database, after.database),
    },
  };
}

/**
 * `GET /api/projects` of an organization with `projects` projects, through the real gateway to
 * the real projects service on devdb (FerretDB over SQLite; MONGODB_URI when set), each in its
 * own process, at a fixed rate. Tokens come from a stand-in issuer (same ES256 verification as
 * identity's). Runs: the plain list (no compression, as autocannon asks), the list gzipped as a
 * browser asks for it, the dashboard's 3-second refresh revalidating with If-None-Match (304),
 * and the projects service directly as the baseline.
 */
export async function benchProjectsList(options: ProjectsListOptions): Promise<ProjectsListResult> {
  const { durationSeconds, rate, connections, projects: projectCount } = options;
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-bench-db-'));
  const devdb = process.env.MONGODB_URI ? null : await startDevDb({ port: await freePort(), dir: dataDir });
  const mongoUri = process.env.MONGODB_URI ?? devdb!.uri;
  const issuer = await startTestIssuer();
  const prefix = `bench_${randomBytes(4).toString('hex')}`;
  const cleanups: Array<() => Promise<void>> = [
    // With an external MongoDB the benchmark's database is dropped; devdb's folder is removed.
    async () => (devdb ? devdb.stop() : dropTestDatabase(`${prefix}_projects`)),
    async () => fs.rm(dataDir, { recursive: true, force: true }),
    () => issuer.close(),
  ];
  try {
    const projectsPort = await freePort();
    const projects = await startChildServer('projects', path.join(repoRoot, 'services/projects/src/server.ts'), projectsPort, {
      PROJECTS_PORT: String(projectsPort),
      MONGODB_URI: mongoUri,
      MONGODB_DB_PREFIX: prefix,
      IDENTITY_JWKS_URL: issuer.url,
      INTERNAL_SERVICE_TOKEN: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
    });
    cleanups.unshift(() => projects.stop());
    const gatewayPort = await freePort();
    const gateway = await startChildServer('gateway', path.join(repoRoot, 'services/gateway/src/server.ts'), gatewayPort, {
      GATEWAY_PORT: String(gatewayPort),
      GATEWAY_HOST: '127.0.0.1',
      PROJECTS_URL: projects.url,
      LOG_LEVEL: 'silent',
    });
    cleanups.unshift(() => gateway.stop());
    const processes: Processes = { gateway, projects, devdb };

    const token = await issuer.accessToken({ sub: 'user-bench', email: 'bench@example.com', org: ORGANIZATION, role: 'owner' });
    const authorization = `Bearer ${token}`;
    const seeding = await seedProjects(projects.url, token, projectCount);

    const listUrl = `${gateway.url}${ROUTE}`;
    const readList = async () => {
      const started = performance.now();
      const res = await fetch(listUrl, { headers: { authorization } });
      const text = await expectStatus(res, 200, 'listing projects');
      return { ms: round(performance.now() - started), text, etag: res.headers.get('etag') ?? '' };
    };
    const listAfterWriteMs: number[] = [];
    const first = await readList();
    listAfterWriteMs.push(first.ms);
    const listed = JSON.parse(first.text) as Array<{ id: string }>;
    if (listed.length !== projectCount) throw new Error(`expected ${projectCount} projects, listed ${listed.length}`);
    for (let i = 0; i < 2; i += 1) {
      const res = await fetch(`${projects.url}${ROUTE}/${listed[i]!.id}`, {
        method: 'PATCH',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ externalJobId: `bench-job-${i}` }),
      });
      await expectStatus(res, 200, 'updating a project');
      listAfterWriteMs.push((await readList()).ms);
    }
    const { etag } = await readList();

    const load =
      (url: string, headers: Record<string, string>, seconds = durationSeconds) =>
      () =>
        runLoad({ url, durationSeconds: seconds, connections, overallRate: rate, headers: { authorization, ...headers } });
    await load(listUrl, {}, WARMUP_SECONDS)();
    const runs = [
      await measured('through gateway', processes, load(listUrl, {})),
      await measured('through gateway, gzip', processes, load(listUrl, { 'accept-encoding': 'gzip' })),
      await measured('through gateway, If-None-Match (304)', processes, load(listUrl, { 'accept-encoding': 'gzip', 'if-none-match': etag })),
      await measured('projects service directly', processes, load(`${projects.url}${ROUTE}`, {})),
    ];
    return {
      route: `GET ${ROUTE}`,
      database: process.env.MONGODB_URI ? 'MONGODB_URI' : 'devdb (FerretDB v1 over SQLite)',
      durationSeconds,
      rate,
      connections,
      projects: projectCount,
      listBytes: Buffer.byteLength(first.text),
      seeding,
      listAfterWriteMs,
      runs,
    };
  } finally {
    for (const cleanup of cleanups) await cleanup();
  }
}
