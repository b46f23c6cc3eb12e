import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

// The terms gate's fields and the detail page's come along, under the
// arguments they are asked with, so Apollo's cache answers both: the guards
// and the page's first content cost one round trip.
const HackathonAccessQuery = graphql(`
  query HackathonAccess($id: ID!, $inviteToken: String) {
    hackathon(id: $id) {
      id
      viewerCan {
        view
      }
    }
    detail: hackathon(id: $id, inviteToken: $inviteToken) {
      id
      isParticipant
      termsOutstanding
      ...HackathonDetailFields
    }
  }
`);

/** Access results are kept this long per user and hackathon (SPEC 9). */
export const ACCESS_CACHE_MS = 5 * 60_000;

/** Whether the invite flag of a share link is in the query (SPEC 2.4). */
export function hasParticipantInvite(search: string): boolean {
  return new URLSearchParams(search).get('participant_invite') === 'true';
}

const cache = new Map<string, { allowed: boolean; expires: number }>();

async function serverAllowsView(client: ApolloClient, id: string, inviteToken: string | null): Promise<boolean> {
  try {
    // A detail field the server refuses must not turn a pass into a denial.
    const { data } = await client.query({ query: HackathonAccessQuery, variables: { id, inviteToken }, fetchPolicy: 'network-only', errorPolicy: 'all' });
    return data?.hackathon.viewerCan.view ?? false;
  } catch {
    return false;
  }
}

/** Whether the server lets the user open the hackathon's detail page (SPEC 2.4); a failed check is a denial. */
export async function checkHackathonAccess(
  client: ApolloClient,
  userId: string,
  id: string,
  inviteToken: string | null = null,
  now = Date.now(),
): Promise<boolean> {
  const key = `${userId}:${id}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.allowed;
  const allowed = await serverAllowsView(client, id, inviteToken);
  cache.set(key, { allowed, expires: now + ACCESS_CACHE_MS });
  return allowed;
}

/** After joining, the user holds a role: check again next time. */
export function forgetHackathonAccess(userId: string, id: string): void {
  cache.delete(`${userId}:${id}`);
}
