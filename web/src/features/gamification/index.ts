import { lazyPage } from '../../components/lazyPage';

export { gamificationDashboard, gamificationLeaderboards, gamificationManage, gamificationScoring } from './paths';
export const GamificationDashboardPage = lazyPage(async () => (await import('./GamificationDashboardPage')).GamificationDashboardPage);
export const LeaderboardsPage = lazyPage(async () => (await import('./LeaderboardsPage')).LeaderboardsPage);
export const ScoringModalPage = lazyPage(async () => (await import('./ScoringModalPage')).ScoringModalPage);
export const ManageCompetitionsPage = lazyPage(async () => (await import('./ManageCompetitionsPage')).ManageCompetitionsPage);
