import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { JudgingHackathonQuery, ScoringQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { criterion, judgingHackathon } from './judgingMocks';
import { ScoringPage } from './ScoringPage';

const user = userEvent.setup({ delay: null });

const scoring: Omit<ScoringQuery, '__typename'> = {
  submissionForJudging: {
    __typename: 'Submission',
    id: '9',
    team: { __typename: 'Team', id: '4', name: 'Rockets' },
    competitionCategory: { __typename: 'CompetitionCategory', id: '1', name: 'Main' },
    judgingStatus: 'NOT_STARTED',
    myJudgingStatus: 'NOT_STARTED',
    judgingProgress: 0,
    totalJudges: 2,
    myScore: null,
    maxScore: 15,
    averageScore: null,
    viewerCan: { __typename: 'SubmissionViewerCan', score: true },
    response: { title: 'Moon lander', repository: 'https://example.com/repo' },
    template: {
      __typename: 'SubmissionTemplate',
      id: '1',
      schema: {
        type: 'object',
        properties: { title: { type: 'string', title: 'Project title' }, repository: { type: 'string', title: 'Repository' } },
        'x-order': ['title', 'repository'],
      },
    },
  },
  judgingScores: [],
  judgingCriteria: [criterion('1', 'Idea', 10, 1), criterion('2', 'Code', 5, 2)],
};

function renderScoring(isJudge = true) {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql JudgingHackathon': gqlData<JudgingHackathonQuery>({ hackathon: judgingHackathon({ isJudge }, { manage: false }) }),
    'POST /gql Scoring': gqlData<ScoringQuery>({
      ...scoring,
      submissionForJudging: { ...scoring.submissionForJudging, viewerCan: { __typename: 'SubmissionViewerCan', score: isJudge } },
    }),
    'POST /gql UpdateJudgingScores': gqlError('Code: the score is a whole number from 0 to 5.', { code: 'BAD_USER_INPUT', field: 'scores.1.score' }),
  });
  renderAt(
    '/hackathon/5/submissions/9',
    <Routes>
      <Route path="/hackathon/:hackathon_id/submissions/:submission_id" element={<ScoringPage />} />
    </Routes>,
  );
  return mocks;
}

describe('ScoringPage', () => {
  it('shows the response read-only and sends one score per criterion with the completed mark', async () => {
    const { requests } = renderScoring();
    expect(await screen.findByText('Moon lander')).toBeInTheDocument();
    expect(screen.getByText('Project title')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Rockets' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Idea (0–10)' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Code (0–5)' }), '4');
    await user.click(screen.getByRole('switch', { name: 'Completed' }));
    await user.click(screen.getByRole('button', { name: 'Save scores' }));
    expect(await screen.findByText('Code: the score is a whole number from 0 to 5.')).toBeInTheDocument();
    const sent = requests.find(isOperation('UpdateJudgingScores'));
    expect(sent && variablesOf(sent)).toEqual({
      input: { submissionId: '9', completed: true, scores: [{ criteriaId: '1', score: 7 }, { criteriaId: '2', score: 4 }] },
    });
  });

  it('shows organizers the submission without the score form', async () => {
    renderScoring(false);
    expect(await screen.findByText('Moon lander')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save scores' })).not.toBeInTheDocument();
  });
});
