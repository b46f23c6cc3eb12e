import { lazyPage } from '../../components/lazyPage';

export const WelcomeStartPage = lazyPage(async () => (await import('./WelcomeStartPage')).WelcomeStartPage);
export const WelcomeCompanyPage = lazyPage(async () => (await import('./WelcomeCompanyPage')).WelcomeCompanyPage);
export const WelcomeParticipantPage = lazyPage(async () => (await import('./WelcomeParticipantPage')).WelcomeParticipantPage);
export const CompleteHackathonProfilePage = lazyPage(async () => (await import('./CompleteHackathonProfilePage')).CompleteHackathonProfilePage);
/** The onboarding answers, editable, for /user/profile. */
export const AnswersSection = lazyPage(async () => (await import('./AnswersSection')).AnswersSection);
