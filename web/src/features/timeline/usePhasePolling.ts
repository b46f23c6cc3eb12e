import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { graphql } from '../../gql';
import { tabInactive } from '../../lib/tabActivity';
import { notifyPhaseUpdated } from './phaseNotice';

const HackathonPhaseFields = graphql(`
  fragment HackathonPhaseFields on Hackathon {
    id
    phase
    phaseDisplay
    hasJudges
    hasPrizes
    hasMentors
    hasVolunteers
    hasTalents
  }
`);

const HackathonPhaseQuery = graphql(`
  query HackathonPhase($id: ID!) {
    hackathon(id: $id) {
      ...HackathonPhaseFields
    }
  }
`);

/** SPEC 4 and 9: the active hackathon is re-read every 30 s while the tab is active. */
export const PHASE_POLL_MS = 30_000;
/** Test-only: a shorter poll interval in ms, read when the hook mounts (browser journeys). */
export const PHASE_POLL_MS_KEY = 'hackforge.test.phasePollMs';

function pollInterval(): number {
  const override = Number(localStorage.getItem(PHASE_POLL_MS_KEY));
  return override > 0 ? override : PHASE_POLL_MS;
}

/**
 * One poll: reads the hackathon from the network and writes it to the cache
 * inside refetchQueries, so that exactly the active queries reading a changed
 * phase or flag (the sidebar's) refetch. Returns the new phase's name when the
 * phase the app showed has changed.
 */
async function pollPhase(client: ApolloClient, id: string): Promise<string | null> {
  const { data } = await client.query({ query: HackathonPhaseQuery, variables: { id }, fetchPolicy: 'no-cache' });
  if (!data) return null;
  const fresh = data.hackathon;
  const cacheId = client.cache.identify(fresh);
  const shown = client.cache.readFragment({ fragment: HackathonPhaseFields, id: cacheId, returnPartialData: true });
  await client.refetchQueries({
    updateCache: (cache) => cache.writeFragment({ fragment: HackathonPhaseFields, id: cacheId, data: fresh }),
    onQueryUpdated: () => true,
  });
  return shown?.phase && shown.phase !== fresh.phase ? fresh.phaseDisplay : null;
}

/**
 * Re-reads the active hackathon every 30 s while the tab is active (SPEC 4):
 * a changed phase or hasJudges/hasPrizes/hasMentors/hasVolunteers/hasTalents
 * refreshes the queries that read it, and a phase change shows
 * "Hackathon phase updated to: {phase}" for 4 s. The comparison is with the
 * cache, so a change this user made (advance now) is not announced again.
 */
export function usePhasePolling(hackathonId: string | null): void {
  const client = useApolloClient();

  useEffect(() => {
    if (!hackathonId) return;
    let busy = false;
    let stopped = false;
    const timer = setInterval(() => {
      if (busy || tabInactive()) return;
      busy = true;
      pollPhase(client, hackathonId)
        .then((phase) => {
          if (phase && !stopped) notifyPhaseUpdated(phase);
        })
        // The error link has already reported the failure; the next poll tries again.
        .catch(() => {})
        .finally(() => {
          busy = false;
        });
    }, pollInterval());
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [client, hackathonId]);
}
