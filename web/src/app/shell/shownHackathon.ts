import { useQuery } from '@apollo/client/react';
import { matchPath, useLocation } from 'react-router';
import { graphql } from '../../gql';
import { useActiveHackathon } from '../../features/activeHackathon';

const SidebarHackathonQuery = graphql(`
  query SidebarHackathon($id: ID!) {
    hackathon(id: $id) {
      ...SidebarHackathon
    }
  }
`);

/** The hackathon a /hackathon/{id}/… path names, or null (/hackathon/discover, /dash...). */
export function hackathonIdInPath(pathname: string): string | null {
  const id = matchPath('/hackathon/:hackathon_id/*', pathname)?.params.hackathon_id;
  return id && /^\d+$/.test(id) ? id : null;
}

/**
 * The hackathon the shell is about: the one the URL names, else the active
 * one, which is only the default. `inPath` says the URL names it; `isActive`
 * that it is the active one.
 */
export function useShownHackathon() {
  const { pathname } = useLocation();
  const { active } = useActiveHackathon();
  const inPath = hackathonIdInPath(pathname);
  const id = inPath ?? active?.id ?? null;
  // Silent: a hackathon the viewer may not see is the page's to explain.
  const { data } = useQuery(SidebarHackathonQuery, { variables: { id: id ?? '' }, skip: !id, context: { silent: inPath !== null } });
  return {
    hackathon: id && data?.hackathon.id === id ? data.hackathon : null,
    inPath: inPath !== null,
    isActive: id !== null && id === active?.id,
  };
}
