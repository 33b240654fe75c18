import { expect } from 'vitest';
import { dropTestDatabase, testDatabaseName } from './databases';
import { startServiceProcess, type ServiceProcess } from './service-process';

/**
 * The start-up contract every service's `server.ts` keeps, checked on a real process: it connects
 * to its own database `<prefix>_<service>`, serves /healthz, and on SIGTERM logs 'stopped' last and
 * exits 0. `whileRunning` adds the service's own start-up checks (a bucket, a signing key...).
 */
export async function checkServerLifecycle({
  service,
  serviceDir,
  env = {},
  whileRunning,
}: {
  service: string;
  /** The service's package folder (where src/server.ts lives). */
  serviceDir: string;
  env?: Record<string, string>;
  whileRunning?: (running: ServiceProcess) => Promise<void>;
}): Promise<void> {
  const prefix = testDatabaseName('srv');
  const running = await startServiceProcess({
    cwd: serviceDir,
    env: { [`${service.toUpperCase()}_PORT`]: '0', MONGODB_DB_PREFIX: prefix, LOG_LEVEL: 'info', ...env },
  });
  try {
    const res = await fetch(`${running.url}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', service });
    expect(running.lines).toContainEqual(expect.objectContaining({ msg: 'mongo connected', dbName: `${prefix}_${service}` }));
    await whileRunning?.(running);

    expect(await running.stop()).toBe(0);
    expect(running.lines.at(-1)).toMatchObject({ msg: 'stopped', service });
  } finally {
    await running.stop();
    await dropTestDatabase(`${prefix}_${service}`);
  }
}

/**
 * A service (or worker) started with NODE_ENV=production on the development defaults exits
 * before listening, and what it printed names every variable to set.
 */
export async function checkRefusesDevDefaultsInProduction({
  serviceDir,
  entry,
  env = {},
  variables,
}: {
  serviceDir: string;
  entry?: string;
  /** On top of NODE_ENV=production and an unset MONGODB_URI. */
  env?: Record<string, string>;
  variables: string[];
}): Promise<void> {
  const start = startServiceProcess({ cwd: serviceDir, entry, env: { NODE_ENV: 'production', MONGODB_URI: '', ...env }, timeoutMs: 30_000 });
  const failure = await start.then(
    async (running) => {
      await running.kill();
      return null;
    },
    (err: unknown) => (err instanceof Error ? err.message : String(err)),
  );
  expect(failure, 'the service started in production on development defaults').toMatch(/exited with \d+ before logging/);
  expect(failure).toMatch(/refuses to start with NODE_ENV=production/);
  for (const variable of variables) expect(failure).toContain(`- ${variable}:`);
}
