import { defineConfig } from 'vitest/config';

export default defineConfig({
  define: { __EA_VERSION__: JSON.stringify('test') },
  esbuild: { jsx: 'automatic' },
  test: {
    environment: 'happy-dom',
    include: ['test/unit/**/*.test.{ts,tsx}', 'test/component/**/*.test.{ts,tsx}', 'test/api/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    restoreMocks: true,
    // ky is run through Vitest's module graph (not Node's cache), so a test that resets modules loads it afresh,
    // as a browser without AbortSignal.any would (test/unit/api/signals.test.ts).
    server: { deps: { inline: ['ky'] } },
    // Longer than Testing Library's wait (test/setup.ts): no test fails because the machine is busy.
    testTimeout: 30_000,
  },
});
