import type { JudgingStatus } from '../../gql/graphql';

/** A judging status as people read it, with its badge color. */
export const STATUS: Record<JudgingStatus, { label: string; color: string }> = {
  NOT_STARTED: { label: 'Not started', color: 'gray' },
  IN_PROGRESS: { label: 'In progress', color: 'yellow' },
  COMPLETED: { label: 'Completed', color: 'green' },
};

/** A score with at most two decimals. */
export const score = (n: number) => (Math.round(n * 100) / 100).toString();
