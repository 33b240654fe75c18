import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    // antd dialogs, selects and notifications in jsdom are slow on a busy 2-core machine.
    testTimeout: 30_000,
    setupFiles: ['@groundwork/config/vitest/setup-jsdom.mjs', '@groundwork/design-system/testing/setup-antd-apps'],
  },
});
