import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { GraphQLFormattedError } from 'graphql';

/** A BAD_USER_INPUT error naming an input field (extensions.field): forms show it under that field. */
export function fieldOf(error: GraphQLFormattedError): string | null {
  const { code, field } = error.extensions ?? {};
  return code === 'BAD_USER_INPUT' && typeof field === 'string' ? field : null;
}

/** The first message per input field of a failed mutation, for form.setErrors. */
export function fieldErrors(error: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!CombinedGraphQLErrors.is(error)) return fields;
  for (const graphQLError of error.errors) {
    const field = fieldOf(graphQLError);
    if (field && !(field in fields)) fields[field] = graphQLError.message;
  }
  return fields;
}
