import { defineConfig } from 'vitest/config';

/** Browser journeys: real Debian Chromium (playwright-core) against the demo server, one file at a time. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/browser/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
