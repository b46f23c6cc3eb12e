import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  HackathonInvitesQuery,
  HackathonPeopleQuery,
  InviteToHackathonMutation,
  RemoveHackathonMemberMutation,
  RevokeInviteMutation,
  UpdateHackathonMemberMutation,
  ResendInviteMutation,
} from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn, visitorCan } from '../../test/shellMocks';
import { HackathonPeoplePage } from './HackathonPeoplePage';
import type { HackathonKind } from './kinds';
import { hackathonMember, inviteRow } from '../../test/inviteMocks';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const judges = [hackathonMember('11', 'Jo Judge'), hackathonMember('12', 'Ian Inactive', { status: 'INACTIVE' })];

function people(viewerCan: Partial<typeof visitorCan>, members = judges) {
  return gqlData<HackathonPeopleQuery>({
    hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', viewerCan: { ...visitorCan, ...viewerCan } },
    hackathonMembers: members,
  });
}

const invites = gqlData<HackathonInvitesQuery>({
  hackathonInvites: [
    inviteRow('21', 'pat@example.com'),
    inviteRow('22', 'bounce@example.com', { delivery: 'FAILED', deliveryError: 'mailbox unavailable' }),
  ],
});

function renderPage(kind: HackathonKind, path: string) {
  renderAt(
    path,
    <Routes>
      <Route path="/hackathon/:hackathon_id/:page" element={<HackathonPeoplePage kind={kind} />} />
    </Routes>,
  );
}

