// Types of @groundwork/platform-tools (the code is plain .mjs; see README.md).

import type { ChildExit } from '@groundwork/dev-infra';

// What the services run on (devdb, the local S3, ports, paths) is @groundwork/dev-infra's, re-exported here.
export {
  repoRoot,
  defaultDataDir,
  freePort,
  waitForPort,
  waitForHealthy,
  devdbBinary,
  ensureDevDbBuilt,
  startDevDb,
  localS3Credentials,
  startLocalS3,
  defaultBucket,
  startInfra,
  type ChildExit,
  type DevDb,
  type LocalS3,
  type InfraEnv,
} from '@groundwork/dev-infra';

export type ServiceName = 'identity' | 'projects' | 'studies' | 'review';
export interface PlatformPorts {
  gatewayPort: number;
  servicePorts: Record<ServiceName, number>;
  devdbPort: number;
  s3Port: number;
}
export function freePlatformPorts(): Promise<PlatformPorts>;
export function portsFromEnv(env?: Record<string, string | undefined>): PlatformPorts;

export interface App {
  name: string;
  dir: string;
  portVar: string;
  defaultPort: number;
}
export const serviceApps: Array<App & { name: ServiceName; urlVar: string }>;
export const gatewayApp: App;

export interface StartPlatformOptions {
  dataDir?: string;
  gatewayPort?: number;
  servicePorts?: Partial<Record<ServiceName, number>>;
  devdbPort?: number;
  s3Port?: number;
  /** Extra environment for every child (wins over the computed one). */
  env?: Record<string, string>;
  /** Studies workers to run (0..16); default STUDIES_WORKERS of `env` or the process, else 1. */
  studiesWorkers?: number;
  /** Review workers to run (0..16); default REVIEW_WORKERS of `env` or the process, else 1. */
  reviewWorkers?: number;
  log?: (line: string) => void;
  /** Children's output to `<dataDir>/logs/<name>.log` instead of `log`. */
  quiet?: boolean;
  healthTimeoutMs?: number;
  signal?: AbortSignal;
  /** The repository whose services/ run (tests point it at fixtures). */
  root?: string;
  /** A child exited while the platform ran; `recentOutput` holds its last output lines. */
  onChildExit?: (name: string, info: ChildExit, recentOutput: string[]) => void;
}
export interface RunningPlatform {
  /** The gateway, e.g. http://127.0.0.1:8080. */
  url: string;
  /** gateway, identity, projects, studies, review, and devdb / s3 when started here. */
  ports: Record<string, number>;
  /** The environment every child got. */
  env: Record<string, string>;
  /** Every job worker's id, the studies workers first. */
  workers: string[];
  /** Each service's workers' ids: studies `worker-1`, ... (STUDIES_WORKER_ID), review `review-worker-1`, ... (REVIEW_WORKER_ID). */
  workerIds: Record<WorkerApp['name'], string[]>;
  stop: () => Promise<void>;
}
export function startPlatform(options?: StartPlatformOptions): Promise<RunningPlatform>;

/** A service's job workers: folder, entry, count variable and its bounds, id variable and prefix, the ready log message. */
export interface WorkerApp {
  name: 'studies' | 'review';
  dir: string;
  entry: string;
  countVar: string;
  idVar: string;
  idPrefix: string;
  defaultCount: number;
  maxCount: number;
  readyMessage: string;
}
export const workerApps: WorkerApp[];
export const studiesWorkerApp: WorkerApp;
export const reviewWorkerApp: WorkerApp;
/** `count`, else the app's count variable of `env`, else its default; throws for anything but a whole number from 0 to its maximum. */
export function workerCount(app: WorkerApp, count?: number | string, env?: Record<string, string | undefined>): number;
/** `<idPrefix>-1` ... `<idPrefix>-<count>`. */
export function workerIds(app: WorkerApp, count: number): string[];

