import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JudgingResultsQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, signInAnn } from '../../test/shellMocks';
import { judgingHackathon } from './judgingMocks';
import { standingsFromColumns } from './results';
import { Results } from './SubmissionsPage';

type ResultsData = JudgingResultsQuery['judgingResults'];

const results: ResultsData = {
  __typename: 'JudgingResults',
  maxScore: 10,
  categories: [
    {
      __typename: 'CategoryResults',
      categoryId: '1',
      categoryName: 'Main',
      standings: {
        __typename: 'JudgingStandingColumns',
        submissionId: ['11', '13', '12'],
        teamName: ['Rockets', 'Owls', 'Moles'],
        rank: [1, 1, 3],
        tied: [true, true, false],
        judged: [2, 2, 0],
        rawScore: [9.5, 7, 0],
        normalizedScore: [0.5, 0.5, 0],
      },
    },
  ],
  judges: [{ __typename: 'JudgeProgress', judgeId: '4', judgeName: 'Jo Judge', completed: 2, assigned: 3 }],
};

describe('standingsFromColumns', () => {
  it('turns the i-th entry of each column into the i-th standing', () => {
    expect(standingsFromColumns(results.categories[0].standings)[1]).toEqual({
      submissionId: '13',
      teamName: 'Owls',
      rank: 1,
      tied: true,
      judged: 2,
      rawScore: 7,
      normalizedScore: 0.5,
    });
  });
});

describe('Results', () => {
  it('shows each standing in order, ties as ties, raw and normalised side by side', async () => {
    signInAnn();
    mockFetch({ 'POST /gql JudgingResults': gqlData<JudgingResultsQuery>({ judgingResults: results }) });
    renderAt('/', <Results hackathon={judgingHackathon()} />);
    const table = await screen.findByRole('table', { name: 'Results of Main' });
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['1 (tie)', 'Rockets', '9.5', '0.5', '2'],
      ['1 (tie)', 'Owls', '7', '0.5', '2'],
      ['3', 'Moles', '—', '—', '0'],
    ]);
    expect(within(screen.getByRole('table', { name: "Judges' progress" })).getByText('2 / 3')).toBeInTheDocument();
  });
});
