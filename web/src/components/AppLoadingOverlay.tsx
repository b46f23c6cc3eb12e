import { Center, Loader, Overlay, Stack, Text } from '@mantine/core';

/** The global overlay shown during the initial load (SPEC 2.1). */
export function AppLoadingOverlay() {
  return (
    <Overlay fixed color="var(--mantine-color-body)" backgroundOpacity={1} zIndex={1000}>
      <Center h="100%">
        <Stack align="center" gap="xs" role="status">
          <Loader />
          <Text>Loading...</Text>
        </Stack>
      </Center>
    </Overlay>
  );
}
