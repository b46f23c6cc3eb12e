import { RetryLink } from '@apollo/client/link/retry';
import { isNetworkFailure } from './networkFailure';

// Retry rules of SPEC 7.3. RetryLink's `max` counts the first attempt too.

/** Public client: 300 ms growing to 20 s, jittered, at most 100 attempts. */
export function publicRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: 300, max: 20_000, jitter: true },
    attempts: { max: 100, retryIf: isNetworkFailure },
  });
}

/** Authenticated client: at most 3 retries, 1 s growing to 10 s, jittered. */
export function authRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: 1_000, max: 10_000, jitter: true },
    attempts: { max: 4, retryIf: isNetworkFailure },
  });
}
