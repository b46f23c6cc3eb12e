import { defineConfig } from 'vitest/config';

// Browser journeys against a running server (E2E_BASE_URL), in one Chromium
// launched for the run. E2E_WORKERS files run at a time (default 2): a
// journey spends most of its time waiting on the server and the browser.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/chromium.ts', 'e2e/support/axeReport.ts'],
    setupFiles: ['e2e/support/setup.ts'],
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
    sequence: { concurrent: false },
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
});
