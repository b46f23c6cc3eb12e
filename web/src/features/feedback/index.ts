import { lazyPage } from '../../components/lazyPage';

export { FeedbackButton } from './FeedbackButton';
export { AdminFeedbackLink } from './AdminFeedbackLink';

export const AdminFeedbackPage = lazyPage(async () => (await import('./AdminFeedbackPage')).AdminFeedbackPage);
