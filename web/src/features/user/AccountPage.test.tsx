import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '../../lib/session/store';
import { signInRoutes } from '../../test/authRoutes';
import { json, mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { signInAnn } from '../../test/shellMocks';
import { AccountPage, USER_RELOAD_DELAY_MS } from './AccountPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

describe('AccountPage', () => {
  it('names an e-mail with a space under the field', async () => {
    signInAnn();
    renderAt('/user/profile', <AccountPage />);
    const email = screen.getByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'ann @example.com');
    await user.tab();
    expect(await screen.findByText('"ann @example.com" has a space in it.')).toBeInTheDocument();
  });

  it('saves names and e-mail, then reloads the user after 1 s', async () => {
    signInAnn();
    document.cookie = 'csrftoken=c; path=/';
    let saved = 0; // when the server answered the save: the reload's delay starts after it
    const { called } = mockFetch({
      ...signInRoutes(),
      'PUT /api/v1/users/me/': () => {
        saved = Date.now();
        return json(200, { id: 7, username: 'ann@example.com', email: 'ann@example.com', first_name: 'Annie', last_name: 'Lee' });
      },
    });
    renderAt('/user/profile', <AccountPage />);
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Annie');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Profile saved')).toBeInTheDocument();
    expect(called('PUT /api/v1/users/me/')[0].body).toEqual({ first_name: 'Annie', last_name: 'Lee', email: 'ann@example.com' });

    expect(called('GET /api/v1/users/me/')).toHaveLength(0);
    await vi.waitFor(() => expect(called('GET /api/v1/users/me/')).toHaveLength(1), { timeout: 3_000 });
    expect(Date.now() - saved).toBeGreaterThanOrEqual(USER_RELOAD_DELAY_MS - 10); // timers may round a millisecond or two
    await vi.waitFor(() => expect(session.get().user.firstName).toBe('Ann'));
  });

  it('shows the server’s first message under its field', async () => {
    signInAnn();
    document.cookie = 'csrftoken=c; path=/';
    mockFetch({ 'PUT /api/v1/users/me/': () => json(400, { email: ['A user with that e-mail already exists.', 'Other.'] }) });
    renderAt('/user/profile', <AccountPage />);
    await user.type(screen.getByLabelText('Last name'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A user with that e-mail already exists.')).toBeInTheDocument();
    expect(screen.queryByText('Other.')).not.toBeInTheDocument();
  });
});
