import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HackathonsQuery, ParticipationEventsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn } from '../../test/shellMocks';
import { UserTimelinePage } from './UserTimelinePage';

const noHackathons = gqlData<HackathonsQuery>({
  hackathons: { __typename: 'HackathonPage', totalCount: 0, pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null }, items: [] },
});

describe('UserTimelinePage', () => {
  it('shows the user joining, checking in and leaving, newest first', async () => {
    signInAnn();
    mockFetch({
      'POST /gql Hackathons': noHackathons,
      'POST /gql ParticipationEvents': gqlData<ParticipationEventsQuery>({
        myParticipationEvents: [
          { __typename: 'ParticipationEvent', kind: 'LEFT', hackathonId: '4', hackathonName: 'Old Hack', at: '2026-11-23T12:00:00Z', date: null },
          { __typename: 'ParticipationEvent', kind: 'CHECKED_IN', hackathonId: '5', hackathonName: 'Hack Five', at: '2026-11-23T08:00:00Z', date: '2026-11-23' },
          { __typename: 'ParticipationEvent', kind: 'JOINED', hackathonId: '5', hackathonName: 'Hack Five', at: '2026-11-20T08:00:00Z', date: null },
        ],
      }),
    });
    renderAt('/user/timeline', <UserTimelinePage />);
    expect(await screen.findByRole('heading', { name: 'As a participant' })).toBeInTheDocument();
    expect(screen.getByText('You have no hackathons yet.')).toBeInTheDocument();
    const entries = screen.getByText(/Checked in at/).closest('.mantine-Timeline-root') as HTMLElement;
    const titles = within(entries)
      .getAllByText(/^(Joined|Checked in at|Left)/)
      .map((el) => el.textContent);
    expect(titles).toEqual(['Left Old Hack', 'Checked in at Hack Five on Mon 23 Nov', 'Joined Hack Five']);
    expect(screen.queryByRole('link', { name: 'Old Hack' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Hack Five' })[0]).toHaveAttribute('href', '/hackathon/5/detail');
  });

  it('shows no participant entries for someone who never took part', async () => {
    signInAnn();
    mockFetch({
      'POST /gql Hackathons': noHackathons,
      'POST /gql ParticipationEvents': gqlData<ParticipationEventsQuery>({ myParticipationEvents: [] }),
    });
    renderAt('/user/timeline', <UserTimelinePage />);
    expect(await screen.findByText('You have no hackathons yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'As a participant' })).not.toBeInTheDocument();
  });
});
