import { useRoutes } from 'react-router';
import { appRoutes } from './routes';
import { RouteTableContext } from './routeTable';

export function AppRoutes() {
  return <RouteTableContext value={appRoutes}>{useRoutes(appRoutes)}</RouteTableContext>;
}
