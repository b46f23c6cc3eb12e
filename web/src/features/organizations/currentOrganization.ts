import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { MyOrganizationsQuery } from './operations';

/** Where the organization last chosen is remembered, as the default for pages whose URL names none. */
export const ORGANIZATION_KEY = 'hackforge.organization';

/** The organization a /organization/{id}/… path names, or null. */
export function organizationIdInPath(pathname: string): string | null {
  const id = matchPath('/organization/:organization_id/*', pathname)?.params.organization_id;
  return id && /^\d+$/.test(id) ? id : null;
}

export function rememberOrganization(id: string | null) {
  if (id) window.localStorage.setItem(ORGANIZATION_KEY, id);
  else window.localStorage.removeItem(ORGANIZATION_KEY);
}

/**
 * The organization the Organization and Members pages are about, as the
 * shown hackathon is chosen: the one the URL names, else the one last
 * chosen, else the first of the user's. The URL's is remembered.
 * Null while loading and for a user with none.
 */
export function useCurrentOrganization() {
  const { pathname } = useLocation();
  const { data, loading } = useQuery(MyOrganizationsQuery);
  const organizations = data?.organizations ?? [];
  const inPath = organizationIdInPath(pathname);
  const known = (id: string | null) => organizations.find((o) => o.id === id);
  const current = known(inPath) ?? known(window.localStorage.getItem(ORGANIZATION_KEY)) ?? organizations[0] ?? null;
  const remember = inPath !== null && known(inPath) !== undefined ? inPath : null;
  useEffect(() => {
    if (remember) rememberOrganization(remember);
  }, [remember]);
  return { organizations, current, loading: loading && !data };
}
