import { defineConfig } from 'vitest/config';

// End-to-end tests: the real platform (services, gateway, built frontends) driven in Chromium.
// One file at a time: they share one platform and each starts its own browser.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['./global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Node loads the platform launcher itself: it uses import.meta.resolve, which vitest's
    // module runner does not support.
    server: { deps: { external: [/\/tools\/platform\//] } },
  },
});
