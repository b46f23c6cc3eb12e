import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDeferredValue } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { graphql } from '../../gql';
import { publicClient } from '../../lib/apollo/clients';
import { hackathonView } from '../../lib/paths';
import { useSession } from '../../lib/session/useSession';
import { hasParticipantInvite } from './access';
import type { PublicHackathonQuery as PublicHackathonResult } from '../../gql/graphql';
import { callToAction } from './callToAction';
import { CallToActionButton } from './CallToActionButton';
import { HackathonOverview } from './HackathonOverview';

const PublicHackathonQuery = graphql(`
  query PublicHackathon($id: ID!) {
    hackathon(id: $id) {
      ...HackathonOverview
      canRegisterOutsideRegistrationPhase
    }
  }
`);

/** Register and Log in, coming back to the hackathon's page (with the invite) afterwards. */
function JoinButtons({ next, invited }: { next: string; invited: boolean }) {
  const query = new URLSearchParams({ next });
  if (invited) query.set('participant_invite', 'true');
  return (
    <>
      <Button component={Link} to={`/register?${query}`}>
        Register to join
      </Button>
      <Button component={Link} to={`/login?${query}`} variant="default">
        Log in
      </Button>
    </>
  );
}

interface SignedOutActionsProps {
  hackathon: PublicHackathonResult['hackathon'];
  next: string;
  invited: boolean;
}

/** One call to action by the hackathon's phase (sign in to register, see results), else logging in. */
function SignedOutActions({ hackathon: h, next, invited }: SignedOutActionsProps) {
  const open = h.phase === 'REGISTRATION_OPEN' || (h.canRegisterOutsideRegistrationPhase && h.phase !== 'COMPLETE');
  const cta = callToAction({ id: h.id, phase: h.phase, signedIn: false, canRegister: open, isParticipant: false, myTeamId: null, canCreateTeam: false });
  if (!cta || !('to' in cta)) {
    return (
      <Button component={Link} to={`/login?${new URLSearchParams({ next })}`} variant="default">
        Log in
      </Button>
    );
  }
  const query = new URLSearchParams({ next });
  if (invited) query.set('participant_invite', 'true');
  return (
    <>
      <CallToActionButton label={cta.label} to={open ? `/login?${query}` : cta.to} />
      {open && (
        <Button component={Link} to={`/register?${query}`} variant="default" size="md">
          Create an account
        </Button>
      )}
    </>
  );
}

/**
 * /pub/hackathon/{id}/detail: the public view of a PUBLIC hackathon, and where
 * share links land. Signed-in users go on to the full page, keeping the invite.
 */
export function PublicHackathonPage() {
  const { hackathon_id: id = '' } = useParams();
  const { search } = useLocation();
  const { loggedIn } = useSession();
  const { data: fetched, error } = useQuery(PublicHackathonQuery, { client: publicClient, variables: { id }, skip: loggedIn });
  // Drawn in the background once it comes: React yields to the browser while it draws the page.
  const data = useDeferredValue(fetched);
  const next = hackathonView(id) + search;
  const invited = hasParticipantInvite(search);

  if (loggedIn) return <Navigate to={next} replace />;
  if (data) return <HackathonOverview hackathon={data.hackathon} actions={<SignedOutActions hackathon={data.hackathon} next={next} invited={invited} />} />;
  if (!error) return <PageLoader />;
  // Not public: invite-only or organization-only hackathons show after login.
  return (
    <Card withBorder padding="xl" maw={520} mx="auto" mt="xl">
      <Stack>
        <Title order={2}>{invited ? 'You are invited to a hackathon' : 'This hackathon is not public'}</Title>
        <Text c="dimmed">
          {invited
            ? 'Create an account or log in to see it and join.'
            : 'Log in to see it if you take part in it or belong to its organization.'}
        </Text>
        <Group>
          <JoinButtons next={next} invited={invited} />
        </Group>
      </Stack>
    </Card>
  );
}
