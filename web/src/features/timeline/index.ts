import { lazyPage } from '../../components/lazyPage';

export { usePhasePolling } from './usePhasePolling';

export const TimelinePage = lazyPage(async () => (await import('./TimelinePage')).TimelinePage);
