/**
 * SPEC's links carry the route after a hash (`/#/pub/hackathon/1/detail?token=…`,
 * the old app's router); this app routes on the path. The path form of such
 * a link, or null when the hash holds no route.
 */
export function pathOfHashRoute(hash: string): string | null {
  return hash.startsWith('#/') ? hash.slice(1) : null;
}

/** Rewrites the address bar from a hash route to its path form before the router reads it. */
export function adoptHashRoute(location: Location = window.location, history: History = window.history) {
  const path = pathOfHashRoute(location.hash);
  if (path !== null) history.replaceState(history.state, '', path);
}
