import type { RatingType, TalentRatingItemsQuery } from '../../gql/graphql';

// The Talent Ratings screen's rules (SPEC 2.7, 5, 9), on the items the
// server returns: kept only for the current hackathon; an item counts only
// with a rater, a rated profile and an item template (a criterion, whose
// template may since have been deleted); free text never enters the numeric
// totals; missing names read "Unknown" / "Unknown Mentor"; a criterion
// without a template counts out of 10; averages show 2 decimals, totals
// whole numbers.

/** A named person of the ratings: a mentor (user id) or a participant (participant id). */
export interface RatingName {
  id: string;
  name: string | null;
}

/** One item of a talent rating. */
export interface TalentItem {
  id: string;
  ratingId: string;
  hackathonId: string;
  rater: RatingName | null;
  ratedProfile: RatingName | null;
  ratingItemTemplateId: string | null;
  criterion: string;
  ratingType: RatingType;
  maxScore: number | null;
  score: number | null;
  ratingText: string | null;
}

export type TalentColumns = TalentRatingItemsQuery['talentRatingItems'];

/** The server sends the items as columns (the i-th entry of each list is the i-th item's); the rules read items. */
export function itemsFromColumns(columns: TalentColumns): TalentItem[] {
  const raters = new Map(columns.raters.map((id, i) => [id, columns.raterNames[i] ?? null]));
  const rated = new Map(columns.ratedProfiles.map((id, i) => [id, columns.ratedProfileNames[i] ?? null]));
  const named = (names: Map<string, string | null>, id: string | null | undefined): RatingName | null =>
    id == null ? null : { id, name: names.get(id) ?? null };
  return columns.id.map((id, i) => ({
    id,
    ratingId: columns.ratingId[i],
    hackathonId: columns.hackathonId,
    rater: named(raters, columns.raterId[i]),
    ratedProfile: named(rated, columns.ratedProfileId[i]),
    ratingItemTemplateId: columns.ratingItemTemplateId[i] ?? null,
    criterion: columns.criterion[i],
    ratingType: columns.freeText[i] ? 'FREE_TEXT' : 'NUMERIC',
    maxScore: columns.maxScore[i] ?? null,
    score: columns.score[i] ?? null,
    ratingText: columns.ratingText[i] ?? null,
  }));
}

export const DEFAULT_MAX_SCORE = 10;
export const UNKNOWN_PARTICIPANT = 'Unknown';
export const UNKNOWN_MENTOR = 'Unknown Mentor';
export const NO_RESULTS = 'No results found.';

/** A counted item, with its rater and rated profile known. */
export interface CountedItem extends TalentItem {
  rater: NonNullable<TalentItem['rater']>;
  ratedProfile: NonNullable<TalentItem['ratedProfile']>;
}

/** The items that count, of the current hackathon only. */
export function countedItems(items: readonly TalentItem[], hackathonId: string): CountedItem[] {
  return items.filter(
    (item): item is CountedItem =>
      item.hackathonId === hackathonId &&
      item.rater != null &&
      item.ratedProfile != null &&
      (item.ratingItemTemplateId != null || item.criterion.trim() !== ''),
  );
}

/** A numeric item with a score: the only ones in totals and averages. */
export function isScored(item: TalentItem): item is TalentItem & { score: number } {
  return item.ratingType === 'NUMERIC' && item.score != null;
}

/** A criterion's maximum: its template's, or 10 without one. */
export const maxOf = (item: TalentItem): number => item.maxScore ?? DEFAULT_MAX_SCORE;

export const mentorName = (item: CountedItem): string => item.rater.name ?? UNKNOWN_MENTOR;
export const participantName = (item: CountedItem): string => item.ratedProfile.name ?? UNKNOWN_PARTICIPANT;

/** "James'" and "Ann's" (SPEC 2.7: the mentor view's title). */
export function possessive(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}

export interface MentorRow {
  id: string;
  name: string;
  /** The ratings the mentor completed: the participants they rated. */
  completed: number;
}

/** One row per mentor who rated, with their completed ratings. */
export function mentorRows(items: readonly CountedItem[]): MentorRow[] {
  const rows = new Map<string, { name: string; ratings: Set<string> }>();
  for (const item of items) {
    const row = rows.get(item.rater.id) ?? { name: mentorName(item), ratings: new Set<string>() };
    row.ratings.add(item.ratingId);
    rows.set(item.rater.id, row);
  }
  return [...rows].map(([id, { name, ratings }]) => ({ id, name, completed: ratings.size }));
}

