import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type {
  AwardScoreMutation,
  BoardFieldsFragment,
  CompetitionFieldsFragment,
  CompetitionsQuery,
  ContestantsQuery,
  CorrectScoreMutation,
  CurrentScoresQuery,
  GamificationDashboardQuery,
  ScoreFieldsFragment,
} from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { GamificationDashboardPage } from './GamificationDashboardPage';
import { LeaderboardsPage } from './LeaderboardsPage';
import { ScoringModalPage } from './ScoringModalPage';

const user = userEvent.setup({ delay: null });

const can = { __typename: 'CompetitionViewerCan' as const, manage: false, award: true, seeHistory: false };
const quest: CompetitionFieldsFragment = {
  __typename: 'Competition',
  id: '5',
  hackathonId: '1',
  name: 'Booth quest',
  description: '',
  scorableItems: [{ __typename: 'ScorableItem', id: '11', name: 'Booth visit', description: '', maxScore: 10 }],
  viewerCan: can,
};
const hackathon = { __typename: 'Hackathon' as const, id: '1', name: 'Hack Week', hasGameification: true, gamificationViewerCan: can };
const place = (rank: number, id: string, name: string, total: number) => ({
  __typename: 'ScoreTotal' as const,
  rank,
  total,
  participant: { __typename: 'Contestant' as const, id, displayName: name },
});
const board = (rows: BoardFieldsFragment['scoreTotals'], myRank: BoardFieldsFragment['myRank'], last: string): BoardFieldsFragment => ({
  __typename: 'Leaderboard',
  id: '5',
  participantCount: rows.length,
  lastScoreId: last,
  scoreTotals: rows,
  myRank,
});
const entry = (id: string, score: number): ScoreFieldsFragment => ({
  __typename: 'Score',
  id,
  competitionId: '5',
  scorableItemId: '11',
  score,
  correctsId: null,
  reason: null,
  awardedBy: 'Henry Hero',
  createdAt: '2026-11-26T10:00:00Z',
  participant: { __typename: 'Contestant', id: '21', displayName: 'Zoe Tester' },
});

describe('GamificationDashboardPage', () => {
  it("shows each competition's top ten with shared ranks and the caller's own rank", async () => {
    signInAnn();
    mockFetch({
      'POST /gql GamificationDashboard': gqlData<GamificationDashboardQuery>({
        hackathon,
        leaderboards: [
          {
            ...board([place(1, '21', 'Zoe Tester', 9), place(1, '22', 'Ann Tester', 9), place(3, '23', 'Bob Tester', 2)], { __typename: 'ScoreTotal', rank: 1, total: 9 }, '40'),
            competition: quest,
          },
        ],
      }),
    });
    renderAt('/hackathon/1/gameification/dashboard', <Routes><Route path="/hackathon/:hackathon_id/gameification/dashboard" element={<GamificationDashboardPage />} /></Routes>);
    const table = await screen.findByRole('table', { name: 'Booth quest: top ten' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([['1', 'Zoe Tester', '9'], ['1', 'Ann Tester', '9'], ['3', 'Bob Tester', '2']]);
    expect(screen.getByText('Your rank: 1 of 3 (9 points)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Award a score' })).toHaveAttribute('href', '/hackathon/1/gameification/scoring-modal');
    expect(screen.queryByRole('link', { name: 'Manage competitions' })).not.toBeInTheDocument();
  });
});

/** A server-sent event stream as gqlgen writes it: one `next` event per board, then `complete`. */
function eventStream(boards: BoardFieldsFragment[]) {
  const text = boards.map((b) => `event: next\ndata: ${JSON.stringify({ data: { leaderboardChanged: b } })}\n\n`).join('') + 'event: complete\ndata:\n\n';
  return () => new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

describe('LeaderboardsPage', () => {
  it('shows every board the subscription delivers, without a reload', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql Competitions': gqlData<CompetitionsQuery>({ hackathon, competitions: [quest] }),
      'POST /gql LeaderboardChanged': eventStream([
        board([place(1, '21', 'Zoe Tester', 4)], null, '1'),
        board([place(1, '22', 'Ann Tester', 9), place(2, '21', 'Zoe Tester', 4)], { __typename: 'ScoreTotal', rank: 1, total: 9 }, '2'),
      ]),
    });
    renderAt('/hackathon/1/gameification/leaderboards', <Routes><Route path="/hackathon/:hackathon_id/gameification/leaderboards" element={<LeaderboardsPage />} /></Routes>);
    expect(await screen.findByText('Ann Tester')).toBeInTheDocument();
    expect(screen.getByText('Your rank: 1 of 2 (9 points)')).toBeInTheDocument();
    const stream = requests.find(isOperation('LeaderboardChanged'));
    expect(stream?.headers.get('accept')).toContain('text/event-stream');
    expect(stream?.headers.get('authorization')).toBe('Token tok');
  });
});

