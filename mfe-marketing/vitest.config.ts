import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The shipped demo script, as the build's default (rspack.config.mjs).
  resolve: { alias: { '@demo-content': fileURLToPath(new URL('./content', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    // globals lets Testing Library register its cleanup after each test.
    globals: true,
    setupFiles: ['@groundwork/config/vitest/setup-jsdom.mjs', './src/test/setup-dom.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // Full antd pages render slowly in jsdom on a busy 2-core machine.
    testTimeout: 20_000,
  },
});
