import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const routes = (
  <Routes>
    <Route path="/forgot_password" element={<ForgotPasswordPage />} />
    <Route path="/reset_password" element={<ResetPasswordPage />} />
    <Route path="/login" element={<LoginPage />} />
  </Routes>
);

beforeEach(() => {
  document.cookie = 'csrftoken=c; path=/';
});

describe('ForgotPasswordPage', () => {
  async function ask(email: string) {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('E-mail'), email);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it('posts the address and confirms without saying whether the account exists', async () => {
    const { called } = mockFetch({ 'POST /api/v1/users/reset_password/': () => new Response(null, { status: 204 }) });
    renderAt('/forgot_password', routes);
    await ask('ann@example.com');
    expect(await screen.findByText(/If an account exists for ann@example.com, we sent a link/)).toBeInTheDocument();
    expect(called('POST /api/v1/users/reset_password/')[0].body).toEqual({ email: 'ann@example.com' });
  });

  it('says how long to wait when rate-limited', async () => {
    mockFetch({ 'POST /api/v1/users/reset_password/': () => json(429, {}, { 'Retry-After': '60' }) });
    renderAt('/forgot_password', routes);
    await ask('ann@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 60 seconds.');
    expect(screen.queryByText(/If an account exists/)).not.toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  const link = '/reset_password?uid=MTI&token=abc-123';

  async function choose(password: string, confirmation = password) {
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('sets the password and goes to log in with a notice', async () => {
    const { called } = mockFetch({
      'POST /api/v1/users/reset_password_confirm/': () => new Response(null, { status: 204 }),
    });
    renderAt(link, routes);
    await choose('brand-new-pass');
    expect(await screen.findByText('Your password has been changed. Log in with your new password.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/login$/);
    expect(called('POST /api/v1/users/reset_password_confirm/')[0].body).toEqual({
      uid: 'MTI',
      token: 'abc-123',
      new_password: 'brand-new-pass',
    });
  });

  it('shows a bad token above the form and password errors under the field', async () => {
    mockFetch({
      'POST /api/v1/users/reset_password_confirm/': () =>
        json(400, { token: ['Invalid or expired token.'], new_password: ['This password is too common.'] }),
    });
    renderAt(link, routes);
    await choose('password123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired token.');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription('This password is too common.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/forgot_password');
  });

  it('requires the two passwords to match', async () => {
    const { fetchMock } = mockFetch({});
    renderAt(link, routes);
    await choose('brand-new-pass', 'brand-new-pasS');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription('Passwords do not match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('explains an incomplete link', () => {
    renderAt('/reset_password?uid=MTI', routes);
    expect(screen.getByText(/This reset link is incomplete/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
