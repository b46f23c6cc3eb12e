import { lazyPage } from '../../components/lazyPage';

/** /user/email: which kinds of e-mail the signed-in person gets. */
export const EmailPreferencesPage = lazyPage(async () => (await import('./EmailPreferencesPage')).EmailPreferencesPage);
