import { readFile } from 'node:fs/promises';
import { createPhase1Reviewer, type Phase1Reviewer } from '@groundwork/ai';
import type { AccessTokenClaims } from '@groundwork/contracts';
import { runJob } from '@groundwork/job-queue';
import {
  connectMongo,
  createProjectsClient,
  createStudiesClient,
  ensureBucket,
  ensureIndexes,
  type Logger,
  type MongoConnection,
} from '@groundwork/service-kit';
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
import { createReviewContext, type ReviewContextOptions } from '../src/context';
import { indexSpecs } from '../src/indexes';
import { reviewJobHandlers } from '../src/worker/handlers';
import type { AnalyzeDocumentDeps } from '../src/worker/analyze-document';
import type { SessionKind } from '../src/use-cases/session-kinds';
import { startFakeStudies } from './fake-studies';

export const FIXTURES = new URL('../../../../shared/fixtures/', import.meta.url);
export const fixtureBytes = async (name: string) => new Uint8Array(await readFile(new URL(name, FIXTURES)));

export interface OpenRecordOptions {
  projectId?: string;
  recordItemIndex?: number;
  existingSummary?: string;
  fresh?: boolean;
}

/** A file of an upload: its form field defaults to `files`. */
export interface UploadFile {
  name: string;
  bytes: Uint8Array | string;
  field?: string;
}

export interface StartReviewOptions {
  /** Default: the offline engine, as a worker without an LLM runs it. */
  reviewer?: Phase1Reviewer;
  leaseMs?: number;
  maxAttempts?: number;
  maxFileBytes?: number;
  askTimeoutMs?: number;
  /** The database is `<prefix>_review`, the one a worker process started with MONGODB_DB_PREFIX=<prefix> uses. */
  dbPrefix?: string;
}

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

/**
 * The review app on its own test database, the test S3, a stand-in token issuer and a fake
 * projects service; tokens for any user, organization and role.
 */
export async function startReview({
  reviewer = createPhase1Reviewer({ llm: null }),
  leaseMs = 60_000,
  maxAttempts = 3,
  maxFileBytes,
  askTimeoutMs,
  dbPrefix,
}: StartReviewOptions = {}) {
  const mongo: MongoConnection = dbPrefix ? await connectNamedDatabase(`${dbPrefix}_review`) : await connectTestDatabase('review');
  await ensureIndexes(mongo.db, indexSpecs);
  const issuer = await startTestIssuer();
  const projects = await startFakeProjects();
  const studies = await startFakeStudies();
  const store = testObjectStore();
  await ensureBucket(store);
  const { logger, lines } = captureLogger();
  const options: ReviewContextOptions = {
    db: mongo.db,
    store,
    projects: createProjectsClient({ service: 'review', baseUrl: projects.url, token: TEST_INTERNAL_TOKEN, timeoutMs: 2000 }),
    studies: createStudiesClient({ service: 'review', baseUrl: studies.url, token: TEST_INTERNAL_TOKEN, timeoutMs: 2000 }),
    reviewer,
    queue: { leaseMs, maxAttempts },
    uploads: maxFileBytes === undefined ? {} : { maxFileBytes },
    askTimeoutMs,
  };
  const app = createApp({ ...options, logger, jwksUrl: issuer.url, internalServiceToken: TEST_INTERNAL_TOKEN });
  const ctx = createReviewContext(options);
  const call = appCaller(app);

  const tokenFor = (email: string, org: string, role: AccessTokenClaims['role']) =>
    issuer.accessToken({ sub: `user-${email.split('@')[0]}`, email, org, role });

  /** Acme's owner, member and viewer, and Rival's owner. */
  const accounts = async () => ({
    owner: await tokenFor('olivia@acme.example', 'org-acme', 'owner'),
    viewer: await tokenFor('vera@acme.example', 'org-acme', 'viewer'),
    rival: await tokenFor('rita@rival.example', 'org-rival', 'owner'),
  });

  /** Opens (or resumes) a session of a new Acme project; answers its ids. */
  async function openSession(token: string, organizationId = 'org-acme', options: { archived?: boolean } = {}) {
    const projectId = projects.addProject(organizationId, [], options);
    const res = await call('POST', '/api/phase1-review/session', { token, body: { projectId } });
    if (res.status !== 200) throw new Error(`session answered ${res.status}: ${res.text}`);
    return { projectId, sessionId: res.json.sessionId as string };
  }

  /** Opens (or resumes) the analysis of record `recordItemIndex` of a project (a new Acme one by default). */
  async function openRecordSession(
    token: string,
    { projectId = projects.addProject('org-acme', []), recordItemIndex = 0, existingSummary = '', fresh }: OpenRecordOptions = {},
  ) {
    const res = await call('POST', '/api/regulatory-analysis/session', { token, body: { projectId, recordItemIndex, existingSummary, fresh } });
    if (res.status !== 200) throw new Error(`record session answered ${res.status}: ${res.text}`);
    return { projectId, sessionId: res.json.sessionId as string, resumed: res.json.resumed as boolean };
  }

  /** Posts `files` as multipart/form-data, as the tab (or the regulatory page) does. */
  async function upload(token: string | null, sessionId: string, files: UploadFile[], kind: SessionKind = 'phase1') {
    const form = new FormData();
    for (const file of files) form.append(file.field ?? 'files', new Blob([typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes)]), file.name);
    const res = await app.request(`/api/${kind === 'phase1' ? 'phase1-review' : 'regulatory-analysis'}/session/${sessionId}/upload`, {
      method: 'POST',
      body: form,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    const text = await res.text();
    return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
  }

  /** Runs every due job once in this process, the way a worker does; answers how many ran. */
  async function runDueJobs({ logger: jobLogger = silentLogger(), read }: { logger?: Logger; read?: AnalyzeDocumentDeps['read'] } = {}) {
    const handlers = reviewJobHandlers({ ctx, logger: jobLogger, limits: { maxBytes: ctx.uploads.maxFileBytes, maxPages: 500 }, read });
    let ran = 0;
    for (;;) {
      const lease = await ctx.queue.claim('test-worker');
      if (!lease) return ran;
      ran += 1;
      await runJob(ctx.queue, lease, handlers);
    }
  }

  return {
    app,
    ctx,
    db: mongo.db,
    store,
    lines,
    projects,
    studies,
    call,
    tokenFor,
    accounts,
    openSession,
    openRecordSession,
    upload,
    runDueJobs,
    close: async () => {
      await projects.close();
      await studies.close();
      await issuer.close();
      await mongo.close();
    },
  };
}
export type TestReview = Awaited<ReturnType<typeof startReview>>;
