import { ApiError } from './errors';

// Messages of the REST API's failures for the forms that call it (SPEC 8).

export const GENERIC_ERROR = 'Something went wrong, please try again later.';

type FieldErrors = Record<string, unknown>;

/** The messages a 400 answer's body gives for one field. */
export function messagesOf(data: unknown, field: string): string[] {
  const value = (data as FieldErrors | undefined)?.[field];
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

function rateLimitMessage(error: ApiError): string {
  return error.retryAfter === null
    ? 'Too many attempts, please try again later.'
    : `Too many attempts, please try again in ${error.retryAfter} seconds.`;
}

/** Rate limiting, or the generic message. */
export function generalErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return rateLimitMessage(error);
  return GENERIC_ERROR;
}

/**
 * The first message of each API field of a 400 answer, under the form's name
 * for it (e.g. { first_name: 'firstName' }); null for any other failure.
 */
export function formFieldErrors(error: unknown, names: Record<string, string>): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fields: Record<string, string> = {};
  for (const [apiField, formField] of Object.entries(names)) {
    const [first] = messagesOf(error.data, apiField);
    if (first) fields[formField] = first;
  }
  return Object.keys(fields).length > 0 ? fields : null;
}
