import { lazyPage } from '../../components/lazyPage';

export const PublicResultsPage = lazyPage(async () => (await import('./PublicResultsPage')).PublicResultsPage);
export const GalleryPage = lazyPage(async () => (await import('./GalleryPage')).GalleryPage);
export const GalleryProjectPage = lazyPage(async () => (await import('./GalleryProjectPage')).GalleryProjectPage);
export { ResultsPublicationCard } from './ResultsPublicationCard';
export { GalleryConsentSwitch } from './GalleryConsentSwitch';
export { usePublicClient } from './usePublicQuery';
