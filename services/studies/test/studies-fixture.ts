import { readFile } from 'node:fs/promises';
import type { AccessTokenClaims } from '@groundwork/contracts';
import { runJob } from '@groundwork/job-queue';
import { connectMongo, createProjectsClient, ensureIndexes, type Logger, type MongoConnection } from '@groundwork/service-kit';
import {
  appCaller,
  captureLogger,
  connectTestDatabase,
  silentLogger,
  startFakeProjects,
  startTestIssuer,
  TEST_INTERNAL_TOKEN,
  testObjectStore,
} from '@groundwork/service-kit/testing';
import { createApp } from '../src/app';
import { createStudiesContext } from '../src/context';
import { indexSpecs } from '../src/indexes';
import { studiesJobHandlers } from '../src/worker/handlers';
import type { StudyJobDeps } from '../src/worker/study-job';

async function connectNamedDatabase(dbName: string): Promise<MongoConnection> {
  const connection = await connectMongo({ uri: process.env.MONGODB_URI!, dbName, logger: silentLogger() });
  return {
    ...connection,
    close: async () => {
      await connection.db.dropDatabase();
      await connection.close();
    },
  };
}

export const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
export const fixtureBytes = async (name: string) => new Uint8Array(await readFile(new URL(name, FIXTURES)));

/**
 * The studies app on its own test database, the test S3, a stand-in token issuer and a fake
 * projects service; tokens for any user, organization and role.
 */
export async function startStudies({ leaseMs = 60_000, maxAttempts = 3, dbPrefix }: { leaseMs?: number; maxAttempts?: number; dbPrefix?: string } = {}) {
  // With a prefix the database is `<prefix>_studies`, the one a worker process started with MONGODB_DB_PREFIX=<prefix> uses.
  const mongo: MongoConnection = dbPrefix ? await connectNamedDatabase(`${dbPrefix}_studies`) : await connectTestDatabase('studies');
  await ensureIndexes(mongo.db, indexSpecs);
  const issuer = await startTestIssuer();
  const projects = await startFakeProjects();
  const store = testObjectStore();
  const { logger, lines } = captureLogger();
  const projectsClient = createProjectsClient({ service: 'studies', baseUrl: projects.url, token: TEST_INTERNAL_TOKEN, timeoutMs: 2000 });
  const settings = { jwksUrl: issuer.url, presignExpiresSeconds: 300, queue: { leaseMs, maxAttempts }, internalServiceToken: TEST_INTERNAL_TOKEN };
  const app = createApp({ db: mongo.db, logger, store, projects: projectsClient, settings });
  const ctx = createStudiesContext({ db: mongo.db, store, projects: projectsClient, queue: settings.queue });

  const call = appCaller(app);

  const tokenFor = (email: string, org: string, role: AccessTokenClaims['role']) =>
    issuer.accessToken({ sub: `user-${email.split('@')[0]}`, email, org, role });

  /** Asks for an upload URL and posts `bytes` to it as the browser does; answers the key. */
  async function upload(token: string, bytes: Uint8Array, filename = 'report.pdf', route = '/api/processing/upload-url'): Promise<string> {
    const target = await call('POST', route, { token, body: { filename, contentType: 'application/pdf' } });
    if (target.status !== 200) throw new Error(`upload-url answered ${target.status}: ${target.text}`);
    const form = new FormData();
    for (const [name, value] of Object.entries(target.json.fields as Record<string, string>)) form.append(name, value);
    form.append('file', new Blob([Buffer.from(bytes)], { type: 'application/pdf' }), filename);
    const posted = await fetch(target.json.url, { method: 'POST', body: form });
    if (posted.status >= 300) throw new Error(`storage answered ${posted.status}: ${await posted.text()}`);
    return target.json.s3Key ?? target.json.key;
  }

  /** Acme's owner, member and viewer, and Rival's owner. */
  const accounts = async () => ({
    owner: await tokenFor('olivia@acme.example', 'org-acme', 'owner'),
    member: await tokenFor('mark@acme.example', 'org-acme', 'member'),
    viewer: await tokenFor('vera@acme.example', 'org-acme', 'viewer'),
    rival: await tokenFor('rita@rival.example', 'org-rival', 'owner'),
  });

  return {
    app,
    ctx,
    accounts,
    db: mongo.db,
    store,
    lines,
    issuer,
    projects,
    call,
    tokenFor,
    upload,
    close: async () => {
      await projects.close();
      await issuer.close();
      await mongo.close();
    },
  };
}
export type TestStudies = Awaited<ReturnType<typeof startStudies>>;

/**
 * Runs every due job once in this process, the way a worker does, with the real handlers (and, if
 * given, stand-in extractors, an LLM's second reader, narrative writer or vision reader, a logger to read back);
 * answers how many ran.
 */
export async function runDueJobs(
  studies: TestStudies,
  extractors?: StudyJobDeps['extractors'],
  {
    secondReader = null,
    narrativeWriter = null,
    visionReader = null,
    logger = silentLogger(),
  }: Pick<StudyJobDeps, 'secondReader' | 'narrativeWriter' | 'visionReader'> & { logger?: Logger } = {},
): Promise<number> {
  const handlers = studiesJobHandlers({ ctx: studies.ctx, logger, study: { extractors, intakeConcurrency: 1, secondReader, narrativeWriter, visionReader } });
  let ran = 0;
  for (;;) {
    const lease = await studies.ctx.queue.claim('test-worker');
    if (!lease) return ran;
    ran += 1;
    await runJob(studies.ctx.queue, lease, handlers);
  }
}
