// Types of @groundwork/dev-infra (the code is plain .mjs; see README.md).

/** Absolute path of the repository root. */
export const repoRoot: string;
/** `.data/` at the repository root, or GROUNDWORK_DATA_DIR. */
export const defaultDataDir: string;

export function freePort(): Promise<number>;
export function waitForPort(port: number, options?: { timeoutMs?: number; isAlive?: () => boolean }): Promise<void>;
export function waitForHealthy(url: string, options?: { timeoutMs?: number; intervalMs?: number; isAlive?: () => boolean }): Promise<void>;

export interface ChildExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  error?: Error;
}

export const devdbBinary: string;
export function ensureDevDbBuilt(options?: { log?: (line: string) => void }): string;
export interface DevDb {
  uri: string;
  port: number;
  dir: string;
  pid: number;
  recentOutput: () => string[];
  stop: () => Promise<void>;
}
export function startDevDb(options: { port: number; dir?: string; log?: (line: string) => void; onExit?: (info: ChildExit) => void }): Promise<DevDb>;

export const localS3Credentials: { accessKeyId: string; secretAccessKey: string };
export interface LocalS3 {
  endpoint: string;
  port: number;
  stop: () => Promise<void>;
}
export function startLocalS3(options: { port: number; dir?: string; buckets?: string[] }): Promise<LocalS3>;

export const defaultBucket: string;
export const defaultDevDbPort: number;
export const defaultLocalS3Port: number;
/** MONGODB_URI, S3_ENDPOINT, S3_REGION, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_FORCE_PATH_STYLE. */
export type InfraEnv = Record<
  'MONGODB_URI' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_BUCKET' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
  string
>;
export function startInfra(options?: {
  dataDir?: string;
  devdbPort?: number;
  s3Port?: number;
  env?: Record<string, string | undefined>;
  log?: (line: string) => void;
  onDevDbExit?: (info: ChildExit) => void;
}): Promise<{ env: InfraEnv; devdb: DevDb | null; s3: LocalS3 | null; stop: () => Promise<void> }>;

export interface Child {
  name: string;
  child: import('node:child_process').ChildProcess;
  exited: Promise<ChildExit>;
  isRunning: () => boolean;
  recentOutput: () => string[];
  stop: (options?: { graceMs?: number }) => Promise<void>;
}
export function startChild(options: {
  name: string;
  command: string;
  args?: string[];
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  output: (line: string) => void;
}): Child;
/** "exited with code 1", "was killed by SIGKILL", "could not start (...)". */
export function describeExit(info: ChildExit): string;
/** True when nothing listens on 127.0.0.1:port. */
export function isPortFree(port: number): Promise<boolean>;
/** Fails with one message naming every taken port (`label port (variable)`). */
export function assertPortsFree(wanted: Array<{ label: string; port: number; variable: string }>): Promise<void>;
