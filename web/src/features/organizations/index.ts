import { lazyPage } from '../../components/lazyPage';

export { CreateOrganizationForm } from './CreateOrganizationForm';
export { useCurrentOrganization } from './currentOrganization';
export { MyOrganizationsQuery } from './operations';
export { OrganizationSwitcher } from './OrganizationSwitcher';

export const OrganizationPage = lazyPage(async () => (await import('./OrganizationPage')).OrganizationPage);
