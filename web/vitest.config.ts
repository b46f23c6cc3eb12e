import { readdirSync, readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { SlowestReporter } from './src/test/slowestReporter';

const testFiles = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`);

// Test files share a worker's modules and DOM, for speed (setup.ts resets
// the project's own modules after each file). A vi.mock stays registered in
// the worker though, so files that mock a module each get a worker of their own.
const mocking = testFiles.filter((file) => readFileSync(file, 'utf8').includes('vi.mock('));

// Unit tests only; the browser journeys have vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    pool: 'threads',
    // Two workers, one a core: measured on 2 cores, 60-66 s beside 82-89 s with one.
    maxWorkers: 2,
    setupFiles: ['src/test/setup.ts'],
    // VITEST_SLOWEST=path also writes the ten slowest files there (deploy/test.sh prints them).
    reporters: process.env.VITEST_SLOWEST ? ['default', new SlowestReporter(process.env.VITEST_SLOWEST)] : ['default'],
    restoreMocks: true,
    // Form tests type a lot: on a busy 2-core machine one took 15 s.
    testTimeout: 30_000,
    unstubGlobals: true,
    // @rjsf/mantine imports dayjs plugins without their .js extension, which
    // Node's ESM resolution refuses; Vite resolves them when it inlines it.
    server: { deps: { inline: [/@rjsf\//] } },
    projects: [
      { extends: true, test: { name: 'shared', include: testFiles, exclude: mocking, isolate: false } },
      { extends: true, test: { name: 'isolated', include: mocking } },
    ],
  },
});
