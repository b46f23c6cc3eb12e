import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SocialProvidersQuery } from '../../gql/graphql';
import { publicClient } from '../../lib/apollo/clients';
import { session } from '../../lib/session/store';
import { signInRoutes } from '../../test/authRoutes';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData } from '../../test/shellMocks';
import { SocialCallbackPage } from './SocialCallbackPage';
import { SocialSignInButtons } from './SocialSignInButtons';
import { finishSocialSignIn, socialAuthorizationUrl } from './socialSignIn';

const provider = { name: 'Acme ID', clientId: 'hf-client', authorizationUrl: 'https://id.acme.example/authorize?prompt=login' };
const providers = gqlData<SocialProvidersQuery>({
  socialProviders: [{ __typename: 'SocialProvider', issuer: 'https://id.acme.example', ...provider }],
});

beforeEach(async () => {
  await publicClient.clearStore();
  sessionStorage.clear();
  session.logout();
});

/** Starts a sign-in and returns the state and nonce the provider would echo. */
function started(search = '?next=%2Fhackathon%2F5%2Fdetail') {
  const url = new URL(socialAuthorizationUrl(provider, search, 'https://hackforge.example'));
  return { url, state: url.searchParams.get('state')!, nonce: url.searchParams.get('nonce')! };
}

describe('socialAuthorizationUrl', () => {
  it('asks the provider for an ID token back at /login/social, with fresh state and nonce', () => {
    const { url, state, nonce } = started();
    expect(url.origin + url.pathname).toBe('https://id.acme.example/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      prompt: 'login',
      response_type: 'id_token',
      client_id: 'hf-client',
      redirect_uri: 'https://hackforge.example/login/social',
      scope: 'openid email profile',
    });
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(nonce).not.toBe(state);
    expect(started().state).not.toBe(state);
  });
});

describe('finishSocialSignIn', () => {
  it('trades the token for a session, sending the nonce, and returns next', async () => {
    const { state, nonce } = started();
    const { called } = mockFetch({ ...signInRoutes(), 'POST /api/v1/login/social/token_user/': () => json(200, { auth_token: 'tok-social' }) });
    await expect(finishSocialSignIn(`#id_token=the.id.token&state=${state}`)).resolves.toBe('/hackathon/5/detail');
    expect(called('POST /api/v1/login/social/token_user/')[0].body).toEqual({ token: 'the.id.token', nonce });
    expect(session.get()).toMatchObject({ token: 'tok-social', user: { email: 'ann@example.com' } });
  });

  it('refuses an answer to a sign-in it did not start, without calling the server', async () => {
    started();
    const { requests } = mockFetch({});
    await expect(finishSocialSignIn('#id_token=t&state=forged')).rejects.toThrow('not started here');
    await expect(finishSocialSignIn('#id_token=t&state=forged')).rejects.toThrow('not started here');
    expect(requests).toHaveLength(0);
    expect(session.get().token).toBeNull();
  });

  it('reports the provider’s refusal', async () => {
    started();
    await expect(finishSocialSignIn('#error=access_denied&error_description=User+cancelled')).rejects.toThrow('User cancelled');
  });
});

describe('social sign-in pages', () => {
  it('shows a button per provider that leaves for the provider', async () => {
    mockFetch({ 'POST /u-gql SocialProviders': providers });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, origin: 'https://hackforge.example' });
    renderAt('/login?next=%2Fdash', <SocialSignInButtons />);
    await userEvent.setup({ delay: null }).click(await screen.findByRole('button', { name: 'Continue with Acme ID' }));
    expect(assign).toHaveBeenCalledOnce();
    const url = new URL(assign.mock.calls[0][0] as string);
    expect(url.searchParams.get('client_id')).toBe('hf-client');
    expect(JSON.parse(sessionStorage.getItem('hackforge.socialSignIn')!)).toMatchObject({ next: '/dash', state: url.searchParams.get('state') });
    vi.unstubAllGlobals();
  });

  it('shows nothing when no provider is configured', async () => {
    const { requests } = mockFetch({ 'POST /u-gql SocialProviders': gqlData<SocialProvidersQuery>({ socialProviders: [] }) });
    renderAt('/login', <SocialSignInButtons />);
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('the callback page signs in and goes on, or says why not', async () => {
    const { state } = started('?next=%2Finbox');
    mockFetch({ ...signInRoutes(), 'POST /api/v1/login/social/token_user/': () => json(200, { auth_token: 'tok-social' }) });
    renderAt(
      `/login/social#id_token=tok&state=${state}`,
      <Routes>
        <Route path="/login/social" element={<SocialCallbackPage />} />
        <Route path="*" element={<p>arrived</p>} />
      </Routes>,
    );
    expect(await screen.findByText('arrived')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/inbox');
  });

  it('the callback page shows the server’s reason', async () => {
    const { state } = started();
    mockFetch({
      'GET /api/v1/csrf/': () => new Response(null, { status: 204 }),
      'POST /api/v1/login/social/token_user/': () => json(400, { token: ['The sign-in token has expired; please sign in again.'] }),
    });
    renderAt(`/login/social#id_token=tok&state=${state}`, <SocialCallbackPage />);
    expect(await screen.findByText('The sign-in token has expired; please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
  });
});
