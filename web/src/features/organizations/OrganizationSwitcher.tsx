import { Select } from '@mantine/core';
import { useNavigate } from 'react-router';
import { organization, organizationMembers } from '../../lib/paths';
import { rememberOrganization, useCurrentOrganization } from './currentOrganization';

/**
 * Switches between the user's organizations (shown only with more than
 * one): the choice goes into the URL, to the same page of the other
 * organization, and is remembered as the default.
 */
export function OrganizationSwitcher({ page }: { page: 'overview' | 'members' }) {
  const { organizations, current } = useCurrentOrganization();
  const navigate = useNavigate();
  if (organizations.length < 2 || !current) return null;
  return (
    <Select
      label="Switch organization"
      data={organizations.map((o) => ({ value: o.id, label: o.name }))}
      value={current.id}
      allowDeselect={false}
      maw={320}
      onChange={(id) => {
        if (!id || id === current.id) return;
        rememberOrganization(id);
        void navigate(page === 'members' ? organizationMembers(id) : organization(id));
      }}
    />
  );
}

