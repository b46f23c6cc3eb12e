import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { TeamDetailFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { hackathonCreateTeam, hackathonView } from '../../lib/paths';
import { DeleteTeamMutation } from './operations';

/** "Delete team" for its admins and the organizers (viewerCan.delete), after a confirmation; then away from the gone page. */
export function DeleteTeamButton({ team }: { team: TeamDetailFragment }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleteTeam, { loading }] = useMutation(DeleteTeamMutation, {
    refetchQueries: ['SidebarHackathon'],
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Team', id: team.id }) });
      cache.gc();
    },
  });
  return (
    <>
      <Button variant="outline" color="red" leftSection={<IconTrash size={16} />} onClick={() => setConfirming(true)}>
        Delete team
      </Button>
      <ConfirmModal
        opened={confirming}
        title={`Delete ${team.name}?`}
        confirmLabel="Delete team"
        danger
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          deleteTeam({ variables: { input: { teamId: team.id } } })
            .then(() => {
              notify(`${team.name} was deleted`, 'success');
              void navigate(team.isMember ? hackathonCreateTeam(team.hackathonId) : hackathonView(team.hackathonId));
            })
            .catch(() => setConfirming(false));
        }}
      >
        The team, its open requests and invitations, its resources and its draft submissions are deleted, and its other members are told. This
        cannot be undone. (A team that has submitted its work or been rated cannot be deleted.)
      </ConfirmModal>
    </>
  );
}
