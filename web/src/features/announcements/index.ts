import { lazyPage } from '../../components/lazyPage';

export const AnnouncementsPage = lazyPage(async () => (await import('./AnnouncementsPage')).AnnouncementsPage);
export { AnnouncementFeed } from './AnnouncementFeed';
