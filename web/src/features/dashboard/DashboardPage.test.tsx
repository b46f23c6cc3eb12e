import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyDashboardQuery, UnreadNotificationsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn } from '../../test/shellMocks';
import { DashboardPage } from './DashboardPage';

const dashboard = gqlData<MyDashboardQuery>({
  myDashboard: {
    __typename: 'Dashboard',
    unreadNotifications: 2,
    hackathons: [
      {
        __typename: 'DashboardHackathon',
        hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', phase: 'PLANNING', phaseDisplay: 'Planning' },
        nextPhase: 'REGISTRATION_OPEN',
        nextPhaseDisplay: 'Registration open',
        nextTransitionAt: null,
      },
    ],
    pendingInvites: [
      {
        __typename: 'Invite',
        id: '9',
        uid: 'u-9',
        kind: 'JUDGE',
        roleName: 'judge',
        hackathon: { __typename: 'InviteHackathon', id: '6', name: 'Hack Six' },
        organization: null,
      },
    ],
    actions: [
      { __typename: 'DashboardAction', kind: 'COMPLETE_ONBOARDING', title: 'Tell us about yourself', link: '/welcome/start?next=%2Fdash', hackathonId: null, hackathonName: null },
      { __typename: 'DashboardAction', kind: 'ANSWER_INVITE', title: 'Answer your invitation to be judge', link: '/hackathon/judging/invite?uid=u-9', hackathonId: '6', hackathonName: null },
      { __typename: 'DashboardAction', kind: 'ACCEPT_TERMS', title: 'Accept the terms and conditions', link: '/hackathon/5/terms', hackathonId: '5', hackathonName: 'Hack Five' },
    ],
  },
});

describe('DashboardPage', () => {
  it('shows what needs the user, their hackathons with the next phase, invitations and unread notifications', async () => {
    signInAnn();
    mockFetch({
      'POST /gql MyDashboard': dashboard,
      'POST /gql UnreadNotifications': gqlData<UnreadNotificationsQuery>({ myNotifications: { __typename: 'NotificationPage', items: [], unreadCount: 2 } }),
    });
    renderAt('/dash', <DashboardPage />);
    const attention = await screen.findByRole('region', { name: 'Needs your attention' });
    expect(within(attention).getByRole('link', { name: 'Tell us about yourself' })).toHaveAttribute('href', '/welcome/start?next=%2Fdash');
    expect(within(attention).getByRole('link', { name: 'Accept the terms and conditions' })).toHaveAttribute('href', '/hackathon/5/terms');
    expect(within(attention).getByText('Hack Five')).toBeInTheDocument();
    expect(within(attention).queryByText(/invitation/)).not.toBeInTheDocument();

    const hack = screen.getByRole('article', { name: 'Hack Five' });
    expect(within(hack).getByText('Next: Registration open (not scheduled yet)')).toBeInTheDocument();
    expect(within(hack).getByRole('link', { name: 'Hack Five' })).toHaveAttribute('href', '/hackathon/5/detail');

    const invites = screen.getByRole('region', { name: 'Invitations' });
    expect(within(invites).getByText('Hack Six')).toBeInTheDocument();
    expect(within(invites).getByRole('link', { name: 'Answer' })).toHaveAttribute('href', '/hackathon/judging/invite?uid=u-9');
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });
});
