import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBaseSchema, remotesDocumentSchema } from '@groundwork/contracts';
import { loadEnv, logLevels, portVar, s3Env } from '@groundwork/service-kit';
import { z } from 'zod';
import { DEFAULT_SERVICE_PORTS, REMOTE_SITES, SERVICE_NAMES, type GatewayConfig, type ServiceName } from './config';
import { storageOrigin } from './storage-origins';

const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const httpUrl = z.url({ protocol: /^https?$/ });

const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .pipe(z.array(httpUrl));

/** Where the projects service's default REGRID_TILES_URL points. */
const DEFAULT_REGRID_TILES_ORIGIN = 'https://tiles.regrid.com';

const originOf = (url: string) => new URL(url).origin;

const envSchema = z.object({
  GATEWAY_PORT: portVar(8080),
  GATEWAY_HOST: z.string().min(1).default('127.0.0.1'),
  GATEWAY_STATIC_ROOT: z.string().min(1).default(repoRoot),
  GATEWAY_CORS_ORIGINS: originList.default([]),
  GATEWAY_UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  IDENTITY_PORT: portVar(DEFAULT_SERVICE_PORTS.identity),
  PROJECTS_PORT: portVar(DEFAULT_SERVICE_PORTS.projects),
  STUDIES_PORT: portVar(DEFAULT_SERVICE_PORTS.studies),
  REVIEW_PORT: portVar(DEFAULT_SERVICE_PORTS.review),
  IDENTITY_URL: z.url().optional(),
  PROJECTS_URL: z.url().optional(),
  STUDIES_URL: z.url().optional(),
  REVIEW_URL: z.url().optional(),
  PROCESSING_API_BASE: apiBaseSchema.default('/api/processing'),
  GATEWAY_CSP_CONNECT_ORIGINS: originList.default([]),
  // The same variables as the services read: the CSP allows where the browser's tiles and
  // presigned S3 links point.
  REGRID_TILES_URL: httpUrl.optional(),
  S3_ENDPOINT: s3Env.S3_ENDPOINT,
  S3_REGION: s3Env.S3_REGION,
  S3_BUCKET: s3Env.S3_BUCKET,
  S3_FORCE_PATH_STYLE: s3Env.S3_FORCE_PATH_STYLE,
});

/** REMOTE_MFE_<NAME>_ENTRY: an absolute URL or a path of the remote's mf-manifest.json. */
const remoteEntriesSchema = z.object(Object.fromEntries(REMOTE_SITES.map((site) => [site.entryEnvVar, z.string().min(1).optional()])));

type GatewayEnv = z.output<typeof envSchema>;

export interface GatewaySettings {
  port: number;
  host: string;
  logLevel: GatewayEnv['LOG_LEVEL'];
  config: Omit<GatewayConfig, 'logger'>;
}

function serviceUrls(env: GatewayEnv): Record<ServiceName, string> {
  const url = (name: ServiceName) => {
    const key = name.toUpperCase() as Uppercase<ServiceName>;
    return env[`${key}_URL`] ?? `http://127.0.0.1:${env[`${key}_PORT`]}`;
  };
  return Object.fromEntries(SERVICE_NAMES.map((name) => [name, url(name)])) as Record<ServiceName, string>;
}

function remotesDocument(env: Record<string, string | undefined>, processingApiBase: string) {
  return remotesDocumentSchema.parse({
    remotes: REMOTE_SITES.map((site) => ({
      name: site.name,
      entry: env[site.entryEnvVar] ?? `/remotes/${site.dir}/mf-manifest.json`,
    })),
    api: { processing: processingApiBase },
  });
}

function cspOrigins(env: GatewayEnv): GatewayConfig['csp'] {
  const storage = storageOrigin({
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  });
  return {
    tileOrigins: [env.REGRID_TILES_URL ? originOf(env.REGRID_TILES_URL) : DEFAULT_REGRID_TILES_ORIGIN],
    storageOrigins: [storage],
    connectOrigins: env.GATEWAY_CSP_CONNECT_ORIGINS.map(originOf),
  };
}

/** Reads and validates the gateway's variables (see README); throws one EnvError listing all bad ones. */
export function loadGatewaySettings(source: Record<string, string | undefined> = process.env): GatewaySettings {
  const env = loadEnv(envSchema, source);
  const entries = loadEnv(remoteEntriesSchema, source);
  return {
    port: env.GATEWAY_PORT,
    host: env.GATEWAY_HOST,
    logLevel: env.LOG_LEVEL,
    config: {
      staticRoot: path.resolve(env.GATEWAY_STATIC_ROOT),
      services: serviceUrls(env),
      remotes: remotesDocument(entries, env.PROCESSING_API_BASE),
      corsOrigins: env.GATEWAY_CORS_ORIGINS,
      upstreamTimeoutMs: env.GATEWAY_UPSTREAM_TIMEOUT_MS,
      csp: cspOrigins(env),
    },
  };
}
