import { Alert, Button, Group } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconUsersPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TeamDetailFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { hackathonCreateTeam } from '../../lib/paths';
import { AcceptTeamJoinRequestMutation, DeclineTeamJoinRequestMutation } from './operations';

type Invitation = NonNullable<TeamDetailFragment['myInvitation']>;

/** The viewer's open invitation to the team (team matching): accept to join, or decline. */
export function TeamInvitation({ team, invitation }: { team: TeamDetailFragment; invitation: Invitation }) {
  const navigate = useNavigate();
  const [accept, accepting] = useMutation(AcceptTeamJoinRequestMutation, { refetchQueries: ['SidebarHackathon'] });
  const [decline, declining] = useMutation(DeclineTeamJoinRequestMutation);
  const input = { input: { requestId: invitation.id } };
  return (
    <Alert variant="light" color="blue" icon={<IconUsersPlus size={20} />} title="You are invited to this team">
      {invitation.invitedBy?.displayName ?? 'An admin'} invites you to join {team.name}.
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          loading={accepting.loading}
          onClick={() => {
            accept({ variables: input })
              .then(() => notify(`You joined ${team.name}`, 'success'))
              .catch(() => undefined); // the error link shows refusals
          }}
        >
          Accept and join
        </Button>
        <Button
          size="xs"
          variant="default"
          loading={declining.loading}
          onClick={() => {
            decline({ variables: input })
              .then(() => navigate(hackathonCreateTeam(team.hackathonId)))
              .catch(() => undefined);
          }}
        >
          Decline
        </Button>
      </Group>
    </Alert>
  );
}
