import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session/store';
import { mockFetch } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { shellRoutes, signInAnn } from '../test/shellMocks';
import { AppRoutes } from './AppRoutes';
import { loadSignedIn } from './signedIn';

// The signed-in shell and pages load on first use (app/signedIn.tsx): load them
// before the tests, so that their pages render at once, as after the first.
beforeAll(loadSignedIn, 60_000);

const location = () => screen.getByRole('status', { name: 'location' });

afterEach(() => vi.useRealTimers());

describe('routes', () => {
  it('sends a visitor on an authenticated route to /login with the full path as next', async () => {
    renderAt('/hackathon/5/detail?tab=teams', <AppRoutes />);
    expect(location()).toHaveTextContent(`/login?next=${encodeURIComponent('/hackathon/5/detail?tab=teams')}`);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends an invited visitor to /register', async () => {
    renderAt('/pub/x?participant_invite=true', <AppRoutes />);
    const next = encodeURIComponent('/pub/x?participant_invite=true');
    expect(location()).toHaveTextContent(`/register?next=${next}&participant_invite=true`);
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a logged-in user from %s to /, and on to Discover without hackathons', async (path) => {
    signInAnn();
    mockFetch(shellRoutes());
    renderAt(path, <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Discover hackathons' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/hackathon/discover');
  });

  it.each([
    ['/tnc', 'Terms and conditions'],
    ['/privacy', 'Privacy policy'],
    ['/acceptable-use', 'Acceptable use policy'],
    ['/refunds', 'Refund policy'],
    ['/pricing', 'Pricing'],
    ['/forgot_password', 'Forgot your password?'],
    ['/login-expired', 'Your session has ended'],
  ])('opens %s without login', async (path, heading) => {
    renderAt(path, <AppRoutes />);
    expect(location()).toHaveTextContent(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows "Page not found" for an unknown path, then the dashboard after 2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    signInAnn();
    mockFetch(shellRoutes());
    renderAt('/no/such/page', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toHaveTextContent('/dash');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('/logout revokes the token, clears the session and goes to /login', async () => {
    document.cookie = 'csrftoken=c; path=/';
    signInAnn();
    const { called } = mockFetch({ 'POST /api/v1/token/logout/': () => new Response(null, { status: 204 }) });
    renderAt('/logout', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(called('POST /api/v1/token/logout/')).toHaveLength(1);
    expect(called('POST /api/v1/token/logout/')[0].headers.get('Authorization')).toBe('token tok');
    expect(session.get()).toMatchObject({ loggedIn: false, token: null, user: { username: 'Unknown User' } });
  });

  it('/logout?next= passes the path on to /login, to switch accounts and come back', async () => {
    document.cookie = 'csrftoken=c; path=/';
    signInAnn();
    mockFetch({ 'POST /api/v1/token/logout/': () => new Response(null, { status: 204 }) });
    renderAt('/logout?next=%2Fhackathon%2Fjudging%2Finvite%3Fuid%3Du-1', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/login?next=%2Fhackathon%2Fjudging%2Finvite%3Fuid%3Du-1');
    expect(session.get().loggedIn).toBe(false);
  });
});
