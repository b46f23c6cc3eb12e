import { defineConfig } from 'vitest/config';

// Browser journeys against a running server (E2E_BASE_URL), one file at a
// time, in one Chromium launched for the run.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/chromium.ts', 'e2e/support/axeReport.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
