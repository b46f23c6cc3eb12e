import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TalentRatingItemsQuery } from '../../gql/graphql';
import { SIDEBAR_TOGGLED } from '../../lib/layoutEvents';
import { mockFetch, never } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, signInAnn } from '../../test/shellMocks';
import { TalentRatingsPage } from './TalentRatingsPage';
import type { TalentItem } from './talentRatings';

const user = userEvent.setup({ delay: null });

let next = 0;
const person = (id: string, name: string | null) => ({ id, name });
const rater = person;
// Ann's user id is Zoe's participant id: the two must never be taken for each other (the Apollo cache).
const ann = rater('21', 'Ann Mentor');
const james = rater('m2', 'Coach James');
const nameless = rater('m3', null);
const zoe = person('21', 'Zoe Tester');
const unnamed = person('p2', null);
const una = person('p3', 'Una Free');
const nil = person('p4', 'Nil Score');

function item(
  ratingId: string,
  rater: TalentItem['rater'],
  rated: TalentItem['ratedProfile'],
  criterion: string,
  value: { score?: number | null; text?: string; max?: number | null; template?: string | null },
): TalentItem {
  next += 1;
  const text = value.text !== undefined;
  return {
    id: String(next),
    ratingId,
    hackathonId: '1',
    rater,
    ratedProfile: rated,
    ratingItemTemplateId: value.template === undefined ? `t-${criterion}` : value.template,
    criterion,
    ratingType: text ? 'FREE_TEXT' : 'NUMERIC',
    maxScore: value.max === undefined ? (text ? 10 : 10) : value.max,
    score: text ? null : (value.score ?? null),
    ratingText: text ? (value.text ?? null) : null,
  };
}

/** Ann rated Zoe (Craft 7.5/10, Voice 4/5, a note) and the nameless p2 (Craft 6); James rated Zoe (Craft 9 and Legacy 8, a
 * criterion whose template is gone); the nameless mentor left Una a note only and Nil an unscored Craft. Items without a
 * rater or without a rated profile do not count. */
const fixture = (): TalentItem[] => [
  item('r1', ann, zoe, 'Craft', { score: 7.5 }),
  item('r1', ann, zoe, 'Voice', { score: 4, max: 5 }),
  item('r1', ann, zoe, 'Notes', { text: 'Great demo' }),
  item('r2', ann, unnamed, 'Craft', { score: 6 }),
  item('r3', james, zoe, 'Craft', { score: 9 }),
  item('r3', james, zoe, 'Legacy', { score: 8, max: null, template: null }),
  item('r4', nameless, una, 'Notes', { text: 'Great ideas' }),
  item('r5', nameless, nil, 'Craft', { score: null }),
  item('r8', null, zoe, 'Craft', { score: 2 }),
  item('r7', ann, null, 'Craft', { score: 3 }),
];

/** The items as the server sends them: columns, each person named once. */
function answer(items: TalentItem[], hackathonId = '1') {
  const people = (pick: (i: TalentItem) => TalentItem['rater']) => [
    ...new Map(items.flatMap((i) => (pick(i) ? [[pick(i)!.id, pick(i)!.name] as const] : []))),
  ];
  const raters = people((i) => i.rater);
  const rated = people((i) => i.ratedProfile);
  return gqlData<TalentRatingItemsQuery>({
    talentRatingItems: {
      __typename: 'TalentRatingItemColumns',
      hackathonId,
      id: items.map((i) => i.id),
      ratingId: items.map((i) => i.ratingId),
      raterId: items.map((i) => i.rater?.id ?? null),
      ratedProfileId: items.map((i) => i.ratedProfile?.id ?? null),
      ratingItemTemplateId: items.map((i) => i.ratingItemTemplateId),
      criterion: items.map((i) => i.criterion),
      freeText: items.map((i) => i.ratingType === 'FREE_TEXT'),
      maxScore: items.map((i) => i.maxScore),
      score: items.map((i) => i.score),
      ratingText: items.map((i) => i.ratingText),
      raters: raters.map(([id]) => id),
      raterNames: raters.map(([, name]) => name),
      ratedProfiles: rated.map(([id]) => id),
      ratedProfileNames: rated.map(([, name]) => name),
    },
  });
}

