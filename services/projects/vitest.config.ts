import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // One devdb and one local S3 for the run, unless MONGODB_URI / S3_ENDPOINT are set.
    globalSetup: ['@groundwork/service-kit/testing/global-setup'],
    testTimeout: 20_000,
  },
});
