import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeleteJudgingCriterionMutation, JudgingCriteriaQuery, JudgingHackathonQuery, ReorderJudgingCriteriaMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn, variablesOf } from '../../test/shellMocks';
import { CriteriaPage } from './CriteriaPage';
import { criterion, judgingHackathon } from './judgingMocks';

const user = userEvent.setup({ delay: null });
const idea = criterion('1', 'Idea', 10, 1);
const code = criterion('2', 'Code', 5, 2);

function renderCriteria(manage = true, deleteAnswers: (() => Response)[] = []) {
  signInAnn();
  let deletes = 0;
  const mocks = mockFetch({
    'POST /gql JudgingHackathon': gqlData<JudgingHackathonQuery>({ hackathon: judgingHackathon({}, { manage }) }),
    'POST /gql JudgingCriteria': gqlData<JudgingCriteriaQuery>({ judgingCriteria: [idea, code] }),
    'POST /gql ReorderJudgingCriteria': gqlData<ReorderJudgingCriteriaMutation>({
      reorderJudgingCriteria: { __typename: 'JudgingCriteriaPayload', judgingCriteria: [code, idea] },
    }),
    'POST /gql DeleteJudgingCriterion': () => deleteAnswers[deletes++](),
  });
  renderAt(
    '/hackathon/5/judging-criteria',
    <Routes>
      <Route path="/hackathon/:hackathon_id/judging-criteria" element={<CriteriaPage />} />
    </Routes>,
  );
  return mocks;
}

const names = () => screen.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'));

describe('CriteriaPage', () => {
  it('saves a new order of every criterion as one batch', async () => {
    const { requests } = renderCriteria();
    expect(await screen.findByText('Idea')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Drag Idea' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Idea down' }));
    await screen.findByRole('listitem', { name: 'Code' });
    expect(names()).toEqual(['Code', 'Idea']);
    const sent = requests.find(isOperation('ReorderJudgingCriteria'));
    expect(sent && variablesOf(sent)).toEqual({ input: { hackathonId: '5', criteriaIds: ['2', '1'] } });
  });

  it('asks again when judges have started scoring, then deletes with confirm', async () => {
    const { requests } = renderCriteria(true, [
      gqlError('Judges have started scoring. Confirm to change the criteria.', { code: 'CONFLICT', field: 'confirm' }),
      gqlData<DeleteJudgingCriterionMutation>({ deleteJudgingCriterion: { __typename: 'DeletePayload', deletedId: '2' } }),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Code' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Judges have started scoring. Confirm to change the criteria.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const sent = () => requests.filter(isOperation('DeleteJudgingCriterion')).map(variablesOf);
    await waitFor(() => expect(sent()).toEqual([{ input: { id: '2', confirm: false } }, { input: { id: '2', confirm: true } }]));
  });

  it('shows judges the criteria without the organizers’ controls', async () => {
    renderCriteria(false);
    expect(await screen.findByText('Idea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Drag Idea' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add criterion' })).not.toBeInTheDocument();
  });
});
