import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';
import type { AllowedParticipants, HackathonRolesFragment } from '../../gql/graphql';
import { hasAnyRole } from './roles';

const HackathonAccessQuery = graphql(`
  query HackathonAccess($id: ID!) {
    hackathon(id: $id) {
      id
      allowedParticipants
      ...HackathonRoles
    }
  }
`);

/** Access results are kept this long per user and hackathon (SPEC 9). */
export const ACCESS_CACHE_MS = 5 * 60_000;

/** Whether the invite flag of a share link is in the query (SPEC 2.4). */
export function hasParticipantInvite(search: string): boolean {
  return new URLSearchParams(search).get('participant_invite') === 'true';
}

/**
 * SPEC 2.4: any role, or a PUBLIC hackathon. An ORGANIZATION hackathon that the
 * server showed the user is one of their organisation's, so it may be joined too.
 */
function canViewHackathon(h: HackathonRolesFragment & { allowedParticipants: AllowedParticipants }): boolean {
  return hasAnyRole(h) || h.allowedParticipants === 'PUBLIC' || h.allowedParticipants === 'ORGANIZATION';
}

const cache = new Map<string, { allowed: boolean; expires: number }>();

/** Whether the user may open the hackathon's detail page; a failed check is a denial. */
export async function checkHackathonAccess(client: ApolloClient, userId: string, id: string, now = Date.now()): Promise<boolean> {
  const key = `${userId}:${id}`;
  const cached = cache.get(key);
  if (cached && cached.expires > now) return cached.allowed;
  let allowed = false;
  try {
    const { data } = await client.query({ query: HackathonAccessQuery, variables: { id }, fetchPolicy: 'network-only' });
    allowed = !!data && canViewHackathon(data.hackathon);
  } catch {
    allowed = false;
  }
  cache.set(key, { allowed, expires: now + ACCESS_CACHE_MS });
  return allowed;
}

/** After joining, the user holds a role: check again next time. */
export function forgetHackathonAccess(userId: string, id: string): void {
  cache.delete(`${userId}:${id}`);
}
