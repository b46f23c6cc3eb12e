/**
 * Where to go after login or registration: the `next` query parameter when it is
 * a path inside this app, otherwise "/". Rejects "//host" and absolute URLs.
 */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  return next;
}
