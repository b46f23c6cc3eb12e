import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteMatch, type RouteObject } from 'react-router';

/**
 * What a route may carry in its `handle`: the name the breadcrumb shows, or a
 * title for the tab alone (pages outside the shell, which have no breadcrumb
 * and stay unnamed for the session-lost redirect).
 */
export interface RouteHandle {
  name?: string;
  title?: string;
}

/** The app's route table, for code that reads it (the breadcrumb). */
export const RouteTableContext = createContext<RouteObject[]>([]);

/** One entry per matched route that has a name, outermost first. */
export function useRouteNames(): { name: string; pathname: string }[] {
  const routes = useContext(RouteTableContext);
  const location = useLocation();
  return (matchRoutes(routes, location) ?? []).flatMap(({ route, pathname }) => {
    const name = (route.handle as RouteHandle | undefined)?.name;
    return name ? [{ name, pathname }] : [];
  });
}

/** Whether a path's matches include a named route (SPEC 2.3: the session-lost redirect spares unnamed ones). */
export function routeIsNamed(matches: RouteMatch[] | null): boolean {
  return (matches ?? []).some(({ route }) => Boolean((route.handle as RouteHandle | undefined)?.name));
}
