import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // antd in jsdom is slow on a loaded 2-core CI machine.
    testTimeout: 30_000,
    setupFiles: ['@groundwork/config/vitest/setup-jsdom.mjs', '@groundwork/design-system/testing/setup-antd-apps'],
  },
});
