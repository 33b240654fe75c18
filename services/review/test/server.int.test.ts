import { fileURLToPath } from 'node:url';
import { checkServerLifecycle } from '@groundwork/service-kit/testing';
import { describe, it } from 'vitest';

describe('review server', () => {
  it('starts on its database, serves /healthz, and exits 0 on SIGTERM', () =>
    checkServerLifecycle({ service: 'review', serviceDir: fileURLToPath(new URL('..', import.meta.url)) }), 60_000);
});
