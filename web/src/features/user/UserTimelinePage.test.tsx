import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyActivityQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn, variablesOf } from '../../test/shellMocks';
import { UserTimelinePage } from './UserTimelinePage';

type Entry = MyActivityQuery['myActivity']['items'][number];

const entry = (key: string, over: Partial<Entry>): Entry => ({
  __typename: 'ActivityEntry',
  key,
  kind: 'JOINED_HACKATHON',
  at: '2026-11-20T08:00:00Z',
  hackathon: { __typename: 'ActivityHackathon', id: '5', name: 'Hack Five' },
  action: 'Joined as a participant',
  object: '',
  detail: '',
  summary: 'Joined as a participant in Hack Five',
  link: '/hackathon/5/detail',
  ...over,
});

const page = (items: Entry[], totalCount: number, hasNextPage: boolean, endCursor: string) =>
  gqlData<MyActivityQuery>({
    myActivity: { __typename: 'ActivityPage', items, totalCount, pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor } },
  });

describe('UserTimelinePage', () => {
  it('tells each entry as a sentence with its link, newest first, and loads more', async () => {
    signInAnn();
    const first = page(
      [
        entry('IDEA_CREATED:9', {
          kind: 'IDEA_CREATED',
          at: '2026-11-23T12:00:00Z',
          action: 'Proposed the idea',
          object: 'Solar kites',
          summary: 'Proposed the idea "Solar kites" in Hack Five',
          link: '/hackathon/5/idea/9/view',
        }),
        entry('SCORE_AWARDED:3', {
          kind: 'SCORE_AWARDED',
          at: '2026-11-22T12:00:00Z',
          action: 'Was awarded a score for',
          object: 'Best demo',
          detail: '12 points',
          summary: 'Was awarded a score for "Best demo" in Hack Five (12 points)',
          link: '/hackathon/5/gameification/leaderboards',
        }),
      ],
      3,
      true,
      'b2Zmc2V0OjI',
    );
    const second = page(
      [
        entry('ONBOARDING_COMPLETED:1', {
          kind: 'ONBOARDING_COMPLETED',
          hackathon: null,
          action: 'Answered the participant questions',
          summary: 'Answered the participant questions',
          link: '/user/profile',
        }),
      ],
      3,
      false,
      'b2Zmc2V0OjM',
    );
    const { requests } = mockFetch({
      'POST /gql MyActivity': (request) => (variablesOf(request).after ? second() : first()),
    });
    renderAt('/user/timeline', <UserTimelinePage />);

    const idea = await screen.findByRole('link', { name: 'Proposed the idea "Solar kites" in Hack Five' });
    expect(idea).toHaveAttribute('href', '/hackathon/5/idea/9/view');
    expect(idea).toHaveTextContent('Proposed the idea “Solar kites” in Hack Five');
    expect(screen.getByText('3 entries, newest first')).toBeInTheDocument();
    expect(screen.getByText('· 12 points')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const onboarding = await screen.findByRole('link', { name: 'Answered the participant questions' });
    expect(onboarding).toHaveAttribute('href', '/user/profile');
    expect(onboarding).not.toHaveTextContent(' in ');
    const timeline = screen.getByLabelText('Your activity');
    expect(within(timeline).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/hackathon/5/idea/9/view',
      '/hackathon/5/gameification/leaderboards',
      '/user/profile',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const asked = requests.map((r) => variablesOf(r));
    expect(asked).toEqual([{ first: 10 }, { first: 10, after: 'b2Zmc2V0OjI' }]);
  });

  it('says so when there is nothing yet', async () => {
    signInAnn();
    mockFetch({ 'POST /gql MyActivity': page([], 0, false, 'b2Zmc2V0OjA') });
    renderAt('/user/timeline', <UserTimelinePage />);
    expect(await screen.findByText('Nothing here yet: join a hackathon and it shows up.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
