import { useContext, useEffect } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { brand } from '../lib/brand';
import { RouteTableContext, type RouteHandle } from './routeTable';

/** "Participants · Open Innovation Challenge · Hackforge": the page, its hackathon when it has one, the product. */
export function documentTitle(page: string | null, hackathonName: string | null): string {
  return [page, hackathonName, brand.name].filter(Boolean).join(' · ');
}

/** The innermost matched route's title, else its name. */
function usePageTitle(): string | null {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  const handles = (matchRoutes(routes, location) ?? []).map(({ route }) => route.handle as RouteHandle | undefined);
  const innermost = handles.findLast((handle) => handle?.title ?? handle?.name);
  return innermost?.title ?? innermost?.name ?? null;
}

/** Sets the tab's title from the route, with the hackathon's name on its pages. */
export function useDocumentTitle(hackathonName: string | null = null) {
  const page = usePageTitle();
  useEffect(() => {
    document.title = documentTitle(page, hackathonName);
  }, [page, hackathonName]);
}
