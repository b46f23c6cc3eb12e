// Lets code outside React (the REST client, Apollo links) change the route.
// The router registers its navigate function on start (see app/NavigatorBridge);
// until then a full page load is used.

type Navigate = (path: string) => void;

let navigate: Navigate = (path) => window.location.assign(path);

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(path: string): void {
  navigate(path);
}

export function currentPath(): string {
  return window.location.pathname;
}

// Whether the current path matches a named route (SPEC 2.3: unnamed routes
// are exempt from the session-lost redirect). The app registers the check
// against its route table (see app/AppRoutes); until then every route counts as named.
let routeNamed: (path: string) => boolean = () => true;

export function setRouteNamedCheck(check: (path: string) => boolean): void {
  routeNamed = check;
}

export function currentRouteIsNamed(): boolean {
  return routeNamed(currentPath());
}
