import { Center, Loader } from '@mantine/core';

/** A page or section waiting for its data. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center py="xl">
      <Loader role="status" aria-label={label} />
    </Center>
  );
}
