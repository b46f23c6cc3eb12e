import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CastPopularVoteMutation, JudgingHackathonQuery, PopularVoteFieldsFragment, PopularVoteQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { judgingHackathon } from './judgingMocks';
import { PopularVotePage } from './PopularVotePage';

const user = userEvent.setup({ delay: null });

type Entry = PopularVoteFieldsFragment['entries'][number];
const entry = (id: string, team: string, changes: Partial<Entry> = {}): Entry => ({
  __typename: 'PopularVoteEntry',
  categoryId: '1',
  votes: null,
  myVote: false,
  ownTeam: false,
  submission: {
    __typename: 'Submission',
    id,
    team: { __typename: 'Team', id: `t${id}`, name: team },
    competitionCategory: { __typename: 'CompetitionCategory', id: '1', name: 'Main' },
    response: {},
    template: { __typename: 'SubmissionTemplate', id: '1', schema: { type: 'object', properties: {} } },
  },
  ...changes,
});
const board = (entries: Entry[], changes: Partial<PopularVoteFieldsFragment> = {}): PopularVoteFieldsFragment => ({
  __typename: 'PopularVote',
  hackathonId: '5',
  open: true,
  countsVisible: false,
  canVote: true,
  entries,
  ...changes,
});

function renderVote(vote: PopularVoteFieldsFragment) {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql JudgingHackathon': gqlData<JudgingHackathonQuery>({ hackathon: judgingHackathon({ phase: 'POPULAR_VOTE' }, { manage: false }) }),
    'POST /gql PopularVote': gqlData<PopularVoteQuery>({ popularVote: vote }),
    'POST /gql CastPopularVote': gqlData<CastPopularVoteMutation>({
      castPopularVote: {
        __typename: 'PopularVotePayload',
        popularVote: board([entry('8', 'Rockets', { ownTeam: true }), entry('9', 'Owls', { myVote: true })]),
      },
    }),
  });
  renderAt(
    '/hackathon/5/popular-vote',
    <Routes>
      <Route path="/hackathon/:hackathon_id/popular-vote" element={<PopularVotePage />} />
    </Routes>,
  );
  return mocks;
}

describe('PopularVotePage', () => {
  it('votes for another team, never one’s own, with the counts hidden', async () => {
    const { requests } = renderVote(board([entry('8', 'Rockets', { ownTeam: true }), entry('9', 'Owls')]));
    expect(await screen.findByText('The counts are shown once the popular vote has ended.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Vote' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    expect(await screen.findByRole('button', { name: 'Voted' })).toBeDisabled();
    const sent = requests.find(isOperation('CastPopularVote'));
    expect(sent && variablesOf(sent)).toEqual({ id: '9' });
  });

  it('shows the counts once the vote has ended', async () => {
    renderVote(board([entry('8', 'Rockets', { votes: 3 }), entry('9', 'Owls', { votes: 1 })], { open: false, countsVisible: true, canVote: false }));
    expect(await screen.findByText('3 votes')).toBeInTheDocument();
    expect(screen.getByText('1 vote')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Vote' })).not.toBeInTheDocument();
  });
});
