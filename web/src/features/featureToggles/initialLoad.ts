import { ServerError } from '@apollo/client/errors';
import type { ErrorLike } from '@apollo/client';
import { isNetworkFailure } from '../../lib/apollo/networkFailure';

/**
 * Whether a failed first feature-toggle fetch still ends the initial loading
 * (SPEC 8): only when logged out and the error is neither a 5xx answer nor a
 * network failure without a status. Otherwise the overlay stays until a poll succeeds.
 */
export function failureEndsInitialLoad(error: ErrorLike, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  if (ServerError.is(error) && error.statusCode >= 500) return false;
  return !isNetworkFailure(error);
}
