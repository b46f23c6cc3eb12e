import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/QueryState';
import { AdvancePhaseButton } from './AdvancePhaseButton';
import { instantOf, nextSlot, TimelinePageQuery } from './timelineData';
import { TimelineForm } from './TimelineForm';
import { TimelineSchedule } from './TimelineSchedule';
import { TimelineStatus } from './TimelineStatus';
import { useRefetchWhenDue } from './useRefetchWhenDue';

/** A hackathon's timeline: editable for its creator and managers, read-only for everyone else. */
export function HackathonTimeline({ hackathonId }: { hackathonId: string }) {
  const { data, loading, error, refetch } = useQuery(TimelinePageQuery, { variables: { id: hackathonId } });
  const timeline = data?.hackathonTimeline;
  // The workflow's due time, or the schedule's while the workflow has not taken an edit in yet.
  const dueAt = timeline && (instantOf(timeline.nextTransitionAt) ?? instantOf(nextSlot(timeline)?.startsAt));
  useRefetchWhenDue(dueAt ?? null, refetch);

  if (!data || !timeline) {
    return (
      <QueryState loading={loading} error={error} errorText="Unable to load the timeline.">
        {null}
      </QueryState>
    );
  }
  const { hackathon } = data;
  const canManage = hackathon.viewerCan.manage;
  return (
    <Stack maw={720}>
      <div>
        <Title order={1}>Timeline</Title>
        <Text c="dimmed">{hackathon.name}</Text>
      </div>
      <TimelineStatus timeline={timeline} />
      {canManage && <AdvancePhaseButton timeline={timeline} />}
      {canManage ? <TimelineForm timeline={timeline} /> : <TimelineSchedule timeline={timeline} />}
    </Stack>
  );
}
