import { lazyPage } from '../../components/lazyPage';

export { UserLayout } from './UserLayout';

/** /user/profile: the account and the onboarding answers. */
export const AccountPage = lazyPage(async () => (await import('./ProfilePage')).ProfilePage);
export const UserTimelinePage = lazyPage(async () => (await import('./UserTimelinePage')).UserTimelinePage);
export const AccountDeletedPage = lazyPage(async () => (await import('./AccountDeletedPage')).AccountDeletedPage);
