import { lazyPage } from '../../components/lazyPage';

export { AcceptTermsModal } from './AcceptTermsModal';
export { RequireTermsAccepted } from './RequireTermsAccepted';
export { TermsStatusQuery } from './operations';

export const TermsPage = lazyPage(async () => (await import('./TermsPage')).TermsPage);
