import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { displayName } from '../../lib/session/types';
import { useSession } from '../../lib/session/useSession';

/** A plain landing page until the dashboard (SPEC 2.1) arrives. */
export function HomePage() {
  const { user } = useSession();
  return (
    <Stack>
      <Title order={1}>Welcome</Title>
      <Text>Signed in as {displayName(user)}</Text>
      <Anchor component={Link} to="/logout">
        Log out
      </Anchor>
    </Stack>
  );
}