/** Debian's chromium (CHROMIUM_PATH overrides it). */
export const chromiumExecutable: string;
/** Headless launch flags that work here, WebGL2 through SwiftShader included. */
export const chromiumArgs: readonly string[];

/** The shared secret of the services' /internal routes: INTERNAL_SERVICE_TOKEN, or generated once per data folder. */
export function internalServiceToken(dataDir: string, env?: Record<string, string | undefined>): Promise<string>;

export interface DemoProject {
  siteAddress: string;
  clientName: string;
  statuses: string[];
  studyChecks: Partial<Record<'cityDirectory' | 'aerial' | 'database', boolean>>;
  /** A shared fixture (`city_directory_01_a`): its properties, and a real city directory run of its PDF for the check. */
  cityDirectoryReport?: string;
  /** A shared aerial package (`aerial_package_01_a`), run for the aerial check on the properties of `cityDirectoryReport`. */
  aerialReport?: string;
  /** A shared radius report (`radius_report_01_a`), run for the database check (the Report tab's fourth step). */
  databaseReport?: string;
}
export const demoProjects: DemoProject[];
/** `../shared/fixtures` beside the repository. */
export const sharedFixturesDir: string;
/**
 * Signs in and creates the sample projects through the running platform unless the account has
 * projects; returns how many it created. A sample's real city directory and aerial runs fall back to
 * the internal check (with a line through `log`) when a fixture is missing or `studiesWorkers` is 0.
 */
export function seedDemoProjects(options: {
  gatewayUrl: string;
  projectsUrl: string;
  internalToken: string;
  email: string;
  password: string;
  projects?: DemoProject[];
  /** The running platform's studies workers; 0 skips the real study runs. */
  studiesWorkers?: number;
  /** Where the samples' reports are; default `sharedFixturesDir`. */
  fixturesDir?: string;
  /** Line sink for the fallbacks; default stdout. */
  log?: (line: string) => void;
  /** Job polling interval, default 250 ms. */
  pollIntervalMs?: number;
  /** How long each study run may take, default 120000 ms. */
  runTimeoutMs?: number;
}): Promise<number>;
/** On a fresh data folder: identity's demo account, then `seedProjects(account)`; null when seeded before. */
export function seedDemo(options: {
  dataDir: string;
  env: Record<string, string | undefined>;
  root?: string;
  seedProjects?: (account: { email: string; password: string }) => Promise<unknown>;
}): Promise<{ email: string; password: string } | null>;

/** Issue 22's first-load budgets, KiB of gzipped JavaScript per route. */
export declare const ROUTE_BUDGETS_KIB: Readonly<{ landing: 250; demo: 250; signIn: 300; projectFirstTab: 450 }>;
export type RouteName = keyof typeof ROUTE_BUDGETS_KIB;
export function gzipSize(content: Buffer | Uint8Array): number;
/** The part of a Playwright Page that scriptsFetched uses. */
export interface ScriptWatchingPage {
  on(event: 'response', listener: (response: import('playwright-core').Response) => unknown): unknown;
  off(event: 'response', listener: (response: import('playwright-core').Response) => unknown): unknown;
  waitForLoadState(state: 'networkidle'): Promise<void>;
}
export interface FetchedScript {
  path: string;
  bytes: number;
  gzipBytes: number;
  /** The script holds zod, which no public page should load at start. */
  zod: boolean;
}
/** True when a script's text holds zod. */
export function holdsZod(content: string): boolean;
export function scriptsFetched(page: ScriptWatchingPage, origin: string, load: () => Promise<unknown>): Promise<FetchedScript[]>;
/** The files a remote's exposed modules need before they render (its mf-manifest.json in `distDir`). */
export function initialRemoteFiles(distDir: string): Promise<Set<string>>;
/** `files` split into those a budget counts and the on-demand chunks of the remote under `remotePath`. */
export function withoutLazyRemoteChunks<F extends { path: string }>(
  files: F[],
  remotePath: string,
  initialFiles: ReadonlySet<string>,
): { counted: F[]; lazy: F[] };
