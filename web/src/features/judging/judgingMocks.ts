import type { CriterionFieldsFragment, JudgingHackathonQuery } from '../../gql/graphql';

type Hackathon = NonNullable<JudgingHackathonQuery['hackathon']>;

/** The judging frame's hackathon; organizers by default. */
export function judgingHackathon(changes: Partial<Hackathon> = {}, can: Partial<Hackathon['viewerCan']> = {}): Hackathon {
  return {
    __typename: 'Hackathon',
    id: '5',
    name: 'Hack Week',
    phase: 'JUDGING',
    hasJudges: true,
    hasPopularVote: true,
    isJudge: false,
    viewerCan: { __typename: 'HackathonViewerCan', manage: true, seeSubmissions: true, seePopularVote: true, ...can },
    ...changes,
  };
}

export const criterion = (id: string, name: string, maxScore: number, position: number): CriterionFieldsFragment => ({
  __typename: 'JudgingCriterion',
  id,
  name,
  description: '',
  maxScore,
  type: 'SCORE',
  typeDisplay: 'Score',
  position,
});
