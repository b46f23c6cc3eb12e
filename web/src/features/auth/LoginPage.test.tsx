import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { MyAccountQuery } from '../../gql/graphql';
import { session } from '../../lib/session/store';
import { signInRoutes } from '../../test/authRoutes';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData } from '../../test/shellMocks';
import { LoginPage } from './LoginPage';

function renderLogin(path = '/login') {
  renderAt(
    path,
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

async function logIn(email = 'ann@example.com', password = 'secret-pass') {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('LoginPage', () => {
  it('logs in, fills the session and follows next', async () => {
    const { called } = mockFetch(signInRoutes());
    renderLogin('/login?next=%2Fhackathon%2F5%2Fdetail');
    await logIn();
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/hackathon/5/detail');
    expect(called('POST /api/v1/token/login/')[0].body).toEqual({ username: 'ann@example.com', password: 'secret-pass' });
    expect(session.get()).toMatchObject({
      token: 'tok-ann',
      loggedIn: true,
      user: {
        id: '7',
        idB64: 'VXNlcjo3',
        firstName: 'Ann',
        roles: [{ id: '2', name: 'participant', friendlyName: 'Participant' }],
      },
      account: { idB64: 'VXNlcjo3', uid: 'acc-7' },
    });
  });

  it('shows the non-field errors joined in one message', async () => {
    mockFetch({
      ...signInRoutes(),
      'POST /api/v1/token/login/': () =>
        json(400, { non_field_errors: ['Unable to log in with provided credentials.', 'Check your password.'] }),
    });
    renderLogin();
    await logIn();
    expect(
      await screen.findByText('Unable to log in with provided credentials. Check your password.'),
    ).toBeInTheDocument();
    expect(session.get().loggedIn).toBe(false);
    expect(location()).toHaveTextContent('/login');
  });

  it('says how long to wait when rate-limited', async () => {
    mockFetch({ ...signInRoutes(), 'POST /api/v1/token/login/': () => json(429, {}, { 'Retry-After': '30' }) });
    renderLogin();
    await logIn();
    expect(await screen.findByText('Too many attempts, please try again in 30 seconds.')).toBeInTheDocument();
  });

  it('flags an e-mail with a space under the field and sends nothing', async () => {
    const { requests } = mockFetch(signInRoutes());
    renderLogin();
    await logIn('ann @example.com');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('"ann @example.com" has a space in it.');
    // Only the social sign-in buttons' provider list was asked for.
    expect(requests.filter((r) => r.path !== '/u-gql')).toEqual([]);
  });

  it('drops the session when the user data is empty', async () => {
    mockFetch({ ...signInRoutes(), 'GET /api/v1/users/me/': () => new Response(null, { status: 200 }) });
    renderLogin();
    await logIn();
    expect(await screen.findByText('Could not get user data.')).toBeInTheDocument();
    expect(session.get()).toMatchObject({ loggedIn: false, token: null });
  });

  it('rejects a user without a base64 id', async () => {
    mockFetch({
      ...signInRoutes(),
      'POST /gql MyAccount': gqlData<MyAccountQuery>({
        me: { __typename: 'User', id: '7', idB64: '', account: { __typename: 'Account', idB64: '', uid: '' }, roles: [] },
      }),
    });
    renderLogin();
    await logIn();
    expect(await screen.findByText('Invalid user data.')).toBeInTheDocument();
    expect(session.get().loggedIn).toBe(false);
  });

  it('rejects a user without an id', async () => {
    mockFetch({ ...signInRoutes(), 'GET /api/v1/users/me/': () => json(200, { username: 'ann' }) });
    renderLogin();
    await logIn();
    expect(await screen.findByText('User ID is empty')).toBeInTheDocument();
  });

});
