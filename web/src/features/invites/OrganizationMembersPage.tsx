import { Card, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { InviteStatus, OrganizationMemberRowFragment, OrganizationRole } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { OrganizationSwitcher } from '../organizations';
import { InviteForm } from './InviteForm';
import { InvitesSection } from './InvitesSection';
import { ORGANIZATION_KIND, ROLE_LABELS } from './kinds';
import { MembersTable } from './MembersTable';
import {
  InviteToOrganizationMutation,
  OrganizationInvitesQuery,
  OrganizationPeopleQuery,
  RemoveOrganizationMemberMutation,
  UpdateOrganizationMemberMutation,
} from './operations';
import { usePollWhileSending } from './usePollWhileSending';

/** The roles an invite can offer; owners are made by changing a member's role. */
type InvitedRole = Extract<OrganizationRole, 'ADMIN' | 'MEMBER'>;

/**
 * /organization/{id}/members: the organization's members with their roles;
 * for its owners and admins, the invite form, the invites, role changes and removal.
 */
export function OrganizationMembersPage() {
  const { organization_id: organizationId = '' } = useParams();
  const people = useQuery(OrganizationPeopleQuery, { variables: { organizationId } });
  const organization = people.data?.organization;
  const canManage = organization?.viewerCan.manageMembers ?? false;

  const [status, setStatus] = useState<InviteStatus | null>('PENDING');
  const invites = useQuery(OrganizationInvitesQuery, { variables: { organizationId, status }, skip: !canManage });
  usePollWhileSending(invites.data?.organizationInvites ?? [], invites);
  const [role, setRole] = useState<InvitedRole>('MEMBER');

  const [inviteToOrganization] = useMutation(InviteToOrganizationMutation);
  const [updateMember] = useMutation(UpdateOrganizationMemberMutation);
  const [removeMember] = useMutation(RemoveOrganizationMemberMutation);

  const send = async (emails: string[]) => {
    const { data } = await inviteToOrganization({ variables: { input: { organizationId, role, emails } } });
    void invites.refetch();
    return data?.inviteToOrganization;
  };

  const changeRole = async (member: OrganizationMemberRowFragment, value: OrganizationRole) => {
    await updateMember({ variables: { input: { id: member.id, role: value } } });
    notify(`${member.person.displayName} is now ${ROLE_LABELS[value].toLowerCase()}`, 'success');
  };

  const remove = async (member: OrganizationMemberRowFragment) => {
    await removeMember({ variables: { input: { id: member.id } } });
    notify(`${member.person.displayName} was removed`, 'success');
    await people.refetch();
  };

  const members = people.data?.organizationMembers ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={organization ? `${organization.name}: members` : 'Members'} description="Owners and admins can create hackathons for the organization." />
      <OrganizationSwitcher page="members" />
      {canManage && (
        <Card withBorder padding="lg">
          <Title order={3} mb="sm">
            Invite members
          </Title>
          <InviteForm onSend={send}>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="invite-role">
                Invite as
              </Text>
              <SegmentedControl
                aria-labelledby="invite-role"
                value={role}
                onChange={(value) => setRole(value)}
                data={[
                  { value: 'MEMBER', label: ROLE_LABELS.MEMBER },
                  { value: 'ADMIN', label: ROLE_LABELS.ADMIN },
                ]}
                w="fit-content"
              />
            </Stack>
          </InviteForm>
        </Card>
      )}
      <QueryState
        loading={people.loading && !people.data}
        error={people.error}
        empty={members.length === 0}
        emptyText="No members yet."
        errorText="Unable to load the members."
      >
        <MembersTable
          label={ORGANIZATION_KIND.title}
          members={members}
          choice={{ title: 'Role', labels: ROLE_LABELS, valueOf: (member) => member.role }}
          canManage={canManage}
          onChange={changeRole}
          onRemove={remove}
          place={organization?.name ?? ''}
        />
      </QueryState>
      {canManage && (
        <InvitesSection
          invites={invites.data?.organizationInvites ?? []}
          loading={invites.loading && !invites.data}
          error={invites.error}
          status={status}
          onStatusChange={setStatus}
          viewPath={ORGANIZATION_KIND.viewPath}
          onChanged={() => void invites.refetch()}
        />
      )}
    </Stack>
  );
}
