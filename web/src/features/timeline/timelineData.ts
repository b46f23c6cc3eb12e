import type { ApolloCache } from '@apollo/client';
import { graphql } from '../../gql';
import type { TimelineFieldsFragment } from '../../gql/graphql';

export const TimelineFields = graphql(`
  fragment TimelineFields on HackathonTimeline {
    hackathonId
    timeZone
    phase
    phaseDisplay
    slots {
      phase
      phaseDisplay
      startsAt
    }
    nextPhase
    nextTransitionAt
    reminderAt
    workflowId
  }
`);

export const TimelinePageQuery = graphql(`
  query TimelinePage($id: ID!) {
    hackathon(id: $id) {
      id
      name
      viewerCan {
        manage
      }
      # Read so that a phase change seen by usePhasePolling refetches this page.
      phase
    }
    hackathonTimeline(hackathonId: $id) {
      ...TimelineFields
    }
  }
`);

/**
 * Puts a timeline returned by a mutation into the page's query: timelines have
 * no id of their own, so the cache cannot match them by itself.
 */
export function writeTimeline(cache: ApolloCache, timeline: TimelineFieldsFragment): void {
  cache.updateQuery({ query: TimelinePageQuery, variables: { id: timeline.hackathonId } }, (data) =>
    data ? { ...data, hackathonTimeline: timeline } : data,
  );
}

/** Epoch ms of a Time scalar (RFC 3339), or null when absent. */
export function instantOf(time: string | null | undefined): number | null {
  return time ? Date.parse(time) : null;
}

/** The phase after the current one, or undefined once the hackathon is complete. */
export function nextSlot({ slots, phase }: TimelineFieldsFragment): TimelineFieldsFragment['slots'][number] | undefined {
  return slots[slots.findIndex((slot) => slot.phase === phase) + 1];
}
