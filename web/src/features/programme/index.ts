import { lazyPage } from '../../components/lazyPage';

export { DeleteHackathonSection } from './DeleteHackathonSection';

export const SchedulePage = lazyPage(async () => (await import('./SchedulePage')).SchedulePage);
export const PrizesPage = lazyPage(async () => (await import('./PrizesPage')).PrizesPage);
export const ResourcesPage = lazyPage(async () => (await import('./ResourcesPage')).ResourcesPage);
export const GoalsPage = lazyPage(async () => (await import('./GoalsPage')).GoalsPage);
