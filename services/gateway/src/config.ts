import { API_SERVICES, REMOTE_NAMES, type RemoteName, type RemotesDocument } from '@groundwork/contracts';
import type { Logger } from '@groundwork/service-kit';

export const SERVICE_NAMES = API_SERVICES;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const DEFAULT_SERVICE_PORTS: Record<ServiceName, number> = {
  identity: 4001,
  projects: 4002,
  studies: 4003,
  review: 4004,
};

export interface RemoteSite {
  name: RemoteName;
  /** Folder at the static root whose `dist/` is served at `/remotes/<dir>/`. */
  dir: string;
  /** Variable that overrides the registry entry of this remote. */
  entryEnvVar: string;
}

/** Every remote the gateway serves and lists in `remotes.json`, in registry order. */
export const REMOTE_SITES: readonly RemoteSite[] = REMOTE_NAMES.map((name) => ({
  name,
  dir: name.replace('_', '-'),
  entryEnvVar: `REMOTE_${name.toUpperCase()}_ENTRY`,
}));

export interface GatewayConfig {
  /** Folder holding `shell/dist` and `<remote dir>/dist`. */
  staticRoot: string;
  /** Base URL of each service, e.g. http://127.0.0.1:4002. */
  services: Record<ServiceName, string>;
  /** Served as `/remotes.json`: the remotes' entries and where the shell points the API clients. */
  remotes: RemotesDocument;
  /** Origins allowed to call `/api/*` cross-origin with credentials. */
  corsOrigins: string[];
  /** How long an upstream may take to answer with its headers before the gateway gives 504. */
  upstreamTimeoutMs: number;
  /** Origins outside the registry that the shell's Content-Security-Policy allows. */
  csp: {
    /** The map's parcel tiles (REGRID_TILES_URL). */
    tileOrigins: string[];
    /** S3, the presigned links' origin: uploads, result reads and images shown from storage (aerial photographs). */
    storageOrigins: string[];
    /** GATEWAY_CSP_CONNECT_ORIGINS. */
    connectOrigins: string[];
  };
  logger: Logger;
}
