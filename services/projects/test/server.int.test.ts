import { fileURLToPath } from 'node:url';
import { checkServerLifecycle } from '@groundwork/service-kit/testing';
import { describe, it } from 'vitest';

describe('projects server', () => {
  it('starts on its database, serves /healthz, and exits 0 on SIGTERM', () =>
    checkServerLifecycle({ service: 'projects', serviceDir: fileURLToPath(new URL('..', import.meta.url)) }), 60_000);
});
