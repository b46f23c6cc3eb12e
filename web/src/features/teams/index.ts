import { lazyPage } from '../../components/lazyPage';

export const TeamPage = lazyPage(async () => (await import('./TeamPage')).TeamPage);
export const CreateTeamPage = lazyPage(async () => (await import('./CreateTeamPage')).CreateTeamPage);
