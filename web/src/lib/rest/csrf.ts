import { apiUrl } from '../apiHost';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_PATH = '/api/v1/csrf/';

export function readCookie(name: string): string | null {
  for (const pair of document.cookie.split(';')) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/**
 * The CSRF token for an unsafe request. When the cookie is missing, GET /api/v1/csrf/
 * first: the server answers 204 and sets it.
 */
export async function csrfToken(signal: AbortSignal): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(apiUrl(CSRF_PATH), { credentials: 'include', signal });
  return readCookie(CSRF_COOKIE);
}
