import { afterEach, describe, expect, it, vi } from 'vitest';

const init = vi.fn<(options: unknown) => void>();
vi.mock('@sentry/react', () => ({
  init: (options: unknown) => init(options),
  browserTracingIntegration: () => ({ name: 'BrowserTracing' }),
  replayIntegration: () => ({ name: 'Replay' }),
}));

const { startErrorReporting } = await import('./errorReporting');

describe('startErrorReporting', () => {
  afterEach(() => init.mockReset());

  it('does nothing without a DSN', async () => {
    expect(await startErrorReporting('')).toBe(false);
    expect(await startErrorReporting(undefined)).toBe(false);
    expect(init).not.toHaveBeenCalled();
  });

  it('reports with SPEC 9 sampling under the host’s environment', async () => {
    expect(await startErrorReporting('https://key@errors.example/3')).toBe(true);
    expect(init).toHaveBeenCalledOnce();
    expect(init.mock.calls[0][0]).toMatchObject({
      dsn: 'https://key@errors.example/3',
      environment: 'local', // jsdom runs on localhost
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      integrations: [{ name: 'BrowserTracing' }, { name: 'Replay' }],
    });
  });
});
