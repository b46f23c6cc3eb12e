import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AccountDeletionBlockersQuery, DeleteMyAccountMutation } from '../../gql/graphql';
import { setNavigator } from '../../lib/navigation';
import { session } from '../../lib/session/store';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { AccountDeletedPage } from './AccountDeletedPage';
import { accountDataFilename, YourDataSection } from './YourDataSection';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const noBlockers = gqlData<AccountDeletionBlockersQuery>({ myAccountDeletionBlockers: [] });

describe('YourDataSection', () => {
  it('names the download after the username, as the API does', () => {
    expect(accountDataFilename('ann@example.com')).toBe('hackforge-data-ann@example.com.json');
    expect(accountDataFilename('a b/c@example.com')).toBe('hackforge-data-a-b-c@example.com.json');
  });

  it('lists what to hand over first, with a link, and offers no delete then', async () => {
    signInAnn();
    mockFetch({
      'POST /gql AccountDeletionBlockers': gqlData<AccountDeletionBlockersQuery>({
        myAccountDeletionBlockers: [
          // An organization and a hackathon may share an id: both are listed.
          { __typename: 'AccountBlocker', kind: 'ORGANIZATION', id: '5', name: 'Acme', advice: 'You are the last owner of the organization "Acme": make another member an owner first.' },
          { __typename: 'AccountBlocker', kind: 'HACKATHON', id: '5', name: 'Hack Day', advice: 'You created the hackathon "Hack Day", which has not finished: hand it over to a member of its Organizing Team first.' },
        ],
      }),
    });
    renderAt('/user/profile', <YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(await within(dialog).findByText(/You created the hackathon "Hack Day"/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open its Organizing Team' })).toHaveAttribute('href', '/hackathon/5/organizing-team');
    expect(within(dialog).getByText(/last owner of the organization "Acme"/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Open its members' })).toHaveAttribute('href', '/organization/5/members');
    expect(within(dialog).queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('deletes once the username or DELETE is typed, then signs out and confirms', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql AccountDeletionBlockers': noBlockers,
      'POST /gql DeleteMyAccount': gqlData<DeleteMyAccountMutation>({
        deleteMyAccount: { __typename: 'DeleteMyAccountPayload', success: true },
      }),
    });
    const navigated: string[] = [];
    setNavigator((path) => navigated.push(path));
    renderAt('/user/profile', <YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Type your username/ }), 'ANN@example.com');
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    await vi.waitFor(() => expect(navigated).toEqual(['/account-deleted']));
    expect(inputOf(requests.find(isOperation('DeleteMyAccount')))).toEqual({ confirmation: 'ANN@example.com' });
  });

  it('signs the person out on the confirmation page', async () => {
    signInAnn();
    renderAt('/account-deleted', <AccountDeletedPage />);
    expect(screen.getByRole('heading', { name: 'Your account has been deleted' })).toBeInTheDocument();
    await vi.waitFor(() => expect(session.get().token).toBeFalsy());
  });

  it('shows the server’s refusal in the dialog and stays signed in', async () => {
    signInAnn();
    mockFetch({
      'POST /gql AccountDeletionBlockers': noBlockers,
      'POST /gql DeleteMyAccount': gqlError('Your account cannot be deleted yet. You are the last owner of the organization "Acme".', {
        code: 'CONFLICT',
      }),
    });
    renderAt('/user/profile', <YourDataSection />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Type your username/ }), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(/last owner of the organization "Acme"/)).toBeInTheDocument();
    expect(session.get().token).toBe('tok');
  });
});
