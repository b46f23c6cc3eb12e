import { Alert, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageLoader } from './PageLoader';

interface QueryStateProps {
  loading: boolean;
  error?: unknown;
  empty?: boolean;
  emptyText?: string;
  errorText?: string;
  children: ReactNode;
}

/** A list's loading, failure and empty states, or its content. */
export function QueryState({ loading, error, empty, emptyText, errorText = 'Unable to load this list.', children }: QueryStateProps) {
  if (loading) {
    return <PageLoader />;
  }
  if (error) {
    return (
      <Alert color="red" variant="light">
        {errorText}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Text c="dimmed" py="md">
        {emptyText}
      </Text>
    );
  }
  return children;
}
