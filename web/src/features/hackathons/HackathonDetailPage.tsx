import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { graphql } from '../../gql';
import { DASHBOARD, hackathonEdit, hackathonTimeline } from '../../lib/paths';
import { MakeActiveButton } from '../activeHackathon';
import { MyCheckInCode } from '../checkin';
import { AvailabilityToggle } from '../participants';
import { callToAction } from './callToAction';
import { CallToActionButton } from './CallToActionButton';
import { HackathonOverview } from './HackathonOverview';
import { JoinHackathonButton } from './JoinHackathonButton';
import { LeaveHackathonButton } from './LeaveHackathonButton';
import { hasAnyRole, roleLabels } from './roles';
import { ShareLink } from './ShareLink';
import { PageLoader } from '../../components/PageLoader';

// The access check (access.ts) asks these fields too, so the page opens
// from Apollo's cache in the check's round trip.
graphql(`
  fragment HackathonDetailFields on Hackathon {
    ...HackathonOverview
    ...HackathonRoles
    inviteToken
    requireTermsAcceptance
    myCheckInCode
    myTeam {
      id
    }
    viewerCan {
      manage
      join
      createTeam
    }
  }
`);

const HackathonDetailQuery = graphql(`
  query HackathonDetail($id: ID!, $inviteToken: String) {
    hackathon(id: $id, inviteToken: $inviteToken) {
      ...HackathonDetailFields
    }
  }
`);

/** /hackathon/{id}/detail, the route named HackathonView: the hackathon, joining, switching, sharing. */
export function HackathonDetailPage() {
  const { hackathon_id: id = '' } = useParams();
  const inviteToken = new URLSearchParams(useLocation().search).get('token');
  const { data, error } = useQuery(HackathonDetailQuery, { variables: { id, inviteToken } });
  const hackathon = data?.hackathon;

  if (!hackathon && error) return <Navigate to={DASHBOARD} replace />;
  if (!hackathon) {
    return <PageLoader />;
  }

  const { manage, join } = hackathon.viewerCan;
  const roles = roleLabels(hackathon);
  const cta = callToAction({
    id,
    phase: hackathon.phase,
    signedIn: true,
    canRegister: join,
    isParticipant: hackathon.isParticipant,
    myTeamId: hackathon.myTeam?.id ?? null,
    canCreateTeam: hackathon.viewerCan.createTeam,
  });
  const actions = (
    <>
      {cta && 'register' in cta && <JoinHackathonButton hackathonId={id} inviteToken={inviteToken} requireTerms={hackathon.requireTermsAcceptance} />}
      {cta && 'to' in cta && <CallToActionButton {...cta} />}
      {hasAnyRole(hackathon) && <MakeActiveButton hackathon={hackathon} />}
      {hackathon.isParticipant && <LeaveHackathonButton hackathonId={id} name={hackathon.name} />}
      {manage && (
        <>
          <Button component={Link} to={hackathonEdit(id)} variant="default">
            Edit details
          </Button>
          <Button component={Link} to={hackathonTimeline(id)} variant="default">
            Timeline
          </Button>
        </>
      )}
    </>
  );
  const aside = (
    <>
      {roles.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={4} mb="xs">
            Your roles
          </Title>
          <Group gap={6}>
            {roles.map((role) => (
              <Badge key={role} variant="light">
                {role}
              </Badge>
            ))}
          </Group>
        </Card>
      )}
      {hackathon.myCheckInCode && <MyCheckInCode code={hackathon.myCheckInCode} />}
      {!hasAnyRole(hackathon) && !join && (
        <Text size="sm" c="dimmed">
          Registration is closed at the moment.
        </Text>
      )}
      {hackathon.isParticipant && <AvailabilityToggle hackathonId={id} />}
      {manage && hackathon.inviteToken && <ShareLink id={id} inviteToken={hackathon.inviteToken} />}
    </>
  );

  return <HackathonOverview hackathon={hackathon} actions={actions} aside={aside} />;
}
