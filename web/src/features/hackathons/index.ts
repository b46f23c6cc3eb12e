import { lazyPage } from '../../components/lazyPage';

export { CreateHackathonButton } from './CreateHackathonButton';
export { HackathonList } from './HackathonList';
export { HackathonsQuery } from './operations';
export { RequireHackathonAccess } from './RequireHackathonAccess';
export { roleLabels } from './roles';

export const CreateHackathonPage = lazyPage(async () => (await import('./CreateHackathonPage')).CreateHackathonPage);
export const DiscoverPage = lazyPage(async () => (await import('./DiscoverPage')).DiscoverPage);
export const EditHackathonPage = lazyPage(async () => (await import('./EditHackathonPage')).EditHackathonPage);
export const HackathonDetailPage = lazyPage(async () => (await import('./HackathonDetailPage')).HackathonDetailPage);
export const ManageHackathonsPage = lazyPage(async () => (await import('./ManageHackathonsPage')).ManageHackathonsPage);
export const MyHackathonsPage = lazyPage(async () => (await import('./MyHackathonsPage')).MyHackathonsPage);
export const PublicHackathonPage = lazyPage(async () => (await import('./PublicHackathonPage')).PublicHackathonPage);
export { forgetHackathonAccess } from './access';
