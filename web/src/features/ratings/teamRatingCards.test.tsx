import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  MyPeerRatingAggregatesQuery,
  PeerRatingsQuery,
  PitchRatingAggregatesQuery,
  PitchRatingsQuery,
  RatingFieldsFragment,
  RatingManagementQuery,
  RatingTemplateFieldsFragment,
  SaveRatingMutation,
} from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { ratingCriterion } from '../../test/ratingMocks';
import { renderAt } from '../../test/render';
import { gqlData, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { FeatureTogglesContext } from '../featureToggles';
import { RatingManagementPage } from './RatingManagementPage';
import { TeamRatingCards, type TeamRatingCardsProps } from './TeamRatingCards';

const user = userEvent.setup({ delay: null });

const operationName = (r: MockRequest) => (r.body as { operationName?: string }).operationName;

const criterion = ratingCriterion;
const template = (id: string, family: 'PEER' | 'ELEVATOR_PITCH', finalizable: boolean, items: RatingTemplateFieldsFragment['itemTemplates']): RatingTemplateFieldsFragment => ({
  __typename: 'RatingTemplate',
  id,
  family,
  name: family === 'PEER' ? 'Peer' : 'Elevator pitch',
  system: true,
  finalizable,
  itemTemplates: items,
});
const peerTemplate = template('4', 'PEER', true, [criterion('41', 'Collaboration', 'NUMERIC', 5), criterion('42', 'Kudos', 'FREE_TEXT')]);
const pitchTemplate = template('5', 'ELEVATOR_PITCH', false, [criterion('51', 'Clarity', 'NUMERIC')]);

const rating = (changes: Partial<RatingFieldsFragment>): RatingFieldsFragment => ({
  __typename: 'Rating',
  id: '70',
  ratingTemplateId: '4',
  finalized: false,
  ratedProfile: null,
  ratedTeam: null,
  items: [],
  ...changes,
});
const item = (id: string, ratingItemTemplateId: string, score: number | null, ratingText: string | null = null) => ({
  __typename: 'RatingItem' as const,
  id,
  ratingItemTemplateId,
  criterion: '',
  ratingType: score === null ? ('FREE_TEXT' as const) : ('NUMERIC' as const),
  score,
  ratingText,
});

const team = { id: '3', name: 'Night Owls', isMember: true };
const everything = { ratePeers: true, ratePitches: true };

function renderCards(props: Partial<TeamRatingCardsProps> = {}, peerRatings = true) {
  renderAt(
    '/',
    <FeatureTogglesContext.Provider value={new Map([['peer_ratings', peerRatings]])}>
      <TeamRatingCards hackathonId="1" team={team} hasPitches can={everything} {...props} />
    </FeatureTogglesContext.Provider>,
  );
}

const peers = (myRatings: RatingFieldsFragment[], templates = [peerTemplate]) =>
  gqlData<PeerRatingsQuery>({
    ratingTemplates: templates,
    rateableParticipants: [
      { __typename: 'RatingPerson', id: '21', name: 'Bob Ray' },
      { __typename: 'RatingPerson', id: '22', name: 'Cy Ng' },
    ],
    myRatings,
  });
const aggregates = (rows: MyPeerRatingAggregatesQuery['myPeerRatingAggregates']) => gqlData<MyPeerRatingAggregatesQuery>({ myPeerRatingAggregates: rows });
const saved = (r: RatingFieldsFragment) => gqlData<SaveRatingMutation>({ saveRating: { __typename: 'RatingPayload', rating: r } });

beforeEach(signInAnn);

describe('Rate your teammates', () => {
  it('shows one form per teammate with the criteria, prefilled from the ratings given, and saves the right input', async () => {
    const bob = rating({ ratedProfile: { __typename: 'RatingPerson', id: '21', name: 'Bob Ray' }, items: [item('81', '41', 3.5), item('82', '42', null, 'Always there')] });
    const cy = rating({ id: '71', finalized: true, ratedProfile: { __typename: 'RatingPerson', id: '22', name: 'Cy Ng' }, items: [item('83', '41', 2)] });
    const { requests } = mockFetch({
      'POST /gql PeerRatings': peers([bob, cy]),
      'POST /gql MyPeerRatingAggregates': aggregates([]),
      'POST /gql SaveRating': saved({ ...bob, finalized: true }),
    });
    renderCards({ team: team, can: { ratePeers: true, ratePitches: true } });
    const card = await screen.findByRole('region', { name: 'Rate your teammates' });
    const bobForm = await within(card).findByRole('region', { name: 'Rating of Bob Ray' });
    expect(within(bobForm).getByLabelText('Collaboration')).toHaveValue('3.5');
    expect(within(bobForm).getByText('0 to 5')).toBeInTheDocument();
    expect(within(bobForm).getByLabelText('Kudos')).toHaveValue('Always there');
    expect(within(bobForm).getByText('Saved')).toBeInTheDocument();

    const cyForm = within(card).getByRole('region', { name: 'Rating of Cy Ng' });
    expect(within(cyForm).getByText('Finalized')).toBeInTheDocument();
    expect(within(cyForm).getByLabelText('Collaboration')).toHaveAttribute('readonly');
    expect(within(cyForm).queryByRole('button', { name: 'Save rating' })).toBeNull();

    await user.clear(within(bobForm).getByLabelText('Collaboration'));
    await user.type(within(bobForm).getByLabelText('Collaboration'), '4.25');
    await user.click(within(bobForm).getByRole('button', { name: 'Save and finalize' }));
    await waitFor(() => expect(requests.find(isOperation('SaveRating'))).toBeDefined());
    expect(inputOf(requests.find(isOperation('SaveRating')))).toEqual({
      ratingTemplateId: '4',
      ratedProfileId: '21',
      finalize: true,
      items: [
        { ratingItemTemplateId: '41', score: 4.25 },
        { ratingItemTemplateId: '42', ratingText: 'Always there' },
      ],
    });
    expect(await screen.findByText('Saved your rating of Bob Ray.')).toBeInTheDocument();
    // The ratings given are read again after a save.
    await waitFor(() => expect(requests.filter(isOperation('PeerRatings')).length).toBeGreaterThan(1));
  });

  it('offers no finalizing when the template is not finalizable', async () => {
    mockFetch({ 'POST /gql PeerRatings': peers([], [{ ...peerTemplate, finalizable: false }]), 'POST /gql MyPeerRatingAggregates': aggregates([]) });
    renderCards();
    const form = await screen.findByRole('region', { name: 'Rating of Cy Ng' });
    expect(within(form).getByText('Not rated')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save rating' })).toBeInTheDocument();
    expect(within(form).queryByRole('button', { name: 'Save and finalize' })).toBeNull();
  });

  it('says so when there is nobody to rate', async () => {
    mockFetch({
      'POST /gql PeerRatings': gqlData<PeerRatingsQuery>({ ratingTemplates: [peerTemplate], rateableParticipants: [], myRatings: [] }),
      'POST /gql MyPeerRatingAggregates': aggregates([]),
    });
    renderCards();
    expect(await screen.findByText('No teammates to rate yet.')).toBeInTheDocument();
  });

  it('says so when the peer template has no criteria', async () => {
    mockFetch({ 'POST /gql PeerRatings': peers([], [{ ...peerTemplate, itemTemplates: [] }]), 'POST /gql MyPeerRatingAggregates': aggregates([]) });
    renderCards();
    expect(await screen.findByText('No peer-rating criteria yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Rating of/ })).toBeNull();
  });

  it('is not shown without ratePeers, with the peer_ratings toggle off, or on another team', async () => {
    const { requests } = mockFetch({});
    renderCards({ can: { ratePeers: false, ratePitches: false } });
    renderCards({}, false);
    renderCards({ team: { ...team, isMember: false }, hasPitches: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Rate your teammates' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'What your teammates think of you' })).toBeNull();
    expect(requests.map(operationName)).toEqual([]);
  });
});

describe('What your teammates think of you', () => {
  it('shows each criterion with its average to 2 decimals of its maximum and the number of ratings, never who gave them', async () => {
    mockFetch({
      'POST /gql PeerRatings': peers([]),
      'POST /gql MyPeerRatingAggregates': aggregates([
        { __typename: 'CriterionAggregate', criterion: 'Collaboration', maxScore: 5, average: 3.666666, ratings: 3 },
        { __typename: 'CriterionAggregate', criterion: 'Reliability', maxScore: 10, average: 8, ratings: 1 },
      ]),
    });
    renderCards();
    const card = await screen.findByRole('region', { name: 'What your teammates think of you' });
    const table = await within(card).findByRole('table', { name: 'Your peer ratings' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'CriterionAverageRatings',
      'Collaboration3.67 of 53',
      'Reliability8.00 of 101',
    ]);
  });

  it('says when nobody rated the caller yet', async () => {
    mockFetch({ 'POST /gql PeerRatings': peers([]), 'POST /gql MyPeerRatingAggregates': aggregates([]) });
    renderCards();
    expect(await screen.findByText('No ratings from your teammates yet.')).toBeInTheDocument();
  });
});

describe('Rate this elevator pitch', () => {
  const pitch = (myRatings: RatingFieldsFragment[], templates = [pitchTemplate]) => gqlData<PitchRatingsQuery>({ ratingTemplates: templates, myRatings });
  const other = { id: '8', name: 'Green Routes', isMember: false };

  it("rates another team's pitch against the pitch template, prefilled from the rating given", async () => {
    const mine = rating({ ratingTemplateId: '5', ratedTeam: { __typename: 'RatedTeam', id: '8', name: 'Green Routes' }, items: [item('91', '51', 6)] });
    const elsewhere = rating({ id: '72', ratingTemplateId: '5', ratedTeam: { __typename: 'RatedTeam', id: '9', name: 'Blue Sky' }, items: [item('92', '51', 1)] });
    const { requests } = mockFetch({ 'POST /gql PitchRatings': pitch([elsewhere, mine]), 'POST /gql SaveRating': saved(mine) });
    renderCards({ team: other });
    const card = await screen.findByRole('region', { name: 'Rate this elevator pitch' });
    const form = await within(card).findByRole('region', { name: "Your rating of Green Routes' pitch" });
    expect(within(form).getByLabelText('Clarity')).toHaveValue('6');
    expect(within(form).queryByRole('button', { name: 'Save and finalize' })).toBeNull();
    await user.clear(within(form).getByLabelText('Clarity'));
    await user.type(within(form).getByLabelText('Clarity'), '9');
    await user.click(within(form).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(requests.find(isOperation('SaveRating'))).toBeDefined());
    expect(inputOf(requests.find(isOperation('SaveRating')))).toEqual({
      ratingTemplateId: '5',
      ratedTeamId: '8',
      finalize: false,
      items: [{ ratingItemTemplateId: '51', score: 9 }],
    });
    expect(screen.queryByRole('region', { name: 'Rate your teammates' })).toBeNull();
  });

  it('says so when the pitch template has no criteria', async () => {
    mockFetch({ 'POST /gql PitchRatings': pitch([], [{ ...pitchTemplate, itemTemplates: [] }]) });
    renderCards({ team: other });
    expect(await screen.findByText('No elevator-pitch criteria yet.')).toBeInTheDocument();
  });

  it("is not shown on one's own team, without pitches or without ratePitches", async () => {
    const { requests } = mockFetch({ 'POST /gql PeerRatings': peers([]), 'POST /gql MyPeerRatingAggregates': aggregates([]) });
    renderCards({ team: { ...team, isMember: true } });
    renderCards({ team: other, hasPitches: false });
    renderCards({ team: other, can: { ratePeers: true, ratePitches: false } });
    await screen.findAllByRole('region', { name: 'Rate your teammates' });
    expect(screen.queryByRole('region', { name: 'Rate this elevator pitch' })).toBeNull();
    expect(requests.map(operationName)).not.toContain('PitchRatings');
  });
});

describe('Elevator pitch averages on Rating Management', () => {
  const management = (seePitchAggregates: boolean) =>
    gqlData<RatingManagementQuery>({
      hackathon: {
        __typename: 'Hackathon',
        id: '1',
        name: 'Hack Week',
        ratingViewerCan: { __typename: 'RatingViewerCan', manageTemplates: true, rateTalents: false, seeTalentRatings: true, seePitchAggregates },
      },
      ratingTemplates: [],
    });
  const renderPage = () =>
    renderAt('/hackathon/1/talent-man', <Routes><Route path="/hackathon/:hackathon_id/talent-man" element={<RatingManagementPage />} /></Routes>);

  it('shows per team the average of each criterion to 2 decimals of its maximum and the number of ratings', async () => {
    const agg = (criterion: string, average: number, ratings: number) => ({ __typename: 'CriterionAggregate' as const, criterion, maxScore: 10, average, ratings });
    mockFetch({
      'POST /gql RatingManagement': management(true),
      'POST /gql PitchRatingAggregates': gqlData<PitchRatingAggregatesQuery>({
        pitchRatingAggregates: [
          { __typename: 'TeamPitchAggregate', team: { __typename: 'RatedTeam', id: '3', name: 'City Movers' }, criteria: [agg('Clarity', 7.5, 2), agg('Energy', 6.333333, 3)] },
          { __typename: 'TeamPitchAggregate', team: { __typename: 'RatedTeam', id: '4', name: 'Green Routes' }, criteria: [agg('Clarity', 9, 1)] },
        ],
      }),
    });
    renderPage();
    const card = await screen.findByRole('region', { name: 'Elevator pitch averages' });
    const table = await within(card).findByRole('table', { name: 'Elevator pitch averages per team' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'TeamCriterionAverageRatings',
      'City MoversClarity7.50 of 102',
      'City MoversEnergy6.33 of 103',
      'Green RoutesClarity9.00 of 101',
    ]);
  });

  it('says when no pitch was rated yet', async () => {
    mockFetch({ 'POST /gql RatingManagement': management(true), 'POST /gql PitchRatingAggregates': gqlData<PitchRatingAggregatesQuery>({ pitchRatingAggregates: [] }) });
    renderPage();
    expect(await screen.findByText('No elevator pitches rated yet.')).toBeInTheDocument();
  });

  it('is not shown without seePitchAggregates', async () => {
    const { requests } = mockFetch({ 'POST /gql RatingManagement': management(false) });
    renderPage();
    await screen.findByRole('heading', { name: 'Rating Management' });
    await waitFor(() => expect(requests.map(operationName)).toContain('RatingManagement'));
    expect(screen.queryByRole('region', { name: 'Elevator pitch averages' })).toBeNull();
    expect(requests.map(operationName)).not.toContain('PitchRatingAggregates');
  });
});
