import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../lib/session/store';
import { mockFetch } from '../test/fetchMock';
import { renderAt } from '../test/render';
import { AppRoutes } from './AppRoutes';

const location = () => screen.getByRole('status', { name: 'location' });

function signedInAs(firstName: string, lastName: string) {
  session.login('tok');
  session.setUser({ ...session.get().user, id: '7', idB64: 'VXNlcjo3', firstName, lastName });
}

afterEach(() => vi.useRealTimers());

describe('routes', () => {
  it('sends a visitor on an authenticated route to /login with the full path as next', () => {
    renderAt('/hackathon/5/detail?tab=teams', <AppRoutes />);
    expect(location()).toHaveTextContent(`/login?next=${encodeURIComponent('/hackathon/5/detail?tab=teams')}`);
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('sends an invited visitor to /register', () => {
    renderAt('/pub/x?participant_invite=true', <AppRoutes />);
    const next = encodeURIComponent('/pub/x?participant_invite=true');
    expect(location()).toHaveTextContent(`/register?next=${next}&participant_invite=true`);
    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
  });

  it.each(['/login', '/register'])('sends a logged-in user from %s to /', (path) => {
    signedInAs('Ann', 'Lee');
    renderAt(path, <AppRoutes />);
    expect(location()).toHaveTextContent(/^\/$/);
    expect(screen.getByText('Signed in as Ann Lee')).toBeInTheDocument();
  });

  it.each([
    ['/tnc', 'Terms and conditions'],
    ['/privacy', 'Privacy policy'],
    ['/acceptable-use', 'Acceptable use policy'],
    ['/refunds', 'Refund policy'],
    ['/pricing', 'Pricing'],
    ['/forgot_password', 'Forgot your password?'],
    ['/login-expired', 'Your session has ended'],
  ])('opens %s without login', (path, heading) => {
    renderAt(path, <AppRoutes />);
    expect(location()).toHaveTextContent(path);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('shows "Page not found" for an unknown path, then returns home after 2 s', async () => {
    vi.useFakeTimers();
    signedInAs('Ann', 'Lee');
    renderAt('/no/such/page', <AppRoutes />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(location()).toHaveTextContent(/^\/$/);
  });

  it('/logout revokes the token, clears the session and goes to /login', async () => {
    document.cookie = 'csrftoken=c; path=/';
    signedInAs('Ann', 'Lee');
    const { called } = mockFetch({ 'POST /api/v1/token/logout/': () => new Response(null, { status: 204 }) });
    renderAt('/logout', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(called('POST /api/v1/token/logout/')).toHaveLength(1);
    expect(called('POST /api/v1/token/logout/')[0].headers.get('Authorization')).toBe('token tok');
    expect(session.get()).toMatchObject({ loggedIn: false, token: null, user: { username: 'Unknown User' } });
  });
});
