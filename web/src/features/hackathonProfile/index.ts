import { lazyPage } from '../../components/lazyPage';

export const HackathonProfilePage = lazyPage(async () => (await import('./HackathonProfilePage')).HackathonProfilePage);
