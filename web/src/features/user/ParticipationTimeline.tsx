import { Anchor, Card, Text, Timeline, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { ParticipationEventKind } from '../../gql/graphql';
import { hackathonView } from '../../lib/paths';
import { formatForViewer } from '../../lib/timeZone';
import { dayLabel } from '../participants';

export const ParticipationEventsQuery = graphql(`
  query ParticipationEvents {
    myParticipationEvents {
      kind
      hackathonId
      hackathonName
      at
      date
    }
  }
`);

const VERBS: Record<ParticipationEventKind, string> = { JOINED: 'Joined', CHECKED_IN: 'Checked in at', LEFT: 'Left' };

/** The user's entries as a participant, newest first: joined, checked in on a day, left. */
export function ParticipationTimeline() {
  const { data } = useQuery(ParticipationEventsQuery);
  const events = data?.myParticipationEvents ?? [];
  if (events.length === 0) return null;
  return (
    <Card withBorder padding="xl">
      <Title order={3} mb="md">
        As a participant
      </Title>
      <Timeline bulletSize={16} lineWidth={2} aria-label="As a participant">
        {events.map((e) => (
          <Timeline.Item
            key={`${e.kind}-${e.hackathonId}-${e.at}`}
            title={
              <>
                {VERBS[e.kind]}{' '}
                {e.kind === 'LEFT' ? (
                  <Text span fw={600}>
                    {e.hackathonName}
                  </Text>
                ) : (
                  <Anchor component={Link} to={hackathonView(e.hackathonId)} fw={600}>
                    {e.hackathonName}
                  </Anchor>
                )}
                {e.date && ` on ${dayLabel(e.date)}`}
              </>
            }
          >
            <Text size="sm" c="dimmed">
              {formatForViewer(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
