import type { JudgingResultsQuery } from '../../gql/graphql';

export type StandingColumns = JudgingResultsQuery['judgingResults']['categories'][number]['standings'];

/** One submission's place in its category. */
export interface Standing {
  submissionId: string;
  teamName: string;
  rank: number;
  tied: boolean;
  judged: number;
  rawScore: number;
  normalizedScore: number;
}

/** The server sends a category's standings as columns (the i-th entry of each list is the i-th submission's), best first. */
export function standingsFromColumns(columns: StandingColumns): Standing[] {
  return columns.submissionId.map((submissionId, i) => ({
    submissionId,
    teamName: columns.teamName[i],
    rank: columns.rank[i],
    tied: columns.tied[i],
    judged: columns.judged[i],
    rawScore: columns.rawScore[i],
    normalizedScore: columns.normalizedScore[i],
  }));
}