export type MentorSort = { column: 'name' | 'completed'; descending: boolean };

export function sortMentors(rows: readonly MentorRow[], sort: MentorSort): MentorRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) =>
    sort.column === 'name' ? sign * a.name.localeCompare(b.name) : sign * (a.completed - b.completed) || a.name.localeCompare(b.name),
  );
}

/** The numeric criteria, in the order first rated: the participants card's columns. */
export function criteria(items: readonly CountedItem[]): string[] {
  const names: string[] = [];
  for (const item of items) {
    if (item.ratingType === 'NUMERIC' && !names.includes(item.criterion)) names.push(item.criterion);
  }
  return names;
}

export interface ParticipantRow {
  id: string;
  name: string;
  /** The average per criterion over every mentor, to 2 decimals, or "-" without a score. */
  aggregates: Record<string, string>;
}

export function participantRows(items: readonly CountedItem[], columns: readonly string[]): ParticipantRow[] {
  const rows = new Map<string, { name: string; scores: Map<string, number[]> }>();
  for (const item of items) {
    const row = rows.get(item.ratedProfile.id) ?? { name: participantName(item), scores: new Map<string, number[]>() };
    if (isScored(item)) row.scores.set(item.criterion, [...(row.scores.get(item.criterion) ?? []), item.score]);
    rows.set(item.ratedProfile.id, row);
  }
  return [...rows].map(([id, { name, scores }]) => ({
    id,
    name,
    aggregates: Object.fromEntries(columns.map((c) => [c, average(scores.get(c))])),
  }));
}

function average(scores: number[] | undefined): string {
  if (!scores || scores.length === 0) return '-';
  return (scores.reduce((sum, s) => sum + s, 0) / scores.length).toFixed(2);
}

/** One criterion of a rating as an expanded row shows it. */
export interface CriterionLine {
  criterion: string;
  /** "7 / 10" for a score, or the text of a free-text item. */
  value: string;
  freeText: boolean;
}

export interface RatingRow {
  /** The participant's id (mentor view) or the mentor's (participant view). */
  id: string;
  name: string;
  /** "achieved / max", or "No Ratings" when max is 0. */
  overall: string;
  lines: CriterionLine[];
}

/** "achieved / max" of the items, whole numbers; "No Ratings" when max is 0. */
export function overall(items: readonly TalentItem[]): string {
  const scored = items.filter(isScored);
  const max = scored.reduce((sum, item) => sum + maxOf(item), 0);
  if (max === 0) return 'No Ratings';
  const achieved = scored.reduce((sum, item) => sum + item.score, 0);
  return `${Math.round(achieved)} / ${Math.round(max)}`;
}

function lines(items: readonly TalentItem[]): CriterionLine[] {
  const out: CriterionLine[] = [];
  for (const item of items) {
    if (isScored(item)) out.push({ criterion: item.criterion, value: `${formatScore(item.score)} / ${maxOf(item)}`, freeText: false });
    else if (item.ratingType === 'FREE_TEXT' && item.ratingText?.trim()) out.push({ criterion: item.criterion, value: item.ratingText, freeText: true });
  }
  return out;
}

const formatScore = (score: number) => (Number.isInteger(score) ? String(score) : score.toFixed(2));

function groupRows(items: readonly CountedItem[], key: (i: CountedItem) => string, name: (i: CountedItem) => string): RatingRow[] {
  const groups = new Map<string, CountedItem[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups].map(([id, group]) => ({ id, name: name(group[0]), overall: overall(group), lines: lines(group) }));
}

/** The mentor view: the participants the mentor rated. */
export function participantsRatedBy(items: readonly CountedItem[], mentorId: string): RatingRow[] {
  return groupRows(
    items.filter((i) => i.rater.id === mentorId),
    (i) => i.ratedProfile.id,
    participantName,
  );
}

/** The participant view: the mentors who rated the participant. */
export function mentorsWhoRated(items: readonly CountedItem[], participantId: string): RatingRow[] {
  return groupRows(
    items.filter((i) => i.ratedProfile.id === participantId),
    (i) => i.rater.id,
    mentorName,
  );
}
