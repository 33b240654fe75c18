import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // globals lets Testing Library register its cleanup after each test.
    globals: true,
    setupFiles: ['@groundwork/config/vitest/setup-jsdom.mjs', './src/testing/antd-styles-off.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Full antd pages render slowly in jsdom on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
