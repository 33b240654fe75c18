import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Job, ProcessingStudy } from '@groundwork/contracts';
import { freePort, repoRoot, startInfra, type InfraEnv } from '@groundwork/platform-tools';
import { dropTestDatabase, startServiceProcess, startTestIssuer, type ServiceProcess } from '@groundwork/service-kit/testing';

const STUDIES_DIR = path.join(repoRoot, 'services/studies');
const ORGANIZATION = 'org-bench';

export interface StudiesInfra {
  /** MONGODB_URI and the S3_* variables of the run. */
  env: InfraEnv;
  /** Database prefix of the run: the studies database is `<prefix>_studies`. */
  dbPrefix: string;
  /** devdb (FerretDB v1 over SQLite) started for the run, or an external MONGODB_URI. */
  database: string;
  /** The devdb process (for its CPU time); null with an external MONGODB_URI. */
  devdbPid: number | null;
  stop: () => Promise<void>;
}

/**
 * devdb and the local S3 on free ports with a throw-away data folder, as the service tests'
 * global setup starts them (`MONGODB_URI` / `S3_ENDPOINT` from the environment are used instead
 * when set; an external database of the run is dropped afterwards).
 */
export async function startStudiesInfra(): Promise<StudiesInfra> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'groundwork-bench-studies-'));
  const dbPrefix = `bench_${randomBytes(4).toString('hex')}`;
  const infra = await startInfra({ dataDir, devdbPort: await freePort(), s3Port: await freePort() }).catch(async (err: unknown) => {
    await fs.rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    env: infra.env,
    dbPrefix,
    database: infra.devdb ? 'devdb (FerretDB v1 over SQLite)' : 'MONGODB_URI',
    devdbPid: infra.devdb?.pid ?? null,
    stop: async () => {
      if (!infra.devdb) await dropTestDatabase(`${dbPrefix}_studies`);
      await infra.stop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface UploadTimings {
  s3Key: string;
  uploadUrlMs: number;
  storageMs: number;
}

export interface StudiesStack {
  service: ServiceProcess;
  worker: ServiceProcess;
  /** `GET /api/processing/jobs/{jobId}?study=cd` (another `study` when asked, with `&includePresign=1` when asked). */
  job: (jobId: string, options?: { includePresign?: boolean; study?: ProcessingStudy }) => Promise<Job>;
  /** Asks for an upload URL and posts the file to storage with its fields, as the browser does. */
  upload: (bytes: Uint8Array, filename: string) => Promise<UploadTimings>;
  /** `POST /api/processing/cd/process` (the body's `study`, else `cd`); answers the job id. */
  process: (body: {
    s3Key: string;
    study?: ProcessingStudy;
    subjectAddress?: string;
    adjoiningInfo?: Array<{ address: string; direction: string }>;
  }) => Promise<string>;
  stop: () => Promise<void>;
}

async function expectJson<T>(res: Response, what: string): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${what}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/**
 * The real studies service (`src/server.ts`) and one real worker process (`src/worker.ts`, its
 * default WORKER_POLL_MS unless `workerEnv` says otherwise) on `infra`, with access tokens from a
 * stand-in issuer (ES256 against a JWKS, as identity's). The projects service is not needed by
 * the processing routes.
 */
export async function startStudiesStack(infra: StudiesInfra, workerEnv: Record<string, string> = {}): Promise<StudiesStack> {
  const issuer = await startTestIssuer();
  const common = { ...infra.env, MONGODB_DB_PREFIX: infra.dbPrefix, LOG_LEVEL: 'info' };
  const stops: Array<() => Promise<unknown>> = [() => issuer.close()];
  const stop = async () => {
    for (const next of stops.splice(0).reverse()) await next();
  };
  try {
    const service = await startServiceProcess({
      cwd: STUDIES_DIR,
      env: { ...common, STUDIES_PORT: '0', IDENTITY_JWKS_URL: issuer.url },
    });
    stops.push(() => service.stop());
    const worker = await startServiceProcess({
      cwd: STUDIES_DIR,
      entry: 'src/worker.ts',
      readyMessage: 'studies worker ready',
      env: { ...common, STUDIES_WORKER_ID: 'bench-worker', ...workerEnv },
    });
    stops.push(() => worker.stop());

    const token = await issuer.accessToken({ sub: 'user-bench', email: 'bench@example.com', org: ORGANIZATION, role: 'owner' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async <T>(route: string, body: unknown) =>
      expectJson<T>(await fetch(`${service.url}${route}`, { method: 'POST', headers, body: JSON.stringify(body) }), `POST ${route}`);

    return {
      service,
      worker,
      job: async (jobId, { includePresign = false, study = 'cd' } = {}) => {
        const query = includePresign ? `study=${study}&includePresign=1` : `study=${study}`;
        return expectJson<Job>(await fetch(`${service.url}/api/processing/jobs/${jobId}?${query}`, { headers }), `GET job ${jobId}`);
      },
      upload: async (bytes, filename) => {
        const started = performance.now();
        const target = await post<{ url: string; fields: Record<string, string>; s3Key: string }>('/api/processing/upload-url', {
          filename,
          contentType: 'application/pdf',
        });
        const signed = performance.now();
        const form = new FormData();
        for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
        // Bytes read from a file or made by pdf-lib are never backed by a SharedArrayBuffer.
        form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }), filename);
        const stored = await fetch(target.url, { method: 'POST', body: form });
        const answer = await stored.text();
        if (stored.status >= 300) throw new Error(`storage answered ${stored.status}: ${answer.slice(0, 300)}`);
        return { s3Key: target.s3Key, uploadUrlMs: signed - started, storageMs: performance.now() - signed };
      },
      process: async (body) => (await post<{ jobId: string }>('/api/processing/cd/process', body)).jobId,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** A job that ended FAILED is a broken run, not a slow one. */
export function assertNotFailed(job: Job, what: string): void {
  if (job.status === 'FAILED') throw new Error(`${what}: job ${job.jobId} FAILED: ${job.errorMessage ?? 'no message'}`);
}
