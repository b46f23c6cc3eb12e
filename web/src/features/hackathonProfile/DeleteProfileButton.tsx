import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify';

const DeleteHackathonProfileMutation = graphql(`
  mutation DeleteHackathonProfile {
    deleteHackathonProfile {
      success
    }
  }
`);

/** "Delete profile", after confirmation: links, city, bio and skills go; the form starts empty. */
export function DeleteProfileButton({ onDeleted }: { onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, { loading }] = useMutation(DeleteHackathonProfileMutation, { refetchQueries: ['MyHackathonProfile'], awaitRefetchQueries: true });
  const confirm = async () => {
    await remove();
    setConfirming(false);
    onDeleted();
    notify('Hackathon profile deleted', 'success');
  };
  return (
    <>
      <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
        Delete profile
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Delete your hackathon profile?"
        confirmLabel="Delete profile"
        danger
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void confirm().catch(() => setConfirming(false))}
      >
        Your links, city, bio and skills are removed from every hackathon you take part in. You can fill in a new profile at any time.
      </ConfirmModal>
    </>
  );
}
