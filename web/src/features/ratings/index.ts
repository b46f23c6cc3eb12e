import { lazyPage } from '../../components/lazyPage';

export { myTalentRatings, ratingManagement, talentRatings } from './paths';
export const TalentRatingsPage = lazyPage(async () => (await import('./TalentRatingsPage')).TalentRatingsPage);
