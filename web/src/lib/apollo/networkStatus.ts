// Messages for HTTP statuses of GraphQL calls (SPEC 8, "Network status").
const MESSAGES: Record<number, string> = {
  401: 'Unauthorised, please log in',
  403: 'Forbidden, you may not have permissions to perform this action',
  404: 'Request not successful, endpoint not found',
  413: 'Payload too large, please attempt again with a smaller payload',
  418: 'The server refuses the attempt to brew coffee with a teapot',
  // Not in SPEC 8: the server answers 503 while Postgres or Temporal is unreachable.
  503: 'Hackforge cannot reach one of its services right now. Please try again in a minute.',
  522: 'Request timed out',
};

export const STATUS_FALLBACK_MESSAGE = 'Error: Something went wrong, please try again.';

/** Statuses after which the user is logged out. */
export const LOGOUT_STATUSES: ReadonlySet<number> = new Set([401, 522]);

export function statusMessage(status: number): string {
  return MESSAGES[status] ?? STATUS_FALLBACK_MESSAGE;
}
