import { lazyPage } from '../../components/lazyPage';

export const PublicResultsPage = lazyPage(async () => (await import('./PublicResultsPage')).PublicResultsPage);
export const GalleryPage = lazyPage(async () => (await import('./GalleryPage')).GalleryPage);
export const GalleryProjectPage = lazyPage(async () => (await import('./GalleryProjectPage')).GalleryProjectPage);
// Parts of signed-in pages: loaded with them, not with every page's script.
export const ResultsPublicationCard = lazyPage(async () => (await import('./ResultsPublicationCard')).ResultsPublicationCard);
export const GalleryConsentSwitch = lazyPage(async () => (await import('./GalleryConsentSwitch')).GalleryConsentSwitch);
export { usePublicClient } from './usePublicQuery';
