import { lazyPage } from '../../components/lazyPage';

export { CreateOrganizationForm } from './CreateOrganizationForm';
export { MyOrganizationsQuery } from './operations';

export const OrganizationPage = lazyPage(async () => (await import('./OrganizationPage')).OrganizationPage);
