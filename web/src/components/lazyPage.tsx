import { Alert, Button, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { PageLoader } from './PageLoader';

/** How long a page's script chunk may take to load (SPEC 9). */
export const CHUNK_TIMEOUT_MS = 120_000;

function withinChunkTimeout<T>(loading: Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The page took too long to load.')), CHUNK_TIMEOUT_MS);
    loading.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

function ChunkFailed({ resetErrorBoundary }: FallbackProps) {
  return (
    <Alert color="red" variant="light" title="This page could not be loaded">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Check your connection and try again.</Text>
        <Button variant="default" size="xs" onClick={resetErrorBoundary}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * A route page whose script loads as its own chunk when first shown. A load
 * that fails or outlasts CHUNK_TIMEOUT_MS shows an error with a retry.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const loadPage = () => withinChunkTimeout(load()).then((Page) => ({ default: Page }));
  let latest = lazy(loadPage);
  // React keeps a failed lazy component failed: a retry needs a new one, and
  // pages shown after the failure start from that one too.
  const retry = () => (latest = lazy(loadPage));
  return function LazyPage(props: P) {
    const [Page, setPage] = useState(() => latest);
    return (
      <ErrorBoundary FallbackComponent={ChunkFailed} onReset={() => setPage(retry())}>
        <Suspense fallback={<PageLoader />}>
          <Page {...props} />
        </Suspense>
      </ErrorBoundary>
    );
  };
}
