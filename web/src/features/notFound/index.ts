import { lazyPage } from '../../components/lazyPage';

export const NotFoundPage = lazyPage(async () => (await import('./NotFoundPage')).NotFoundPage);
