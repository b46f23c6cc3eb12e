import { lazyPage } from '../../components/lazyPage';

export { STATIC_PAGES } from './content';

export const StaticPage = lazyPage(async () => (await import('./StaticPage')).StaticPage);
