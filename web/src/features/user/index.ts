import { lazyPage } from '../../components/lazyPage';

export { UserLayout } from './UserLayout';

export const AccountPage = lazyPage(async () => (await import('./AccountPage')).AccountPage);
export const UserTimelinePage = lazyPage(async () => (await import('./UserTimelinePage')).UserTimelinePage);
