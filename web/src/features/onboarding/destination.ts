import { nextPath } from '../auth';

/**
 * Where an onboarding form goes when it is done (SPEC 2.9): the next query
 * parameter's path, or "/", with next stripped from the query and the rest of
 * the query (participant_invite=true, say) carried along.
 */
export function onboardingDestination(search: string): string {
  const target = nextPath(search);
  const rest = new URLSearchParams(search);
  rest.delete('next');
  if ([...rest.keys()].length === 0) return target;
  const [path, query = ''] = target.split('?', 2);
  const merged = new URLSearchParams(query);
  rest.forEach((value, key) => {
    if (!merged.has(key)) merged.set(key, value);
  });
  return `${path}?${merged.toString()}`;
}

/** The same query (next and the rest) on another onboarding page. */
export function withQuery(path: string, search: string): string {
  return search && search !== '?' ? `${path}${search.startsWith('?') ? search : `?${search}`}` : path;
}
