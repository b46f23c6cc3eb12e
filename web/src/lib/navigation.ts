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
