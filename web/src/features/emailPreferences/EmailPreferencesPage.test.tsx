import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EmailCategory, MyEmailPreferencesQuery, UpdateEmailPreferencesMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { EmailPreferencesPage } from './EmailPreferencesPage';

/** Clicks without pauses. */
const user = userEvent.setup({ delay: null });

const ALL: EmailCategory[] = ['ANNOUNCEMENTS', 'INVITES', 'PHASE_CHANGES', 'APPROVALS', 'TEAM_REQUESTS', 'RESULTS'];
const prefs = (off: EmailCategory[]) =>
  ALL.map((category) => ({ __typename: 'EmailPreference' as const, category, enabled: !off.includes(category) }));

describe('EmailPreferencesPage', () => {
  it('shows a switch per category, each explained, on unless turned off', async () => {
    signInAnn();
    mockFetch({ 'POST /gql MyEmailPreferences': gqlData<MyEmailPreferencesQuery>({ myEmailPreferences: prefs(['RESULTS']) }) });
    renderAt('/user/email', <EmailPreferencesPage />);
    expect(await screen.findByRole('switch', { name: /Results/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Phase changes/ })).toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(6);
    expect(screen.getByText('Reminders about ideas that are waiting for your approval.')).toBeInTheDocument();
    expect(screen.getByText(/Password resets, check-in codes and submission confirmations are always e-mailed/)).toBeInTheDocument();
  });

  it('saves a flipped switch at once and says so', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql MyEmailPreferences': gqlData<MyEmailPreferencesQuery>({ myEmailPreferences: prefs([]) }),
      'POST /gql UpdateEmailPreferences': gqlData<UpdateEmailPreferencesMutation>({
        updateEmailPreferences: { __typename: 'UpdateEmailPreferencesPayload', preferences: prefs(['INVITES']) },
      }),
    });
    renderAt('/user/email', <EmailPreferencesPage />);
    await user.click(await screen.findByRole('switch', { name: /Invitations/ }));
    expect(await screen.findByText('Invitations e-mails turned off')).toBeInTheDocument();
    expect(inputOf(requests.find(isOperation('UpdateEmailPreferences')))).toEqual({ preferences: [{ category: 'INVITES', enabled: false }] });
    expect(screen.getByRole('switch', { name: /Invitations/ })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: /Results/ })).toBeChecked();
  });

  it('shows a refusal and keeps the switch as stored', async () => {
    signInAnn();
    mockFetch({
      'POST /gql MyEmailPreferences': gqlData<MyEmailPreferencesQuery>({ myEmailPreferences: prefs([]) }),
      'POST /gql UpdateEmailPreferences': gqlError('"NEWSLETTER" is not an e-mail category.', { code: 'BAD_USER_INPUT', field: 'preferences' }),
    });
    renderAt('/user/email', <EmailPreferencesPage />);
    await user.click(await screen.findByRole('switch', { name: /Announcements/ }));
    expect(await screen.findByText('"NEWSLETTER" is not an e-mail category.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Announcements/ })).toBeChecked();
  });
});
