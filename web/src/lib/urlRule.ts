// The URL check of SPEC 5, as the server applies it (api/validate).

export const URL_MESSAGE = 'Please enter a complete URL (e.g., www.example.com or https://example.com)';

/** Trims, and adds https:// when the scheme is missing or the text starts with "www.". */
export function normalizeUrl(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const withScheme = !trimmed.includes('://') || /^www\./i.test(trimmed) ? `https://${trimmed.replace(/^\/\//, '')}` : trimmed;
  // Slashes and the spaces before them go together, so normalising twice changes nothing.
  return withScheme.replace(/[\s/]+$/, '');
}

/** Empty is fine; otherwise it must be a complete http(s) URL. */
export function urlError(value: string): string | null {
  const normalized = normalizeUrl(value);
  if (!normalized) return null;
  try {
    const url = new URL(normalized);
    const ok = (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && hasDottedHost(url.hostname);
    return ok ? null : URL_MESSAGE;
  } catch {
    return URL_MESSAGE;
  }
}

/** A dot between two non-empty parts of the host name ("." and "example." are not complete). */
function hasDottedHost(hostname: string): boolean {
  return hostname.replace(/^\.+|\.+$/g, '').includes('.');
}
