import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 60_000,
    // Most tests wait on child processes (`pnpm groundwork`, the isolated extraction): two at a time keep both cores busy.
    sequence: { concurrent: true },
    maxConcurrency: 2,
  },
});
