import { lazyPage } from '../../components/lazyPage';

export const InitiativesPage = lazyPage(async () => (await import('./InitiativesPage')).InitiativesPage);
export const LedgerPage = lazyPage(async () => (await import('./LedgerPage')).LedgerPage);
