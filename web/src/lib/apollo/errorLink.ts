import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { notify } from '../notify';
import { session } from '../session/store';
import { endSession } from '../sessionLoss';
import { fieldOf } from './fieldErrors';
import { isNetworkFailure } from './networkFailure';
import { LOGOUT_STATUSES, statusMessage } from './networkStatus';

/**
 * Turns GraphQL and network errors into notices (SPEC 8). It sits inside the
 * RetryLink, so each failed attempt passes here; the disconnect notice is throttled.
 * An operation whose context has `silent: true` (onboarding's save, SPEC 8)
 * shows no notice; a lost session still ends.
 */
export function errorLink(notifyDisconnected: () => void): ErrorLink {
  return new ErrorLink(({ error, operation }) => {
    const silent = operation.getContext().silent === true;
    if (silent && !ServerError.is(error)) {
      console.warn('GraphQL request failed (silent)', error);
    } else if (CombinedGraphQLErrors.is(error)) {
      // Errors naming a form field show under that field instead (see fieldErrors).
      error.errors.filter((e) => !fieldOf(e)).forEach(({ message }) => notify(message, 'danger'));
    } else if (ServerError.is(error)) {
      if (!silent) notify(statusMessage(error.statusCode), 'danger');
      if (LOGOUT_STATUSES.has(error.statusCode) && !tokenReplaced(operation.getContext().headers as Record<string, string> | undefined)) {
        endSession('/login-expired');
      }
    } else if (isNetworkFailure(error)) {
      notifyDisconnected();
    } else {
      console.warn('GraphQL request failed', error);
    }
  });
}

/** Whether the call carried a token that a refresh has replaced since: that 401 is no session loss. */
function tokenReplaced(headers: Record<string, string> | undefined): boolean {
  const sent = headers?.Authorization?.replace(/^Token /, '');
  const { token } = session.get();
  return sent !== undefined && token !== null && sent !== token;
}
