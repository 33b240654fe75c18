import { fileURLToPath } from 'node:url';
import { checkServerLifecycle } from '@groundwork/service-kit/testing';
import { describe, expect, it } from 'vitest';

describe('identity server', () => {
  it('starts on its database with a signing key, serves /healthz, and exits 0 on SIGTERM', () =>
    checkServerLifecycle({
      service: 'identity',
      serviceDir: fileURLToPath(new URL('..', import.meta.url)),
      whileRunning: async ({ url }) => {
        const jwks = await fetch(`${url}/api/auth/.well-known/jwks.json`);
        expect(((await jwks.json()) as { keys: unknown[] }).keys).toHaveLength(1);
      },
    }), 60_000);
});
