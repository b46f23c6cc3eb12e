import { Alert, Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useApolloClient } from '@apollo/client/react';
import { ImageUploadField } from '../../components/ImageUploadField';
import { PageHeader } from '../../components/PageHeader';
import { organizationLogoPath } from '../../lib/rest/imagesApi';
import { MyOrganizationsQuery } from './operations';
import { PageLoader } from '../../components/PageLoader';
import { SectionCard } from '../../components/SectionCard';
import type { OrganizationSummaryFragment } from '../../gql/graphql';
import { organization as organizationPath, organizationMembers } from '../../lib/paths';
import { CreateOrganizationForm } from './CreateOrganizationForm';
import { useCurrentOrganization } from './currentOrganization';
import { DeleteOrganizationSection } from './DeleteOrganizationSection';
import { EditOrganizationForm } from './EditOrganizationForm';
import { OrganizationSwitcher } from './OrganizationSwitcher';

const ROLE_LABELS = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' } as const;

/**
 * /organization/{id}: an organization of the user's, with its description,
 * the switcher between their organizations, and for those allowed the edit
 * form and the danger zone. /organization opens the current organization
 * (the one last chosen, else the first), or offers to create one.
 */
export function OrganizationPage() {
  const { organization_id: inPath } = useParams();
  const { organizations, current, loading } = useCurrentOrganization();
  if (loading) return <PageLoader />;
  if (!inPath && current) return <Navigate to={organizationPath(current.id)} replace />;
  const shown = organizations.find((o) => o.id === inPath);

  return (
    <Stack gap="lg">
      {shown ? (
        <OrganizationOverview key={shown.id} organization={shown} />
      ) : (
        <>
          <Title order={1}>Organizations</Title>
          {inPath && (
            <Alert color="yellow" variant="light">
              This organization does not exist, or you are not one of its members.
            </Alert>
          )}
        </>
      )}
      <Card withBorder>
        <Stack gap="xs">
          <Title order={3}>Create an organization</Title>
          <Text c="dimmed" size="sm">
            Hackathons are hosted by an organization. Owners and admins can create hackathons for it.
          </Text>
          <CreateOrganizationForm />
        </Stack>
      </Card>
    </Stack>
  );
}

function OrganizationOverview({ organization }: { organization: OrganizationSummaryFragment }) {
  const role = organization.userMembershipRole;
  const client = useApolloClient();
  return (
    <>
      <PageHeader
        title={organization.name}
        description={organization.description || 'No description yet.'}
        actions={
          <Group gap="sm">
            {role && <Badge variant="light">{ROLE_LABELS[role]}</Badge>}
            <Anchor component={Link} to={organizationMembers(organization.id)}>
              Members
            </Anchor>
          </Group>
        }
      />
      <OrganizationSwitcher page="overview" />
      {organization.viewerCan.update && (
        <SectionCard title="Organization details">
          <EditOrganizationForm organization={organization} />
        </SectionCard>
      )}
      {organization.viewerCan.update && (
        <SectionCard title="Branding">
          <ImageUploadField
            kind="logo"
            path={organizationLogoPath(organization.id)}
            current={organization.logo}
            onChange={() => client.refetchQueries({ include: [MyOrganizationsQuery] })}
          />
        </SectionCard>
      )}
      {organization.viewerCan.delete && <DeleteOrganizationSection id={organization.id} name={organization.name} />}
    </>
  );
}
