import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One devdb for the run, unless MONGODB_URI is set.
    globalSetup: ['@groundwork/service-kit/testing/global-setup'],
    // Load the platform tools natively: they use import.meta.resolve, which vite's runner lacks.
    server: { deps: { external: [/tools\/platform\//] } },
    testTimeout: 20_000,
  },
});
