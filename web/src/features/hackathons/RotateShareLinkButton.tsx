import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useDisclosure } from '@mantine/hooks';
import { ConfirmModal } from '../../components/ConfirmModal';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify';

const RotateHackathonInviteTokenMutation = graphql(`
  mutation RotateHackathonInviteToken($input: RotateHackathonInviteTokenInput!) {
    rotateHackathonInviteToken(input: $input) {
      hackathon {
        id
        inviteToken
      }
    }
  }
`);

/** Issues a new share token (the cache updates the link shown); old links stop working. */
export function RotateShareLinkButton({ hackathonId }: { hackathonId: string }) {
  const [opened, { open, close }] = useDisclosure(false);
  const [rotate, { loading }] = useMutation(RotateHackathonInviteTokenMutation);

  const onConfirm = async () => {
    try {
      await rotate({ variables: { input: { hackathonId } } });
    } catch {
      return; // The error link has shown why.
    }
    close();
    notify('The share link was replaced; old links no longer work', 'success');
  };

  return (
    <>
      <Button variant="subtle" size="xs" onClick={open}>
        Rotate share link
      </Button>
      <ConfirmModal
        opened={opened}
        title="Rotate the share link?"
        confirmLabel="Rotate share link"
        danger
        loading={loading}
        onCancel={close}
        onConfirm={() => void onConfirm()}
      >
        Links shared so far stop working; people who already joined keep their place.
      </ConfirmModal>
    </>
  );
}
