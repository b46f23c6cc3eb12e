import { lazyPage } from '../../components/lazyPage';

export const CriteriaPage = lazyPage(async () => (await import('./CriteriaPage')).CriteriaPage);
export const SubmissionsPage = lazyPage(async () => (await import('./SubmissionsPage')).SubmissionsPage);
export const ScoringPage = lazyPage(async () => (await import('./ScoringPage')).ScoringPage);
export const PopularVotePage = lazyPage(async () => (await import('./PopularVotePage')).PopularVotePage);
export const PopularVoteEntryPage = lazyPage(async () => (await import('./PopularVotePage')).PopularVoteEntryPage);
