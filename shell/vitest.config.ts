import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['@groundwork/config/vitest/setup-jsdom.mjs', '@groundwork/design-system/testing/setup-antd-apps'],
    testTimeout: 20_000,
  },
});
