import { lazyPage } from '../../components/lazyPage';

export const CategoriesPage = lazyPage(async () => (await import('./CategoriesPage')).CategoriesPage);
/** The team page's Submission section, loaded with its form library. */
export const TeamSubmissions = lazyPage(async () => (await import('./TeamSubmissions')).TeamSubmissions);
export { SubmissionResponse } from './SubmissionResponse';
