import type { DiscoverInput, DiscoverSort, HackathonPhase, HackathonStatus } from '../../gql/graphql';

/** Discover's search and filters as they stand in the page's address, so a search can be shared and reloaded. */
export interface DiscoverParams {
  search: string;
  phase: HackathonPhase | null;
  status: HackathonStatus | null;
  /** Days, YYYY-MM-DD, in the viewer's zone. */
  from: string | null;
  to: string | null;
  organizationId: string | null;
  organizationName: string | null;
  sort: DiscoverSort;
}

const PHASES: HackathonPhase[] = ['PLANNING', 'REGISTRATION_OPEN', 'HACKING', 'JUDGING', 'POPULAR_VOTE', 'COMPLETE'];
const STATUSES: HackathonStatus[] = ['UPCOMING', 'RUNNING', 'ENDED'];
const SORTS: DiscoverSort[] = ['SOONEST', 'NEWEST', 'MOST_PARTICIPANTS'];

const oneOf = <T extends string>(values: T[], value: string | null): T | null => values.find((v) => v === value) ?? null;

export function readDiscoverParams(query: URLSearchParams): DiscoverParams {
  return {
    search: query.get('q') ?? '',
    phase: oneOf(PHASES, query.get('phase')),
    status: oneOf(STATUSES, query.get('status')),
    from: query.get('from'),
    to: query.get('to'),
    organizationId: query.get('org'),
    organizationName: query.get('orgName'),
    sort: oneOf(SORTS, query.get('sort')) ?? 'SOONEST',
  };
}

export function writeDiscoverParams(p: DiscoverParams): URLSearchParams {
  const query = new URLSearchParams();
  const set = (key: string, value: string | null) => value && query.set(key, value);
  set('q', p.search.trim());
  set('phase', p.phase);
  set('status', p.status);
  set('from', p.from);
  set('to', p.to);
  set('org', p.organizationId);
  set('orgName', p.organizationName);
  if (p.sort !== 'SOONEST') query.set('sort', p.sort);
  return query;
}

/** The day's first or last instant in the viewer's zone, as the API's Time. */
const dayBound = (day: string | null, end: boolean) => (day ? new Date(`${day}T${end ? '23:59:59.999' : '00:00:00'}`).toISOString() : null);

export function discoverInput(p: DiscoverParams): DiscoverInput {
  return {
    search: p.search.trim() || null,
    phase: p.phase,
    status: p.status,
    from: dayBound(p.from, false),
    to: dayBound(p.to, true),
    organizationId: p.organizationId,
    sort: p.sort,
  };
}
