import { Button } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useDisclosure } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify';
import { session } from '../../lib/session/store';
import { useSession } from '../../lib/session/useSession';
import { forgetHackathonAccess } from './access';

const LeaveHackathonMutation = graphql(`
  mutation LeaveHackathon($input: LeaveHackathonInput!) {
    leaveHackathon(input: $input) {
      hackathon {
        id
      }
    }
  }
`);

/** A participant removes their registration, after confirming; they land on their hackathons. */
export function LeaveHackathonButton({ hackathonId, name }: { hackathonId: string; name: string }) {
  const userId = useSession().user.id ?? '';
  const [opened, { open, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const client = useApolloClient();
  const [leave, { loading }] = useMutation(LeaveHackathonMutation);

  const onConfirm = async () => {
    try {
      await leave({ variables: { input: { hackathonId } } });
    } catch {
      return; // The error link has shown why.
    }
    close();
    forgetHackathonAccess(userId, hackathonId);
    if (session.get().activeHackathon?.id === hackathonId) session.setActiveHackathon(null);
    client.cache.evict({ id: client.cache.identify({ __typename: 'Hackathon', id: hackathonId }) });
    client.cache.gc();
    notify(`You left ${name}`, 'success');
    await navigate('/hackathon/mine', { replace: true });
  };

  return (
    <>
      <Button variant="default" color="red" onClick={open}>
        Leave hackathon
      </Button>
      <ConfirmModal
        opened={opened}
        title={`Leave ${name}?`}
        confirmLabel="Leave hackathon"
        danger
        loading={loading}
        onCancel={close}
        onConfirm={() => void onConfirm()}
      >
        Your registration is removed. You can join again while registration is open.
      </ConfirmModal>
    </>
  );
}
