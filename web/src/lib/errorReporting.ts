import { environmentOf } from './environment';

/** SPEC 9: every trace, a tenth of the sessions, and every session with an error. */
export const ERROR_REPORT_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const;

/**
 * Starts reporting errors to a tracker that speaks the Sentry protocol
 * (Sentry or a self-hosted GlitchTip) when the build was given a DSN
 * (VITE_SENTRY_DSN); without one the SDK's chunk is not even loaded. The
 * server reports to the same project (SENTRY_DSN).
 */
export async function startErrorReporting(dsn: string | undefined = import.meta.env.VITE_SENTRY_DSN): Promise<boolean> {
  if (!dsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: environmentOf(window.location.hostname).toLowerCase(),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    // Traces reach our own API only, carrying the trace header the server can join.
    tracePropagationTargets: [window.location.origin],
    ...ERROR_REPORT_SAMPLING,
  });
  return true;
}
