import { createContext, useContext } from 'react';
import { matchRoutes, useLocation, type RouteObject } from 'react-router';

/** What a route may carry in its `handle`: the name the breadcrumb shows. */
export interface RouteHandle {
  name: string;
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
