import { lazyPage } from '../../components/lazyPage';

export { AdminJobsLink } from './AdminJobsLink';

export const JobsPage = lazyPage(async () => (await import('./JobsPage')).JobsPage);
