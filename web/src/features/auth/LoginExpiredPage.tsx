import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function LoginExpiredPage() {
  return (
    <Stack>
      <Title order={2}>Your session has ended</Title>
      <Text>You were logged out because your session expired or the server could not be reached.</Text>
      <Anchor component={Link} to="/login">
        Log in again
      </Anchor>
    </Stack>
  );
}
