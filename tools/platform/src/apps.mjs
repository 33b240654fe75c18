import path from 'node:path';
import { defaultDevDbPort, defaultLocalS3Port, repoRoot } from '@groundwork/dev-infra';

/**
 * The platform's server processes, in start order: the four services, then the gateway that
 * proxies to them. `portVar` sets the port a process listens on, `urlVar` tells the gateway
 * (and any other process) where to reach it.
 */
export const serviceApps = [
  { name: 'identity', dir: 'services/identity', portVar: 'IDENTITY_PORT', urlVar: 'IDENTITY_URL', defaultPort: 4001 },
  { name: 'projects', dir: 'services/projects', portVar: 'PROJECTS_PORT', urlVar: 'PROJECTS_URL', defaultPort: 4002 },
  { name: 'studies', dir: 'services/studies', portVar: 'STUDIES_PORT', urlVar: 'STUDIES_URL', defaultPort: 4003 },
  { name: 'review', dir: 'services/review', portVar: 'REVIEW_PORT', urlVar: 'REVIEW_URL', defaultPort: 4004 },
];

export const gatewayApp = { name: 'gateway', dir: 'services/gateway', portVar: 'GATEWAY_PORT', defaultPort: 8080 };

/** Absolute path of an app's folder in the repository `root`. */
export function appDir(app, root = repoRoot) {
  return path.join(root, app.dir);
}

/** Absolute path of an app's entry file. */
export function appEntry(app, root = repoRoot) {
  return path.join(appDir(app, root), 'src', 'server.ts');
}

/**
 * Ports from the environment (GATEWAY_PORT, IDENTITY_PORT, ..., DEVDB_PORT, LOCAL_S3_PORT),
 * falling back to the documented defaults.
 */
export function portsFromEnv(env = process.env) {
  const read = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const port = Number(raw);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${name} must be a TCP port number, got "${raw}"`);
    }
    return port;
  };
  return {
    gatewayPort: read(gatewayApp.portVar, gatewayApp.defaultPort),
    servicePorts: Object.fromEntries(serviceApps.map((app) => [app.name, read(app.portVar, app.defaultPort)])),
    devdbPort: read('DEVDB_PORT', defaultDevDbPort),
    s3Port: read('LOCAL_S3_PORT', defaultLocalS3Port),
    fakeSdaPort: read('SDA_FAKE_PORT', 4009),
  };
}
