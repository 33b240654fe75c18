import { JWKS_PATH } from '@groundwork/contracts';
import { z } from 'zod';

/** Thrown by `loadEnv` with one line per invalid variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Validates configuration against a zod object schema. Empty strings count as unset, so
 * `FOO=` in a shell or .env file falls back to the default. Throws one `EnvError` that lists
 * every bad variable.
 */
export function loadEnv<Schema extends z.ZodType>(schema: Schema, source: Record<string, string | undefined> = process.env): z.output<Schema> {
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** A TCP port variable (0 lets the OS choose, which tests use). */
export const portVar = (fallback: number) => z.coerce.number().int().min(0).max(65_535).default(fallback);

/** 'true' | 'false' | '1' | '0' as a boolean; undefined when unset. */
export const booleanVar = () =>
  z
    .enum(['true', 'false', '1', '0'], { message: "expected 'true', 'false', '1' or '0'" })
    .transform((value) => value === 'true' || value === '1')
    .optional();

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/**
 * LOG_LEVEL (default info), HOST, the interface a service listens on (default 127.0.0.1), and
 * NODE_ENV (`production` turns the development defaults away: `refuseDevDefaults`).
 */
export const serviceEnv = {
  LOG_LEVEL: z.enum(logLevels).default('info'),
  HOST: z.string().min(1).default('127.0.0.1'),
  NODE_ENV: z.string().optional(),
};

/** A built-in development default (a published secret, a local-only part) and the variable that replaces it. */
export interface DevDefault {
  variable: string;
  /** True when this configuration still relies on the development default. */
  inUse: boolean;
  /** What to set instead, said to the operator. */
  fix: string;
}

/**
 * With NODE_ENV=production, throws one `EnvError` naming every development default still in
 * use and the variable to set, so a deployment never runs on a secret printed in our README.
 * Any other NODE_ENV (or none) keeps the defaults that make a fresh machine work.
 */
export function refuseDevDefaults(service: string, env: { NODE_ENV?: string }, defaults: readonly DevDefault[]): void {
  if (env.NODE_ENV !== 'production') return;
  const used = defaults.filter((entry) => entry.inUse);
  if (used.length === 0) return;
  const lines = used.map((entry) => `  - ${entry.variable}: ${entry.fix}`);
  throw new EnvError(`${service} refuses to start with NODE_ENV=production on development defaults:\n${lines.join('\n')}`);
}

/** MONGODB_URI unset means the embedded development database on 127.0.0.1. */
export const mongoDevDefault = (env: { MONGODB_URI?: string }): DevDefault => ({
  variable: 'MONGODB_URI',
  inUse: !env.MONGODB_URI,
  fix: 'set it to the production MongoDB (unset, the service uses the local development database)',
});

/** INTERNAL_SERVICE_TOKEN unset turns the service-to-service routes off (503). */
export const internalTokenDevDefault = (env: { INTERNAL_SERVICE_TOKEN?: string }): DevDefault => ({
  variable: 'INTERNAL_SERVICE_TOKEN',
  inUse: !env.INTERNAL_SERVICE_TOKEN,
  fix: 'set the same secret of at least 32 random characters on the projects, studies and review services',
});

/** MONGODB_URI (default: devdb on DEVDB_PORT) and MONGODB_DB_PREFIX. */
export const mongoEnv = {
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\/\S+$/, 'expected a mongodb:// or mongodb+srv:// URI')
    .optional(),
  DEVDB_PORT: portVar(27018),
  MONGODB_DB_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'expected letters, digits, _ or - (at most 40)')
    .default('groundwork'),
};

/** S3_* variables. Without S3_ENDPOINT the AWS defaults (endpoint, credential chain) apply. */
export const s3Env = {
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'expected a valid S3 bucket name')
    .default('groundwork-uploads'),
  S3_FORCE_PATH_STYLE: booleanVar(),
};

/** IDENTITY_JWKS_URL: where services fetch identity's token-signing keys (`requireAuth`). */
export const authEnv = {
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).default(`http://127.0.0.1:4001${JWKS_PATH}`),
};

const mongoEnvSchema = z.object(mongoEnv);
export type MongoEnv = z.output<typeof mongoEnvSchema>;
const s3EnvSchema = z.object(s3Env);
export type S3Env = z.output<typeof s3EnvSchema>;

/** The URI and the service's own database (`<prefix>_<service>`). */
export function mongoSettings(env: MongoEnv, service: string): { uri: string; dbName: string } {
  return {
    uri: env.MONGODB_URI ?? `mongodb://127.0.0.1:${env.DEVDB_PORT}/`,
    dbName: `${env.MONGODB_DB_PREFIX}_${service}`,
  };
}
