import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { organizationMembers } from '../../lib/paths';
import { CreateOrganizationForm } from './CreateOrganizationForm';
import { MyOrganizationsQuery } from './operations';

const ROLE_LABELS = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;

/** /organization: the user's organizations, each with a link to its members, and a form to create one. */
export function OrganizationPage() {
  const { data, loading, error } = useQuery(MyOrganizationsQuery);
  const organizations = data?.organizations ?? [];

  return (
    <Stack>
      <Title order={1}>Organizations</Title>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={3}>Create an organization</Title>
          <Text c="dimmed" size="sm">
            Hackathons are hosted by an organization. Owners and admins can create hackathons for it.
          </Text>
          <CreateOrganizationForm />
        </Stack>
      </Card>
      <Title order={2}>Your organizations</Title>
      <QueryState loading={loading && !data} error={error} empty={organizations.length === 0} emptyText="You are not part of any organization yet.">
        <Stack gap="xs">
          {organizations.map((organization) => (
            <Card key={organization.id} withBorder padding="md">
              <Group justify="space-between">
                <Text fw={600}>{organization.name}</Text>
                <Group gap="sm">
                  {organization.userMembershipRole && <Badge variant="light">{ROLE_LABELS[organization.userMembershipRole]}</Badge>}
                  <Anchor component={Link} to={organizationMembers(organization.id)} size="sm" aria-label={`Members of ${organization.name}`}>
                    Members
                  </Anchor>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
