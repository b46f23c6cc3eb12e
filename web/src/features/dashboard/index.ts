import { lazyPage } from '../../components/lazyPage';

export const DashboardPage = lazyPage(async () => (await import('./DashboardPage')).DashboardPage);
