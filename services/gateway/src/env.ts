import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiBaseSchema, remotesDocumentSchema } from '@groundwork/contracts';
import { loadEnv, logLevels, portVar } from '@groundwork/service-kit';
import { z } from 'zod';
import {
  DEFAULT_SERVICE_PORTS,
  REMOTE_SITES,
  SERVICE_NAMES,
  type GatewayConfig,
  type ServiceName,
} from './config';

const repoRoot = path.resolve(fileURLToPath(new URL('../../..', import.meta.url)));

const originList = z
  .string()
  .transform((value) => value.split(',').map((origin) => origin.trim()).filter(Boolean))
  .pipe(z.array(z.url({ protocol: /^https?$/ })));

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
});

/** REMOTE_MFE_<NAME>_ENTRY: an absolute URL or a path of the remote's mf-manifest.json. */
const remoteEntriesSchema = z.object(
  Object.fromEntries(REMOTE_SITES.map((site) => [site.entryEnvVar, z.string().min(1).optional()])),
);

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

/** Reads and validates the gateway's variables (see README); throws one EnvError listing all bad ones. */
export function loadGatewaySettings(
  source: Record<string, string | undefined> = process.env,
): GatewaySettings {
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
    },
  };
}