function renderScoring(current: ScoreFieldsFragment[]) {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql Competitions': gqlData<CompetitionsQuery>({ hackathon, competitions: [quest] }),
    'POST /gql Contestants': gqlData<ContestantsQuery>({ contestants: [{ __typename: 'Contestant', id: '21', displayName: 'Zoe Tester' }] }),
    'POST /gql CurrentScores': gqlData<CurrentScoresQuery>({ contestants: [{ __typename: 'Contestant', id: '21', currentScores: current }] }),
    'POST /gql AwardScore': gqlData<AwardScoreMutation>({ awardScore: { __typename: 'ScorePayload', score: entry('50', 7) } }),
    'POST /gql CorrectScore': gqlData<CorrectScoreMutation>({ correctScore: { __typename: 'ScorePayload', score: entry('51', 6) } }),
  });
  renderAt('/hackathon/1/gameification/scoring-modal', <Routes><Route path="/hackathon/:hackathon_id/gameification/scoring-modal" element={<ScoringModalPage />} /></Routes>);
  return mocks;
}

async function pickZoeAndBooth() {
  const dialog = await screen.findByRole('dialog', { name: 'Award a score' });
  await user.type(within(dialog).getByLabelText('Participant'), 'Zo');
  await user.click(await within(dialog).findByRole('button', { name: 'Choose Zoe Tester' }));
  await user.click(within(dialog).getByRole('combobox', { name: 'Item' }));
  await user.click(await screen.findByRole('option', { name: 'Booth visit (0–10)', hidden: true }));
  return dialog;
}

/** The variables of the first request of the operation, if it was sent. */
const sentVariables = (requests: MockRequest[], operation: string) => {
  const request = requests.find(isOperation(operation));
  return request && variablesOf(request);
};

describe('ScoringModalPage', () => {
  it('finds a participant by name, picks the item and awards the score', async () => {
    const { requests } = renderScoring([]);
    const dialog = await pickZoeAndBooth();
    await user.type(within(dialog).getByRole('textbox', { name: 'Score' }), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Award score' }));
    expect(await within(dialog).findByText('Zoe Tester: 7 points for Booth visit.')).toBeInTheDocument();
    expect(sentVariables(requests, 'AwardScore')).toEqual({ input: { scorableItemId: '11', participantId: '21', score: 7 } });
  });

  it('corrects a score the participant holds, with a reason', async () => {
    const { requests } = renderScoring([entry('50', 7)]);
    const dialog = await pickZoeAndBooth();
    expect(await within(dialog).findByText(/Current score: 7/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Corrected score' }), '6');
    await user.type(within(dialog).getByLabelText(/Reason for the correction/), 'Scanned twice');
    await user.click(within(dialog).getByRole('button', { name: 'Correct score' }));
    expect(await within(dialog).findByText('Zoe Tester: 6 points for Booth visit.')).toBeInTheDocument();
    expect(sentVariables(requests, 'CorrectScore')).toEqual({ input: { scoreId: '50', score: 6, reason: 'Scanned twice' } });
    expect(sentVariables(requests, 'AwardScore')).toBeUndefined();
  });

  it('keeps the focus in the modal when choosing a participant replaces the search, and when Change brings it back', async () => {
    renderScoring([]);
    const dialog = await screen.findByRole('dialog', { name: 'Award a score' });
    await user.type(within(dialog).getByLabelText('Participant'), 'Zo');
    within(dialog).getByRole('button', { name: 'Choose Zoe Tester' }).focus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Participant: Zoe Tester')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Change' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByLabelText('Participant')).toHaveFocus();
  });
});
