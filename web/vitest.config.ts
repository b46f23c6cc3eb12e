import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Unit tests only; the browser journeys have vitest.e2e.config.ts.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // Form tests type a lot: on a busy 2-core machine one took 15 s.
    testTimeout: 30_000,
    unstubGlobals: true,
    // @rjsf/mantine imports dayjs plugins without their .js extension, which
    // Node's ESM resolution refuses; Vite resolves them when it inlines it.
    server: { deps: { inline: [/@rjsf\//] } },
  },
});
