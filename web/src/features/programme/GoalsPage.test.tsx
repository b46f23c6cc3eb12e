import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { GoalsQuery, ProgrammeHackathonQuery, ReorderGoalsMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { GoalsPage } from './GoalsPage';
import { participantCan, programmeHackathon } from './programmeMocks';

const user = userEvent.setup({ delay: null });

type Goal = GoalsQuery['goals'][number];
const goal = (id: string, name: string, priority: number): Goal => ({ __typename: 'Goal', id, name, description: '', priority });
const goals = [goal('1', 'Ship', 1), goal('2', 'Learn', 2), goal('3', 'Have fun', 3)];

function renderGoals(can = {}) {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql ProgrammeHackathon': gqlData<ProgrammeHackathonQuery>({ hackathon: programmeHackathon({}, can) }),
    'POST /gql Goals': gqlData<GoalsQuery>({ goals }),
    'POST /gql ReorderGoals': gqlData<ReorderGoalsMutation>({
      reorderGoals: { __typename: 'ReorderGoalsPayload', goals: [goal('2', 'Learn', 1), goal('1', 'Ship', 2), goal('3', 'Have fun', 3)] },
    }),
  });
  renderAt(
    '/hackathon/5/goals',
    <Routes>
      <Route path="/hackathon/:hackathon_id/goals" element={<GoalsPage />} />
      <Route path="/hackathon/:hackathon_id/detail" element={<p>Detail page</p>} />
    </Routes>,
  );
  return mocks;
}

const names = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('GoalsPage', () => {
  it('saves a new order as one batch', async () => {
    const { requests } = renderGoals();
    expect(await screen.findByText('1. Ship')).toBeInTheDocument();
    expect(names()).toEqual(['Ship', 'Learn', 'Have fun']);
    expect(screen.getByRole('button', { name: 'Drag Ship' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move Ship down' }));
    expect(await screen.findByText('1. Learn')).toBeInTheDocument();
    expect(names()).toEqual(['Learn', 'Ship', 'Have fun']);
    const sent = requests.find(isOperation('ReorderGoals'));
    expect(sent?.body).toMatchObject({ variables: { input: { hackathonId: '5', goalIds: ['2', '1', '3'] } } });
  });

  it('sends those who may not see goals to the hackathon’s page', async () => {
    renderGoals(participantCan);
    expect(await screen.findByText('Detail page')).toBeInTheDocument();
  });

  it('adds a goal, naming the field the server refuses', async () => {
    renderGoals();
    await user.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a goal' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('This field is required.')).toBeInTheDocument();
  });
});
