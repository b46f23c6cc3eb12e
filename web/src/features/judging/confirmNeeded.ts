import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The server asks for confirmation (CONFLICT on field confirm): judges have started scoring. */
export function confirmNeeded(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors.find((x) => x.extensions?.code === 'CONFLICT' && x.extensions.field === 'confirm');
  return e ? e.message : null;
}
