import { Anchor, Card, Group, Stack, Text, Timeline } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { hackathonView } from '../../lib/paths';
import { PhaseBadge, StatusBadge } from '../../components/HackathonBadges';
import { dateRange } from '../../lib/timeZone';
import { HackathonsQuery, roleLabels } from '../hackathons';
import { ParticipationTimeline } from './ParticipationTimeline';

/** /user/timeline: the user's hackathons by start date, the ones that have begun marked; then their entries as a participant. */
export function UserTimelinePage() {
  const { data, loading, error } = useQuery(HackathonsQuery, { variables: { filter: 'MINE', first: 100 } });
  const hackathons = [...(data?.hackathons.items ?? [])].sort((a, b) => a.startDatetime.localeCompare(b.startDatetime));
  const begun = hackathons.filter(({ status }) => status !== 'UPCOMING').length;

  return (
    <Stack gap="lg">
      <QueryState loading={!data && loading} error={!data && error} empty={hackathons.length === 0} emptyText="You have no hackathons yet.">
        <Card withBorder padding="xl">
          <Timeline active={begun - 1} bulletSize={20} lineWidth={2}>
            {hackathons.map((h) => (
              <Timeline.Item
                key={h.id}
                title={
                  <Anchor component={Link} to={hackathonView(h.id)} fw={600}>
                    {h.name}
                  </Anchor>
                }
              >
                <Text size="sm" c="dimmed">
                  {dateRange(h.startDatetime, h.endDatetime, h.timeZone)} · {roleLabels(h).join(', ')}
                </Text>
                <Group gap="xs" mt={4}>
                  <StatusBadge status={h.status} label={h.statusDisplay} />
                  <PhaseBadge phase={h.phase} label={h.phaseDisplay} />
                </Group>
              </Timeline.Item>
            ))}
          </Timeline>
        </Card>
      </QueryState>
      <ParticipationTimeline />
    </Stack>
  );
}
