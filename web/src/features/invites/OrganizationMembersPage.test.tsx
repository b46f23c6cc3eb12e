import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  InviteQuery,
  InviteToOrganizationMutation,
  OrganizationInvitesQuery,
  OrganizationPeopleQuery,
  UpdateOrganizationMemberMutation,
} from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { InviteViewPage } from './InviteViewPage';
import { inviteDetail, inviteRow, organizationMember } from '../../test/inviteMocks';
import { OrganizationMembersPage } from './OrganizationMembersPage';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const members = [organizationMember('1', 'Ann Lee', { role: 'OWNER' }), organizationMember('2', 'Bob Ray')];

const people = (manageMembers: boolean) =>
  gqlData<OrganizationPeopleQuery>({
    organization: { __typename: 'Organization', id: '3', name: 'Acme', viewerCan: { __typename: 'OrganizationViewerCan', manageMembers } },
    organizationMembers: members,
  });

function renderMembers() {
  renderAt(
    '/organization/3/members',
    <Routes>
      <Route path="/organization/:organization_id/members" element={<OrganizationMembersPage />} />
    </Routes>,
  );
}

describe('OrganizationMembersPage', () => {
  it('shows members their fellow members and roles, without controls', async () => {
    signInAnn();
    const { requests } = mockFetch({ 'POST /gql OrganizationPeople': people(false) });
    renderMembers();
    const table = await screen.findByRole('table', { name: 'Members' });
    expect(within(table).getByText('Owner')).toBeInTheDocument();
    expect(within(table).getByText('Member')).toBeInTheDocument();
    expect(screen.queryByLabelText('E-mail addresses')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(requests.filter(isOperation('OrganizationInvites'))).toHaveLength(0);
  });

  it('lets an owner invite admins and change a member’s role', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql OrganizationPeople': people(true),
      'POST /gql OrganizationInvites': gqlData<OrganizationInvitesQuery>({
        organizationInvites: [inviteRow('51', 'cy@example.com', { kind: 'ORGANIZATION_MEMBER', delivery: 'SENDING' })],
      }),
      'POST /gql InviteToOrganization': gqlData<InviteToOrganizationMutation>({
        inviteToOrganization: {
          __typename: 'InvitePayload',
          invited: [{ __typename: 'Invite', id: '52', email: 'dee@example.com' }],
          alreadyPending: [{ __typename: 'Invite', id: '51', email: 'cy@example.com' }],
          rejected: [],
        },
      }),
      'POST /gql UpdateOrganizationMember': gqlData<UpdateOrganizationMemberMutation>({
        updateOrganizationMember: { __typename: 'OrganizationMemberPayload', member: { ...members[1], role: 'ADMIN' } },
      }),
    });
    renderMembers();
    const invites = await screen.findByRole('table', { name: 'Invites' });
    expect(within(invites).getByRole('link', { name: 'cy@example.com' })).toHaveAttribute('href', '/organization/members/invite/view?uid=uid-41-51');
    expect(within(invites).getByText('Sending')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Admin' }));
    await user.type(screen.getByLabelText('E-mail addresses'), 'dee@example.com; cy@example.com');
    await user.click(screen.getByRole('button', { name: 'Send 2 invites' }));
    expect(await screen.findByText('Already invited, no second e-mail: 1')).toBeInTheDocument();
    expect(requests.find(isOperation('InviteToOrganization'))?.body).toMatchObject({
      variables: { input: { organizationId: '3', role: 'ADMIN', emails: ['dee@example.com', 'cy@example.com'] } },
    });

    await user.click(screen.getByRole('combobox', { name: 'Role of Bob Ray' }));
    const options = await screen.findByRole('listbox', { name: 'Role of Bob Ray', hidden: true });
    await user.click(within(options).getByRole('option', { name: 'Admin', hidden: true }));
    expect(await screen.findByText('Bob Ray is now admin')).toBeInTheDocument();
    expect(requests.find(isOperation('UpdateOrganizationMember'))?.body).toMatchObject({ variables: { input: { id: '2', role: 'ADMIN' } } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Role of Bob Ray' })).toHaveValue('Admin'));
  });
});

describe('InviteViewPage', () => {
  it('shows an invite’s state read-only, with its e-mail’s delivery', async () => {
    signInAnn();
    mockFetch({
      'POST /gql Invite': gqlData<InviteQuery>({
        invite: inviteDetail({ uid: 'u-view', email: 'bob@example.com', delivery: 'FAILED', deliveryError: '550 no such user' }),
      }),
    });
    renderAt(
      '/hackathon/judging/invite/view?uid=u-view',
      <Routes>
        <Route path="/hackathon/judging/invite/view" element={<InviteViewPage />} />
      </Routes>,
    );
    expect(await screen.findByText(/invites bob@example.com to be a judge of/)).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /E-mail/ })).toHaveTextContent('Failed550 no such user');
    expect(screen.getByRole('row', { name: /Status/ })).toHaveTextContent('Pending');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Answer this invitation' })).not.toBeInTheDocument();
  });
});
