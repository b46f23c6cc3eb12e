import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/** /account-deleted: where a person lands, signed out, after deleting their account. */
export function AccountDeletedPage() {
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
