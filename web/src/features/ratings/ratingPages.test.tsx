import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  CreateRatingItemTemplateMutation,
  MyTalentRatingsQuery,
  MyTalentRatingsToRateQuery,
  RatingManagementQuery,
  SaveRatingMutation,
} from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { ratingCriterion } from '../../test/ratingMocks';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { MyTalentRatingsPage } from './MyTalentRatingsPage';
import { RatingManagementPage } from './RatingManagementPage';

const user = userEvent.setup({ delay: null });

const can = (changes: Partial<RatingManagementQuery['hackathon']['ratingViewerCan']> = {}) => ({
  __typename: 'RatingViewerCan' as const,
  manageTemplates: false,
  rateTalents: false,
  seeTalentRatings: true,
  seePitchAggregates: false,
  ...changes,
});
const criterion = ratingCriterion;
const talent: RatingManagementQuery['ratingTemplates'][number] = {
  __typename: 'RatingTemplate',
  id: '3',
  family: 'TALENT',
  name: 'Talent',
  system: true,
  finalizable: true,
  itemTemplates: [criterion('31', 'Craft', 'NUMERIC', 5), criterion('32', 'Notes', 'FREE_TEXT')],
};


beforeEach(signInAnn);

describe('RatingManagementPage', () => {
  it('shows the templates with their criteria and lets organizers add one, with field errors', async () => {
    const { requests } = mockFetch({
      'POST /gql RatingManagement': gqlData<RatingManagementQuery>({
        hackathon: { __typename: 'Hackathon', id: '1', name: 'Hack Week', ratingViewerCan: can({ manageTemplates: true }) },
        ratingTemplates: [talent],
      }),
      'POST /gql CreateRatingItemTemplate': (r) =>
        inputOf(r).name === 'Bad'
          ? gqlError('The maximum score is a whole number from 1 to 1000.', { code: 'BAD_USER_INPUT', field: 'maxScore' })()
          : gqlData<CreateRatingItemTemplateMutation>({
              createRatingItemTemplate: { __typename: 'RatingItemTemplatePayload', ratingItemTemplate: { __typename: 'RatingItemTemplate', id: '33' } },
            })(),
    });
    renderAt('/hackathon/1/talent-man', <Routes><Route path="/hackathon/:hackathon_id/talent-man" element={<RatingManagementPage />} /></Routes>);
    const card = await screen.findByRole('region', { name: 'Talent' });
    expect(within(card).getByText('System')).toBeInTheDocument();
    const rows = within(within(card).getByRole('table', { name: 'Criteria of Talent' })).getAllByRole('row').map((r) => r.textContent);
    expect(rows.slice(1)).toEqual(['CraftScore5', 'NotesFree text-']);
    expect(screen.getByRole('link', { name: 'Talent Ratings' })).toHaveAttribute('href', '/hackathon/1/talent-man-mentors');
    expect(screen.queryByRole('link', { name: 'My Talent Ratings' })).toBeNull();
    expect(within(card).queryByRole('button', { name: 'Delete template' })).toBeNull();

    await user.type(within(card).getByLabelText('Criterion'), 'Bad');
    await user.click(within(card).getByRole('button', { name: 'Add criterion' }));
    expect(await within(card).findByText('The maximum score is a whole number from 1 to 1000.')).toBeInTheDocument();
    await user.clear(within(card).getByLabelText('Criterion'));
    await user.type(within(card).getByLabelText('Criterion'), 'Grit');
    await user.click(within(card).getByRole('button', { name: 'Add criterion' }));
    await waitFor(() => expect(requests.filter(isOperation('CreateRatingItemTemplate'))).toHaveLength(2));
    expect(inputOf(requests.filter(isOperation('CreateRatingItemTemplate'))[1])).toEqual({
      ratingTemplateId: '3',
      name: 'Grit',
      ratingType: 'NUMERIC',
      maxScore: 10,
    });
  });

  it('is read-only for mentors, who get a link to their own ratings', async () => {
    mockFetch({
      'POST /gql RatingManagement': gqlData<RatingManagementQuery>({
        hackathon: { __typename: 'Hackathon', id: '1', name: 'Hack Week', ratingViewerCan: can({ rateTalents: true }) },
        ratingTemplates: [talent],
      }),
    });
    renderAt('/hackathon/1/talent-man', <Routes><Route path="/hackathon/:hackathon_id/talent-man" element={<RatingManagementPage />} /></Routes>);
    await screen.findByRole('region', { name: 'Talent' });
    expect(screen.getByRole('link', { name: 'My Talent Ratings' })).toHaveAttribute('href', '/hackathon/1/ratings/talent');
    expect(screen.queryByRole('button', { name: 'Add criterion' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add template' })).toBeNull();
  });
});

describe('MyTalentRatingsPage', () => {
  const page = (rateTalents: boolean): MyTalentRatingsQuery => ({
    __typename: 'Query',
    hackathon: { __typename: 'Hackathon', id: '1', name: 'Hack Week', ratingViewerCan: can({ rateTalents }) },
    ratingTemplates: [talent],
  });
  const data = (myRatings: MyTalentRatingsToRateQuery['myRatings']): MyTalentRatingsToRateQuery => ({
    __typename: 'Query',
    rateableParticipants: [
      { __typename: 'RatingPerson', id: '21', name: 'Zoe Tester' },
      { __typename: 'RatingPerson', id: '22', name: null },
    ],
    myRatings,
  });
  const finalized: MyTalentRatingsToRateQuery['myRatings'][number] = {
    __typename: 'Rating',
    id: '9',
    ratingTemplateId: '3',
    finalized: true,
    ratedProfile: { __typename: 'RatingPerson', id: '22', name: null },
    ratedTeam: null,
    items: [{ __typename: 'RatingItem', id: '91', ratingItemTemplateId: '31', criterion: 'Craft', ratingType: 'NUMERIC', score: 4, ratingText: null }],
  };

  it('rates a participant on every criterion, and shows a finalized rating read-only', async () => {
    const { requests } = mockFetch({
      'POST /gql MyTalentRatings': gqlData<MyTalentRatingsQuery>(page(true)),
      'POST /gql MyTalentRatingsToRate': gqlData<MyTalentRatingsToRateQuery>(data([finalized])),
      'POST /gql SaveRating': gqlData<SaveRatingMutation>({
        saveRating: { __typename: 'RatingPayload', rating: { ...finalized, id: '10', finalized: false, ratedProfile: { __typename: 'RatingPerson', id: '21', name: 'Zoe Tester' } } },
      }),
    });
    renderAt('/hackathon/1/ratings/talent', <Routes><Route path="/hackathon/:hackathon_id/ratings/talent" element={<MyTalentRatingsPage />} /></Routes>);
    const table = await screen.findByRole('table', { name: 'Participants to rate' });
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual(['Zoe TesterNot ratedRate', 'UnknownFinalizedView']);

    // A finalized rating's button reads View.
    expect(screen.getByRole('button', { name: 'Rate Unknown' })).toHaveTextContent('View');
    await user.click(screen.getByRole('button', { name: 'Rate Unknown' }));
    const done = await screen.findByRole('region', { name: 'Rating of Unknown' });
    expect(within(done).getByLabelText('Craft')).toHaveAttribute('readonly');
    expect(within(done).queryByRole('button', { name: 'Save rating' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Rate Zoe Tester' }));
    const form = await screen.findByRole('region', { name: 'Rating of Zoe Tester' });
    await user.type(within(form).getByLabelText('Craft'), '4.5');
    await user.type(within(form).getByLabelText('Notes'), 'Sharp');
    await user.click(within(form).getByRole('button', { name: 'Save and finalize' }));
    await waitFor(() => expect(requests.some(isOperation('SaveRating'))).toBe(true));
    const save = requests.find(isOperation('SaveRating'));
    expect(inputOf(save)).toEqual({
      ratingTemplateId: '3',
      ratedProfileId: '21',
      finalize: true,
      items: [
        { ratingItemTemplateId: '31', score: 4.5 },
        { ratingItemTemplateId: '32', ratingText: 'Sharp' },
      ],
    });
    // The form closes and the focus goes back to the button that opened it.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Rating of Zoe Tester' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Rate Zoe Tester' })).toHaveFocus();
  });

  it('tells organizers only mentors rate, without asking whom to rate', async () => {
    const { requests } = mockFetch({ 'POST /gql MyTalentRatings': gqlData<MyTalentRatingsQuery>(page(false)) });
    renderAt('/hackathon/1/ratings/talent', <Routes><Route path="/hackathon/:hackathon_id/ratings/talent" element={<MyTalentRatingsPage />} /></Routes>);
    expect(await screen.findByText("Only the hackathon's mentors rate talents.")).toBeInTheDocument();
    expect(requests.map((r) => (r.body as { operationName?: string }).operationName)).not.toContain('MyTalentRatingsToRate');
    expect(screen.queryByText('Unable to load this list.')).toBeNull();
  });
});
