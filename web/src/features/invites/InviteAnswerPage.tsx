import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import type { InviteAnswer, InviteDetailFragment } from '../../gql/graphql';
import { publicClient } from '../../lib/apollo/clients';
import { notify } from '../../lib/notify';
import { hackathonView, organizationMembers } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { useActiveHackathon } from '../activeHackathon';
import { forgetHackathonAccess } from '../hackathons';
import { InviteSummary, placeOf } from './InviteSummary';
import { AnswerInviteMutation, InviteQuery } from './operations';

/** A page to come back to after logging in, registering or switching accounts. */
const withNext = (path: string, next: string) => `${path}?${new URLSearchParams({ next })}`;

/** When the uid is missing or leads to no invite. */
export function InviteNotFound() {
  return (
    <Card withBorder padding="xl" maw={640} mx="auto" w="100%">
      <Stack>
        <Title order={1}>Invitation not found</Title>
        <Text c="dimmed">This invitation link is not valid. Check that you opened the whole link from the e-mail.</Text>
      </Stack>
    </Card>
  );
}

/** Signed out: log in or register with the invited address, then come back here. */
function SignInToAnswer({ invite, here }: { invite: InviteDetailFragment; here: string }) {
  return (
    <Stack gap="sm">
      <Text>
        Log in or create an account with <b>{invite.email}</b> to answer.
      </Text>
      <Group>
        <Button component={Link} to={withNext('/login', here)}>
          Log in
        </Button>
        <Button component={Link} to={withNext('/register', here)} variant="default">
          Register
        </Button>
      </Group>
    </Stack>
  );
}

/** Signed in with another address: the invite is not theirs to answer. */
function WrongAccount({ invite, me, here }: { invite: InviteDetailFragment; me: string; here: string }) {
  return (
    <Alert color="yellow" variant="light" title="This invitation is for another address">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          The invitation was sent to <b>{invite.email}</b>, and you are signed in as <b>{me}</b>.
        </Text>
        <Button component={Link} to={withNext('/logout', here)} variant="default" size="sm">
          Switch account
        </Button>
      </Stack>
    </Alert>
  );
}

/** Accept takes on the role and goes to its place; Decline closes the invite. */
function Answer({ invite }: { invite: InviteDetailFragment }) {
  const navigate = useNavigate();
  const userId = useSession().user.id ?? '';
  const { activate } = useActiveHackathon();
  // Everything on screen (the sidebar, the user's organizations) reads the new role.
  const [answerInvite, { loading }] = useMutation(AnswerInviteMutation, { refetchQueries: 'active' });
  const place = placeOf(invite);

  const answer = async (choice: InviteAnswer) => {
    try {
      const { data } = await answerInvite({ variables: { input: { uid: invite.uid, answer: choice } } });
      const answered = data?.answerInvite.invite;
      if (!answered) return;
      if (answered.status === 'DECLINED') {
        notify('You declined the invitation');
        return;
      }
      if (answered.status !== 'ACCEPTED') return;
      notify(`Welcome to ${place?.name ?? 'the team'}`, 'success');
      if (answered.hackathon) {
        const { id, name } = answered.hackathon;
        forgetHackathonAccess(userId, id);
        activate({ id, name });
        await navigate(hackathonView(id));
      } else if (answered.organization) {
        await navigate(organizationMembers(answered.organization.id));
      }
    } catch {
      // The error link has shown why.
    }
  };

  return (
    <Group>
      <Button leftSection={<IconCheck size={16} />} loading={loading} onClick={() => void answer('ACCEPT')}>
        Accept
      </Button>
      <Button leftSection={<IconX size={16} />} variant="default" disabled={loading} onClick={() => void answer('DECLINE')}>
        Decline
      </Button>
    </Group>
  );
}

/**
 * The open pages an invite's e-mail links to (/hackathon/judging/invite?uid=...
 * and the others of SPEC 2.2): who invites you to what, until when. Signed
 * out: log in or register and come back; signed in with the invited address:
 * accept or decline; with another: switch accounts. A closed invite says why.
 */
export function InviteAnswerPage() {
  const location = useLocation();
  const uid = new URLSearchParams(location.search).get('uid') ?? '';
  const { loggedIn, user } = useSession();
  // Signed in, the server tells whether the invite is the viewer's; signed out, the public endpoint shows it.
  // Silent: a bad link's page says so, without a notice besides.
  const { data, error } = useQuery(InviteQuery, {
    variables: { uid },
    skip: !uid,
    client: loggedIn ? undefined : publicClient,
    context: { silent: true },
  });
  const here = location.pathname + location.search;

  if (!uid || (!data && error)) return <InviteNotFound />;
  if (!data) return <PageLoader />;
  const { invite } = data;

  // A closed invite offers nothing: the summary says why.
  let action = null;
  if (invite.status === 'PENDING') {
    if (!loggedIn) action = <SignInToAnswer invite={invite} here={here} />;
    else if (invite.isForViewer) action = <Answer invite={invite} />;
    else action = <WrongAccount invite={invite} me={user.email || user.username} here={here} />;
  }
  return <InviteSummary invite={invite}>{action}</InviteSummary>;
}
