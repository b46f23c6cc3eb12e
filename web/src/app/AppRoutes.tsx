import { useEffect } from 'react';
import { matchRoutes, useRoutes } from 'react-router';
import { setRouteNamedCheck } from '../lib/navigation';
import { appRoutes } from './routes';
import { RouteTableContext, routeIsNamed } from './routeTable';

export function AppRoutes() {
  useEffect(() => setRouteNamedCheck((path) => routeIsNamed(matchRoutes(appRoutes, path))), []);
  return <RouteTableContext value={appRoutes}>{useRoutes(appRoutes)}</RouteTableContext>;
}
