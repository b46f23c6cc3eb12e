import { Button } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify';
import { useSession } from '../../lib/session/useSession';
import { useActiveHackathon } from '../activeHackathon';
import { forgetHackathonAccess } from './access';

const JoinHackathonMutation = graphql(`
  mutation JoinHackathon($input: JoinHackathonInput!) {
    joinHackathon(input: $input) {
      hackathon {
        id
        name
        ...HackathonRoles
        viewerCan {
          ...ViewerCan
        }
      }
    }
  }
`);

interface JoinHackathonButtonProps {
  hackathonId: string;
  /** The share link's token, for invite-only hackathons. */
  inviteToken: string | null;
}

/** Registers the user as a participant; a first hackathon becomes the active one. */
export function JoinHackathonButton({ hackathonId, inviteToken }: JoinHackathonButtonProps) {
  const userId = useSession().user.id ?? '';
  const { adoptIfNone } = useActiveHackathon();
  const [join, { loading }] = useMutation(JoinHackathonMutation);

  const onJoin = async () => {
    try {
      const { data } = await join({ variables: { input: { hackathonId, inviteToken } } });
      const hackathon = data?.joinHackathon.hackathon;
      if (!hackathon) return;
      forgetHackathonAccess(userId, hackathonId);
      adoptIfNone(hackathon);
      notify(`You joined ${hackathon.name}`, 'success');
    } catch {
      // The error link has shown why.
    }
  };

  return (
    <Button size="md" loading={loading} onClick={() => void onJoin()}>
      Join hackathon
    </Button>
  );
}
