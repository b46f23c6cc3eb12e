import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { session } from '../../lib/session/store';

/**
 * /account-deleted: where a person lands after deleting their account. It
 * signs them out here, outside the signed-in pages, which would send them to
 * /login instead (their token is revoked already).
 */
export function AccountDeletedPage() {
  useEffect(() => {
    if (session.get().loggedIn) session.logout();
  }, []);
  return (
    <Card withBorder padding="lg" maw={560} mx="auto" mt="xl">
      <Stack gap="sm">
        <Title order={1} size="h3">
          Your account has been deleted
        </Title>
        <Text>
          You have been signed out, and your personal details are being erased. Thank you for hacking with us.
        </Text>
        <Anchor component={Link} to="/">
          Back to Hackforge
        </Anchor>
      </Stack>
    </Card>
  );
}
