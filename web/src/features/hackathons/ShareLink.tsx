import { Button, Card, CopyButton, Group, Text, TextInput, Title } from '@mantine/core';
import { publicHackathon } from '../../lib/paths';
import { RotateShareLinkButton } from './RotateShareLinkButton';

/** The share link of SPEC 2.2, for organizers: it invites participants, also to invite-only hackathons. */
function shareLink(origin: string, id: string, inviteToken: string): string {
  const query = new URLSearchParams({ token: inviteToken, participant_invite: 'true' });
  return `${origin}${publicHackathon(id)}?${query}`;
}

export function ShareLink({ id, inviteToken }: { id: string; inviteToken: string }) {
  const link = shareLink(window.location.origin, id, inviteToken);
  return (
    <Card withBorder padding="lg">
      <Title order={4} mb={4}>
        Invite participants
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Anyone with this link can register and join.
      </Text>
      <Group gap="xs" wrap="nowrap">
        <TextInput aria-label="Share link" value={link} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end" mt="xs">
        <RotateShareLinkButton hackathonId={id} />
      </Group>
    </Card>
  );
}
