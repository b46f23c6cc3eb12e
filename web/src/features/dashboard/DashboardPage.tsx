import { Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { PhaseBadge } from '../../components/HackathonBadges';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { graphql } from '../../gql';
import type { MyDashboardQuery as MyDashboardResult } from '../../gql/graphql';
import { DISCOVER, INBOX, hackathonView } from '../../lib/paths';
import { displayName } from '../../lib/session/types';
import { useSession } from '../../lib/session/useSession';

import { CreateHackathonButton } from '../hackathons';
import { UnreadNotificationList } from '../notifications';
import { formatDateTime } from '../../lib/dates';

export const MyDashboardQuery = graphql(`
  query MyDashboard {
    myDashboard {
      unreadNotifications
      hackathons {
        hackathon {
          id
          name
          phase
          phaseDisplay
        }
        nextPhase
        nextPhaseDisplay
        nextTransitionAt
      }
      pendingInvites {
        id
        uid
        kind
        roleName
        hackathon {
          id
          name
        }
        organization {
          id
          name
        }
      }
      actions {
        kind
        title
        link
        hackathonId
        hackathonName
      }
    }
  }
`);

type Dashboard = MyDashboardResult['myDashboard'];

/** What waits for the user, from every capability (the server's action list). Invitations have their own card. */
function Actions({ actions }: { actions: Dashboard['actions'] }) {
  const shown = actions.filter((a) => a.kind !== 'ANSWER_INVITE');
  return (
    <SectionCard title="Needs your attention">
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          You're all caught up.
        </Text>
      ) : (
        <Stack gap="xs">
          {shown.map((a) => (
            <Group key={`${a.kind}-${a.hackathonId ?? ''}-${a.link}`} justify="space-between" wrap="nowrap">
              <div>
                <Anchor component={Link} to={a.link} fw={600}>
                  {a.title}
                </Anchor>
                {a.hackathonName && (
                  <Text size="sm" c="dimmed">
                    {a.hackathonName}
                  </Text>
                )}
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function Invitations({ invites }: { invites: Dashboard['pendingInvites'] }) {
  if (invites.length === 0) return null;
  return (
    <SectionCard title="Invitations">
      <Stack gap="xs">
        {invites.map((inv) => (
          <Group key={inv.id} justify="space-between" wrap="nowrap">
            <Text size="sm">
              Be {inv.roleName} of <b>{inv.hackathon?.name ?? inv.organization?.name}</b>
            </Text>
            <Anchor component={Link} to={`${answerPath(inv.kind)}?uid=${encodeURIComponent(inv.uid)}`} size="sm">
              Answer
            </Anchor>
          </Group>
        ))}
      </Stack>
    </SectionCard>
  );
}

/** The open invite pages of SPEC 2.2, by kind. */
function answerPath(kind: Dashboard['pendingInvites'][number]['kind']): string {
  const pages: Record<typeof kind, string> = {
    ORGANIZING_TEAM: '/hackathon/organizing-team/invite',
    JUDGE: '/hackathon/judging/invite',
    MENTOR: '/hackathon/mentors/invite',
    VOLUNTEER: '/hackathon/heroes/invite',
    ORGANIZATION_MEMBER: '/organization/members/invite',
  };
  return pages[kind];
}

function Hackathons({ hackathons }: { hackathons: Dashboard['hackathons'] }) {
  return (
    <Stack gap="sm">
      {hackathons.map(({ hackathon: h, nextPhaseDisplay, nextTransitionAt }) => (
        <Card key={h.id} withBorder padding="md" component="article" aria-label={h.name}>
          <Group justify="space-between">
            <Anchor component={Link} to={hackathonView(h.id)} fw={600}>
              {h.name}
            </Anchor>
            <PhaseBadge phase={h.phase} label={h.phaseDisplay} />
          </Group>
          <Text size="sm" c="dimmed" mt={4}>
            {nextPhaseDisplay
              ? nextTransitionAt
                ? `Next: ${nextPhaseDisplay} on ${formatDateTime(nextTransitionAt)}`
                : `Next: ${nextPhaseDisplay} (not scheduled yet)`
              : 'This hackathon has finished.'}
          </Text>
        </Card>
      ))}
    </Stack>
  );
}

function UnreadSummary({ unread }: { unread: number }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="sm">
        <Title order={3}>Notifications</Title>
        {unread > 0 && (
          <Badge color="red" variant="filled">
            {unread} unread
          </Badge>
        )}
      </Group>
      <UnreadNotificationList />
      <Anchor component={Link} to={INBOX} size="sm" mt="md" display="block">
        View all notifications
      </Anchor>
    </Card>
  );
}

/** /dash: what waits for the user, their hackathons with what comes next, invitations and unread notifications. */
export function DashboardPage() {
  const { user } = useSession();
  const { data, loading, error } = useQuery(MyDashboardQuery);
  const dash = data?.myDashboard;
  return (
    <>
      <PageHeader
        title="Dashboard"
        description={`Welcome back, ${displayName(user)}.`}
        actions={
          <>
            <Button component={Link} to={DISCOVER} variant="default">
              Discover hackathons
            </Button>
            <CreateHackathonButton />
          </>
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {dash && <Actions actions={dash.actions} />}
            <div>
              <Title order={3} mb="sm">
                Your hackathons
              </Title>
              <QueryState
                loading={!data && loading}
                error={!data && error}
                empty={(dash?.hackathons.length ?? 0) === 0}
                emptyText="You have no hackathons yet. Discover one to join, or create your own."
              >
                {dash && <Hackathons hackathons={dash.hackathons} />}
              </QueryState>
            </div>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            {dash && <Invitations invites={dash.pendingInvites} />}
            <UnreadSummary unread={dash?.unreadNotifications ?? 0} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
}
