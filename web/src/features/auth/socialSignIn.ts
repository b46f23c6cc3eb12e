import { authApi } from '../../lib/rest/authApi';
import { nextPath } from './nextPath';
import { startSession } from './signIn';

// Social sign-in (SPEC 7.1) with the provider's implicit flow: the login page
// sends the browser to the provider for an ID token, which comes back in the
// fragment of /login/social and is exchanged for a Hackforge token.

export const SOCIAL_CALLBACK_PATH = '/login/social';
const STORAGE_KEY = 'hackforge.socialSignIn';

export interface SocialProviderLink {
  name: string;
  clientId: string;
  authorizationUrl: string;
}

interface PendingSignIn {
  state: string;
  nonce: string;
  next: string;
  provider: string;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The provider's authorization URL for an ID token, remembering state, nonce and where to go next. */
export function socialAuthorizationUrl(provider: SocialProviderLink, search: string, origin = window.location.origin): string {
  const pending: PendingSignIn = { state: randomToken(), nonce: randomToken(), next: nextPath(search), provider: provider.name };
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
  const url = new URL(provider.authorizationUrl);
  url.searchParams.set('response_type', 'id_token');
  url.searchParams.set('response_mode', 'fragment');
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', origin + SOCIAL_CALLBACK_PATH);
  url.searchParams.set('scope', 'openid email profile');
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  return url.toString();
}

export class SocialSignInError extends Error {}

/**
 * Finishes the sign-in from the callback's fragment: checks the state, trades
 * the ID token for a session and returns where to go next.
 */
export async function finishSocialSignIn(hash: string): Promise<string> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const raw = sessionStorage.getItem(STORAGE_KEY);
  sessionStorage.removeItem(STORAGE_KEY);
  const providerError = params.get('error_description') ?? params.get('error');
  if (providerError) throw new SocialSignInError(`The provider refused the sign-in: ${providerError}`);
  const pending = raw ? (JSON.parse(raw) as PendingSignIn) : null;
  const token = params.get('id_token');
  if (!pending || !token || params.get('state') !== pending.state) {
    throw new SocialSignInError('This sign-in was not started here or has expired; please try again.');
  }
  const { auth_token } = await authApi.socialLogin(token, pending.nonce);
  await startSession(auth_token);
  return pending.next;
}
