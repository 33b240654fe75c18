import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkRefusesDevDefaultsInProduction, checkServerLifecycle, testDatabaseName } from '@groundwork/service-kit/testing';
import { describe, expect, it } from 'vitest';

const serviceDir = fileURLToPath(new URL('..', import.meta.url));

describe('identity server', () => {
  it(
    'starts on its database with a signing key, serves /healthz, and exits 0 on SIGTERM',
    () =>
      checkServerLifecycle({
        service: 'identity',
        serviceDir,
        whileRunning: async ({ url }) => {
          const jwks = await fetch(`${url}/api/auth/.well-known/jwks.json`);
          expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
        },
      }),
    60_000,
  );

  it(
    'refuses to start with NODE_ENV=production on development defaults, naming each variable to set',
    () =>
      checkRefusesDevDefaultsInProduction({
        serviceDir,
        env: { IDENTITY_DEV_OUTBOX_ROUTE: '1' },
        variables: ['MONGODB_URI', 'AUTH_PEPPER', 'SMTP_URL', 'IDENTITY_DEV_OUTBOX_ROUTE'],
      }),
    60_000,
  );

  it('never seeds the demo account with NODE_ENV=production', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'seed-demo'], {
      cwd: serviceDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        MONGODB_DB_PREFIX: testDatabaseName('seed'),
        AUTH_PEPPER: 'a-long-production-pepper',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
    });
    await expect(run).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('seed-demo refuses to run with NODE_ENV=production') });
  }, 60_000);
});