describe('HackathonPeoplePage', () => {
  it('lists the judges without controls, nor invites, for those who may not manage them', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql HackathonPeople': people({}) });
    renderPage('JUDGE', '/hackathon/5/judges');
    expect(await screen.findByRole('heading', { name: 'Judges', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Judges' });
    expect(within(table).getByText('Jo Judge')).toBeInTheDocument();
    expect(within(table).getByText('jo@example.com')).toBeInTheDocument();
    expect(within(table).getByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail addresses')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Status of/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Invites' })).not.toBeInTheDocument();
    expect(requests.filter(isOperation('HackathonInvites'))).toHaveLength(0);
  });

  it('gives those who may manage them the invite form, the invites and each judge’s status and removal', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql HackathonPeople': people({ manageJudges: true }),
      'POST /gql HackathonInvites': invites,
      'POST /gql InviteToHackathon': gqlData<InviteToHackathonMutation>({
        inviteToHackathon: {
          __typename: 'InvitePayload',
          invited: [{ __typename: 'Invite', id: '23', email: 'new@example.com' }],
          alreadyPending: [],
          rejected: [{ __typename: 'RejectedAddress', email: 'jo@example.com', reason: 'is a judge already' }],
        },
      }),
    });
    renderPage('JUDGE', '/hackathon/5/judges');

    const table = await screen.findByRole('table', { name: 'Invites' });
    expect(requests.find(isOperation('HackathonInvites'))?.body).toMatchObject({ variables: { hackathonId: '5', kind: 'JUDGE', status: 'PENDING' } });
    expect(within(table).getByRole('link', { name: 'pat@example.com' })).toHaveAttribute('href', '/hackathon/judging/invite/view?uid=uid-41-21');
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(within(table).getByText('mailbox unavailable')).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Resend the invite to bounce@example.com' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status of Jo Judge' })).toHaveValue('Active');

    await user.type(screen.getByLabelText('E-mail addresses'), 'new@example.com\njo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send 2 invites' }));
    const results = await screen.findByRole('region', { name: 'Invite results' });
    expect(within(results).getByText('new@example.com')).toBeInTheDocument();
    expect(within(results).getByText('jo@example.com').parentElement).toHaveTextContent('jo@example.com: is a judge already');
    expect(requests.find(isOperation('InviteToHackathon'))?.body).toMatchObject({
      variables: { input: { hackathonId: '5', kind: 'JUDGE', emails: ['new@example.com', 'jo@example.com'] } },
    });
    // The invites are read again.
    await waitFor(() => expect(requests.filter(isOperation('HackathonInvites')).length).toBeGreaterThan(1));
  });

  it('sets a judge inactive', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql HackathonPeople': people({ manageJudges: true }),
      'POST /gql HackathonInvites': invites,
      'POST /gql UpdateHackathonMember': gqlData<UpdateHackathonMemberMutation>({
        updateHackathonMember: { __typename: 'HackathonMemberPayload', member: { ...judges[0], status: 'INACTIVE' } },
      }),
    });
    renderPage('JUDGE', '/hackathon/5/judges');
    await user.click(await screen.findByRole('combobox', { name: 'Status of Jo Judge' }));
    const options = await screen.findByRole('listbox', { name: 'Status of Jo Judge', hidden: true });
    await user.click(within(options).getByRole('option', { name: 'Inactive', hidden: true }));
    expect(await screen.findByText('Jo Judge is inactive')).toBeInTheDocument();
    expect(requests.find(isOperation('UpdateHackathonMember'))?.body).toMatchObject({
      variables: { input: { kind: 'JUDGE', id: '11', status: 'INACTIVE' } },
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of Jo Judge' })).toHaveValue('Inactive'));
  });

  it('removes a member after confirmation', async () => {
    signInAnn();
    let removed = false;
    const { requests } = mockFetch({
      'POST /gql HackathonPeople': () => people({ manageOrganizingTeam: true }, removed ? [] : [hackathonMember('31', 'Mo Manager', { kind: 'ORGANIZING_TEAM' })])(),
      'POST /gql HackathonInvites': gqlData<HackathonInvitesQuery>({ hackathonInvites: [] }),
      'POST /gql RemoveHackathonMember': () => {
        removed = true;
        return gqlData<RemoveHackathonMemberMutation>({ removeHackathonMember: { __typename: 'RemoveMemberPayload', removedId: '31' } })();
      },
    });
    renderPage('ORGANIZING_TEAM', '/hackathon/5/organizing-team');
    expect(await screen.findByRole('heading', { name: 'Organizing Team', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('No pending invites.')).toBeInTheDocument();
    // The organizing team has no status to set.
    expect(screen.queryByRole('combobox', { name: 'Status of Mo Manager' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Mo Manager' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Mo Manager?' });
    expect(dialog).toHaveTextContent('Mo Manager will no longer be one of the organizing team of Hack Five.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No organizing team yet.')).toBeInTheDocument();
    expect(requests.find(isOperation('RemoveHackathonMember'))?.body).toMatchObject({ variables: { input: { kind: 'ORGANIZING_TEAM', id: '31' } } });
  });

  it('resends a pending invite, and revokes one after confirmation', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql HackathonPeople': people({ manageMentors: true }, []),
      'POST /gql HackathonInvites': invites,
      'POST /gql ResendInvite': gqlData<ResendInviteMutation>({ resendInvite: { __typename: 'InviteChangePayload', invite: inviteRow('22', 'bounce@example.com', { delivery: 'SENDING' }) } }),
      'POST /gql RevokeInvite': gqlData<RevokeInviteMutation>({ revokeInvite: { __typename: 'InviteChangePayload', invite: inviteRow('21', 'pat@example.com', { status: 'REVOKED' }) } }),
    });
    renderPage('MENTOR', '/hackathon/5/mentors');
    await user.click(await screen.findByRole('button', { name: 'Resend the invite to bounce@example.com' }));
    expect(await screen.findByText('The invite to bounce@example.com is on its way again')).toBeInTheDocument();
    expect(requests.find(isOperation('ResendInvite'))?.body).toMatchObject({ variables: { input: { id: '22' } } });

    await user.click(screen.getByRole('button', { name: 'Revoke the invite to pat@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the invite?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('The invite to pat@example.com is revoked')).toBeInTheDocument();
    expect(requests.find(isOperation('RevokeInvite'))?.body).toMatchObject({ variables: { input: { id: '21' } } });
  });

  it('asks again while an invite’s e-mail is on its way, until it is sent', async () => {
    signInAnn();
    const answers = [
      gqlData<HackathonInvitesQuery>({ hackathonInvites: [inviteRow('23', 'new@example.com', { delivery: 'SENDING' })] }),
      gqlData<HackathonInvitesQuery>({ hackathonInvites: [inviteRow('23', 'new@example.com', { delivery: 'SENT' })] }),
    ];
    const { requests } = mockFetch({
      'POST /gql HackathonPeople': people({ manageJudges: true }, []),
      'POST /gql HackathonInvites': () => (answers.length > 1 ? answers.shift()! : answers[0])(),
    });
    renderPage('JUDGE', '/hackathon/5/judges');
    expect(await screen.findByText('Sending')).toBeInTheDocument();
    expect(await screen.findByText('Sent', {}, { timeout: 10_000 })).toBeInTheDocument();
    const asked = requests.filter(isOperation('HackathonInvites')).length;
    expect(asked).toBe(2);
  });

  it('shows every invite, not only the pending ones, on request', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql HackathonPeople': people({ manageVolunteers: true }, []), 'POST /gql HackathonInvites': invites });
    renderPage('VOLUNTEER', '/hackathon/5/heroes');
    expect(await screen.findByRole('heading', { name: 'Heroes', level: 1 })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Invites' });
    await user.click(screen.getByText('All'));
    await waitFor(() => expect(requests.filter(isOperation('HackathonInvites')).at(-1)?.body).toMatchObject({ variables: { status: null } }));
  });
});