function renderScreen(handler: ReturnType<typeof answer> = answer(fixture())) {
  const fetch = mockFetch({ 'POST /gql TalentRatingItems': handler });
  renderAt(
    '/hackathon/1/talent-man-mentors',
    <Routes>
      <Route
        path="/hackathon/:hackathon_id/talent-man-mentors"
        element={
          <>
            <Link to="/hackathon/1/talent-man-mentors">Talent Ratings link</Link>
            <TalentRatingsPage />
          </>
        }
      />
    </Routes>,
  );
  return fetch;
}

const mentorsCard = () => screen.getByRole('region', { name: "Mentors' Talent Ratings" });
const participantsCard = () => screen.getByRole('region', { name: "Participants' Talent Ratings" });
const bodyRows = (card: HTMLElement) =>
  within(within(card).getAllByRole('table')[0])
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell').map((c) => c.textContent));

beforeEach(() => {
  signInAnn();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('TalentRatingsPage', () => {
  it('lists mentors with their completed ratings, sortable by both columns', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Ann Mentor' });
    expect(bodyRows(mentorsCard())).toEqual([
      ['Ann Mentor', '2'],
      ['Coach James', '1'],
      ['Unknown Mentor', '2'],
    ]);
    await user.click(within(mentorsCard()).getByRole('button', { name: 'Ratings Completed' }));
    expect(bodyRows(mentorsCard()).map(([name]) => name)).toEqual(['Coach James', 'Ann Mentor', 'Unknown Mentor']);
    await user.click(within(mentorsCard()).getByRole('button', { name: 'Ratings Completed' }));
    expect(bodyRows(mentorsCard()).map(([name]) => name)).toEqual(['Ann Mentor', 'Unknown Mentor', 'Coach James']);
    await user.click(within(mentorsCard()).getByRole('button', { name: 'Mentor' }));
    expect(bodyRows(mentorsCard()).map(([name]) => name)).toEqual(['Ann Mentor', 'Coach James', 'Unknown Mentor']);
    await user.click(within(mentorsCard()).getByRole('button', { name: 'Mentor' }));
    expect(bodyRows(mentorsCard()).map(([name]) => name)).toEqual(['Unknown Mentor', 'Coach James', 'Ann Mentor']);
  });

  it('keeps only the current hackathon\'s ratings', async () => {
    renderScreen(answer(fixture(), '2'));
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('No results found.'));
    expect(screen.queryByRole('button', { name: 'Ann Mentor' })).toBeNull();
  });

  it('lists participants with one "Aggregate {criterion}" column per numeric criterion: averages to 2 decimals or "-"', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Zoe Tester' });
    const headers = within(participantsCard())
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Participant', 'Aggregate Craft', 'Aggregate Voice', 'Aggregate Legacy']);
    expect(bodyRows(participantsCard())).toEqual([
      ['Zoe Tester', '8.25', '4.00', '8.00'],
      ['Unknown', '6.00', '-', '-'],
      ['Una Free', '-', '-', '-'],
      ['Nil Score', '-', '-', '-'],
    ]);
    expect(screen.queryByText('Aggregate Notes')).toBeNull();
  });

  it("opens a mentor's view titled with the possessive, with achieved / max per participant and one expanded row at a time", async () => {
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Ann Mentor' }));
    expect(await screen.findByRole('heading', { name: "Ann Mentor's Talent Ratings" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Participants' Talent Ratings" })).toBeNull();
    const card = mentorsCard();
    // By role: a collapsed row's criteria are rendered hidden (React's Activity), with the same "6 / 10".
    expect(within(card).getByRole('cell', { name: '12 / 15' })).toBeInTheDocument();
    expect(within(card).getByRole('cell', { name: '6 / 10' })).toBeInTheDocument();

    const zoeToggle = within(card).getByRole('button', { name: 'Ratings of Zoe Tester' });
    const unknownToggle = within(card).getByRole('button', { name: 'Ratings of Unknown' });
    await user.click(zoeToggle);
    const zoeLines = await within(card).findByRole('table', { name: 'Criteria of Zoe Tester' });
    expect(within(zoeLines).getAllByRole('row').map((r) => r.textContent)).toEqual(['Craft7.50 / 10', 'Voice4 / 5', 'NotesGreat demo']);
    expect(zoeToggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(unknownToggle);
    expect(unknownToggle).toHaveAttribute('aria-expanded', 'true');
    expect(zoeToggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(unknownToggle);
    expect(unknownToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(card).getByRole('button', { name: 'Back to the mentors' }));
    expect(await screen.findByRole('region', { name: "Participants' Talent Ratings" })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ann Mentor' })).toBeInTheDocument();
  });

  it('counts a criterion without a template out of 10, and uses the plain apostrophe after an s', async () => {
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Coach James' }));
    expect(await screen.findByRole('heading', { name: "Coach James' Talent Ratings" })).toBeInTheDocument();
    expect(within(mentorsCard()).getByRole('cell', { name: '17 / 20' })).toBeInTheDocument();
  });

  it('shows "No Ratings" when max is 0 and "No ratings found for this participant." for a row without ratings', async () => {
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Unknown Mentor' }));
    expect(await screen.findByRole('heading', { name: "Unknown Mentor's Talent Ratings" })).toBeInTheDocument();
    const card = mentorsCard();
    expect(within(card).getAllByRole('cell', { name: 'No Ratings' })).toHaveLength(2);
    await user.click(within(card).getByRole('button', { name: 'Ratings of Una Free' }));
    expect(within(card).getByText('Great ideas')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Ratings of Nil Score' }));
    expect(within(card).getByText('No ratings found for this participant.')).toBeInTheDocument();
  });

  it("opens a participant's view listing the mentors who rated them, and \"No ratings found for this mentor.\"", async () => {
    renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Zoe Tester' }));
    expect(await screen.findByRole('heading', { name: "Zoe Tester's Talent Ratings" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Mentors' Talent Ratings" })).toBeNull();
    expect(bodyRows(participantsCard()).filter((r) => r.length === 3)).toEqual([
      ['', 'Ann Mentor', '12 / 15'],
      ['', 'Coach James', '17 / 20'],
    ]);
    await user.click(within(participantsCard()).getByRole('button', { name: 'Back to the participants' }));
    await user.click(await screen.findByRole('button', { name: 'Nil Score' }));
    await user.click(await screen.findByRole('button', { name: 'Ratings of Unknown Mentor' }));
    expect(within(participantsCard()).getByText('No ratings found for this mentor.')).toBeInTheDocument();
  });

  it('shows spinners while loading', async () => {
    renderScreen(never as never);
    expect(await screen.findByLabelText("Loading the mentors' ratings")).toBeInTheDocument();
    expect(screen.getByLabelText("Loading the participants' ratings")).toBeInTheDocument();
  });

  it('logs "No results found." for an empty result', async () => {
    renderScreen(answer([]));
    await waitFor(() => expect(console.info).toHaveBeenCalledWith('No results found.'));
    expect(screen.queryByLabelText("Loading the mentors' ratings")).toBeNull();
  });

  it('only logs a load failure, and the spinner stops', async () => {
    renderScreen(gqlError('boom'));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.queryByLabelText("Loading the mentors' ratings")).toBeNull();
    // The screen shows nothing of it (the app's GraphQL error toast aside, SPEC 8).
    expect(within(mentorsCard()).queryByText('boom')).toBeNull();
    expect(bodyRows(mentorsCard())).toEqual([]);
  });

  it('reloads from the network on re-activating the route, back to the lists', async () => {
    const { called } = renderScreen();
    await user.click(await screen.findByRole('button', { name: 'Ann Mentor' }));
    await screen.findByRole('heading', { name: "Ann Mentor's Talent Ratings" });
    expect(called('POST /gql')).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Talent Ratings link' }));
    await waitFor(() => expect(called('POST /gql')).toHaveLength(2));
    expect(await screen.findByRole('region', { name: "Participants' Talent Ratings" })).toBeInTheDocument();
  });

  it('re-lays out its tables 50 ms after a resize or a sidebar toggle', async () => {
    renderScreen();
    await screen.findByRole('button', { name: 'Ann Mentor' });
    const layout = () => within(mentorsCard()).getByRole('table').closest('[data-layout]')?.getAttribute('data-layout');
    expect(layout()).toBe('scroll');
    const width = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
    act(() => {
      fireEvent(window, new Event('resize'));
    });
    expect(layout()).toBe('scroll');
    await waitFor(() => expect(layout()).toBe('fixed'));
    width.mockReturnValue(100);
    act(() => {
      fireEvent(window, new Event(SIDEBAR_TOGGLED));
    });
    expect(layout()).toBe('fixed');
    await waitFor(() => expect(layout()).toBe('scroll'));
  });
});
