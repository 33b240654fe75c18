import {
  authEnv,
  internalTokenDevDefault,
  intVar,
  jobQueueEnv,
  jobWorkerEnv,
  loadEnv,
  mongoDevDefault,
  mongoEnv,
  portVar,
  projectsClientEnv,
  reviewClientEnv,
  refuseDevDefaults,
  s3Env,
  serviceEnv,
} from '@groundwork/service-kit';
import { DEFAULT_REPORT_PROSE_BUDGET_MS } from '@groundwork/ai';
import { SOILS_TIME_LIMIT_MS } from '@groundwork/contracts';
import { z } from 'zod';
import { DEFAULT_PDF_TIMEOUT_MS } from './report/pdf';
import { DEFAULT_SDA_URL } from './soils/sda-client';

/** What the service and its workers share: database, storage, the projects service. */
const sharedEnv = {
  ...serviceEnv,
  ...mongoEnv,
  ...s3Env,
  ...projectsClientEnv,
  /** Lifetime of the presigned upload, result and page links, and of the save links. */
  PRESIGN_EXPIRES_SECONDS: intVar(900, 60, 7 * 24 * 3600),
  ...jobQueueEnv,
};

const studiesEnvSchema = z.object({
  ...sharedEnv,
  ...authEnv,
  STUDIES_PORT: portVar(4003),
  /** How long `POST /api/projects/{id}/soils` waits for SDA before answering 202 RUNNING; below the gateway's 30 s upstream timeout. */
  SOILS_WAIT_MS: intVar(20_000, 0, 25_000),
});

const workerEnvSchema = z.object({
  ...sharedEnv,
  /** Names the worker in job records and logs; default `worker-<pid>`. */
  STUDIES_WORKER_ID: z.string().trim().min(1).max(100).optional(),
  ...jobWorkerEnv,
  /** Pages OCR'd at once; default the machine's cores. */
  INTAKE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Most pages a PDF may have; checked right after opening it. */
  INTAKE_MAX_PAGES: intVar(1000, 1, 100_000),
  /** One page's text layer, rendering and OCR, in the isolated extraction process. */
  INTAKE_PAGE_TIMEOUT_MS: intVar(60_000, 100, 3_600_000),
  /** A whole extraction (intake and the study's step, or a rematch's step). */
  STUDY_JOB_TIMEOUT_MS: intVar(900_000, 1000, 24 * 3_600_000),
  /** Memory (RSS) of the extraction process; default 1,024 MB + 256 MB per OCR worker (INTAKE_CONCURRENCY). */
  INTAKE_MEMORY_MB: z.coerce.number().int().min(256).max(65_536).optional(),
  /** With an LLM configured: the time a regulatory database job gives it to write the record narratives. */
  STUDY_NARRATIVE_BUDGET_MS: intVar(120_000, 1000, 3_600_000),
  /** USDA Soil Data Access's tabular endpoint, for the soils study. */
  SDA_URL: z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).default(DEFAULT_SDA_URL),
  /** A soils study's limit, SDA's answers and one retry included. */
  SDA_TIMEOUT_MS: intVar(SOILS_TIME_LIMIT_MS, 100, 600_000),
  /** Where the review service answers its /internal routes: the report cites its reviews and closure verdicts. */
  ...reviewClientEnv,
  /** LibreOffice, which converts the Word report to PDF. */
  SOFFICE_PATH: z.string().trim().min(1).default('soffice'),
  /** One PDF conversion's limit. */
  REPORT_PDF_TIMEOUT_MS: intVar(DEFAULT_PDF_TIMEOUT_MS, 1000, 600_000),
  /** With an LLM configured: the time a report job gives it to write the prose. */
  REPORT_PROSE_BUDGET_MS: intVar(DEFAULT_REPORT_PROSE_BUDGET_MS, 1000, 600_000),
});

export type StudiesEnv = z.output<typeof studiesEnvSchema>;
export type WorkerEnv = z.output<typeof workerEnvSchema>;

/** With NODE_ENV=production, service and workers refuse the development database and a missing internal token. */
function refuseStudiesDevDefaults<Env extends StudiesEnv | WorkerEnv>(service: string, env: Env): Env {
  refuseDevDefaults(service, env, [mongoDevDefault(env), internalTokenDevDefault(env)]);
  return env;
}

/** The studies service's configuration; throws one error listing every invalid variable. */
export const loadStudiesEnv = (source: Record<string, string | undefined> = process.env): StudiesEnv =>
  refuseStudiesDevDefaults('studies', loadEnv(studiesEnvSchema, source));

/** A studies worker's configuration. */
export const loadWorkerEnv = (source: Record<string, string | undefined> = process.env): WorkerEnv =>
  refuseStudiesDevDefaults('studies worker', loadEnv(workerEnvSchema, source));

/** The limits of a worker's isolated extractions (doc-processing's `runExtraction`). */
export const extractionLimits = (env: WorkerEnv) => ({
  maxPages: env.INTAKE_MAX_PAGES,
  pageTimeoutMs: env.INTAKE_PAGE_TIMEOUT_MS,
  extractionTimeoutMs: env.STUDY_JOB_TIMEOUT_MS,
  memoryMb: env.INTAKE_MEMORY_MB,
});
