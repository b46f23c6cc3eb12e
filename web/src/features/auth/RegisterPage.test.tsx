import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/store';
import { signInRoutes } from '../../test/authRoutes';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';
import { REGISTRATION_DELAY_MS } from './registration';

function renderRegister(path = '/register') {
  renderAt(
    path,
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

async function fillAndSubmit(advanceTimers?: (ms: number) => unknown) {
  const user = userEvent.setup({ delay: null, advanceTimers });
  await user.type(screen.getByLabelText('First name'), 'Ann');
  await user.type(screen.getByLabelText('Last name'), 'Lee');
  await user.type(screen.getByLabelText('E-mail'), 'ann@example.com');
  await user.type(screen.getByLabelText('Password'), 'long-enough-1');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

const created = () =>
  json(201, { id: 7, username: 'ann@example.com', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' });

afterEach(() => vi.useRealTimers());

describe('RegisterPage', () => {
  it('creates the account, waits 2 s, logs in, saves the names and follows next', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = signInRoutes();
    let createdAt = 0;
    let loggedInAt = 0;
    const { called, requests } = mockFetch({
      ...routes,
      'POST /api/v1/users/': () => {
        createdAt = Date.now();
        return created();
      },
      'POST /api/v1/token/login/': () => {
        loggedInAt = Date.now();
        return routes['POST /api/v1/token/login/']();
      },
      'PUT /api/v1/users/me/': () =>
        json(200, { id: 7, username: 'ann@example.com', email: 'ann@example.com', first_name: 'Ann', last_name: 'Lee' }),
    });
    renderRegister('/register?next=%2Fhackathon%2F3%2Fdetail&participant_invite=true');
    await fillAndSubmit(vi.advanceTimersByTime);

    expect(await screen.findByText('Account created. Signing you in...')).toBeInTheDocument();
    expect(called('POST /api/v1/users/')[0].body).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.com',
      username: 'ann@example.com',
      password: 'long-enough-1',
    });
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);

    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    // Led into onboarding once, straight to the participant questions, which then go on to next.
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/welcome/participant?next=%2Fhackathon%2F3%2Fdetail&participant_invite=true',
    );
    const order = requests.map((r) => `${r.method} ${r.path}`).filter((key) => !key.includes('csrf'));
    expect(order.indexOf('POST /api/v1/token/login/')).toBeGreaterThan(order.indexOf('POST /api/v1/users/'));
    expect(loggedInAt - createdAt).toBeGreaterThanOrEqual(2_000);
    expect(order.at(-1)).toBe('PUT /api/v1/users/me/');
    expect(called('PUT /api/v1/users/me/')[0].body).toEqual({ first_name: 'Ann', last_name: 'Lee' });
    expect(session.get()).toMatchObject({ loggedIn: true, user: { firstName: 'Ann', lastName: 'Lee' } });
  });

  it('lists the server errors and puts the first of each under its field', async () => {
    mockFetch({
      ...signInRoutes(),
      'POST /api/v1/users/': () =>
        json(400, {
          email: ['A user with that e-mail already exists.'],
          password: ['This password is too common.', 'This password is entirely numeric.'],
        }),
    });
    renderRegister();
    await fillAndSubmit();

    const alert = await screen.findByRole('alert');
    for (const message of [
      'A user with that e-mail already exists.',
      'This password is too common.',
      'This password is entirely numeric.',
    ]) {
      expect(alert).toHaveTextContent(message);
    }
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('A user with that e-mail already exists.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This password is too common.');
    expect(session.get().loggedIn).toBe(false);
  });

  it('shows the generic message for other failures', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    mockFetch({ ...signInRoutes(), 'POST /api/v1/users/': () => json(500, {}) });
    renderRegister();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong, please try again later.');
  });

  it('checks the fields before sending', async () => {
    const { fetchMock } = mockFetch(signInRoutes());
    renderRegister();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail'), 'ann @example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('"ann @example.com" has a space in it.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Use at least 8 characters');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the user to log in when the account exists but signing in fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({ ...signInRoutes(), 'POST /api/v1/users/': created, 'POST /api/v1/token/login/': () => json(500, {}) });
    renderRegister();
    await fillAndSubmit(vi.advanceTimersByTime);
    await vi.advanceTimersByTimeAsync(REGISTRATION_DELAY_MS);
    expect(await screen.findByText('Your account was created. Please log in.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
