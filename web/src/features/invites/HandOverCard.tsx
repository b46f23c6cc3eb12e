import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { HackathonMemberRowFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { TransferHackathonMutation } from './operations';

/**
 * On the Organizing Team page, for the creator: make a member of the team
 * the hackathon's creator (before deleting one's account, say). The former
 * creator joins the team.
 */
export function HandOverCard({ hackathonId, members, onDone }: { hackathonId: string; members: HackathonMemberRowFragment[]; onDone: () => void }) {
  const [userId, setUserId] = useState<string | null>(null);
  const [transfer, { loading }] = useMutation(TransferHackathonMutation, { refetchQueries: ['HackathonPeople'] });

  const handOver = async () => {
    if (!userId) return;
    try {
      const { data } = await transfer({ variables: { input: { hackathonId, userId } } });
      notify(`${data?.transferHackathon.creator.displayName ?? 'They'} now runs this hackathon as its creator`, 'success');
      setUserId(null);
      onDone();
    } catch {
      // The error link has shown why.
    }
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={3}>Hand this hackathon over</Title>
        <Text size="sm">
          Make a member of the Organizing Team its creator. You stay on the Organizing Team.
        </Text>
        <Group align="flex-end">
          <Select
            label="New creator"
            placeholder={members.length ? 'Choose a member' : 'Invite someone to the Organizing Team first'}
            data={members.map((m) => ({ value: m.person.id, label: m.person.displayName }))}
            value={userId}
            onChange={setUserId}
            disabled={members.length === 0}
          />
          <Button loading={loading} disabled={!userId} onClick={() => void handOver()}>
            Hand over
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
