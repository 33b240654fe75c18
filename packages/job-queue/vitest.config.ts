import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // One devdb for the run, unless MONGODB_URI is set.
    globalSetup: ['@groundwork/service-kit/testing/global-setup'],
    testTimeout: 20_000,
  },
});
