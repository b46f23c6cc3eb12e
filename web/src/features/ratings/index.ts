import { lazyPage } from '../../components/lazyPage';

export { myTalentRatings, ratingManagement, talentRatings } from './paths';
export const TalentRatingsPage = lazyPage(async () => (await import('./TalentRatingsPage')).TalentRatingsPage);
export const RatingManagementPage = lazyPage(async () => (await import('./RatingManagementPage')).RatingManagementPage);
export const MyTalentRatingsPage = lazyPage(async () => (await import('./MyTalentRatingsPage')).MyTalentRatingsPage);
/** The team page's rating cards (peer ratings on one's own team, the elevator pitch on another's). */
export const TeamRatingCards = lazyPage(async () => (await import('./TeamRatingCards')).TeamRatingCards);
