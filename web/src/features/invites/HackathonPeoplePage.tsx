import { Card, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { HackathonMemberRowFragment, InviteStatus, MemberStatus } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { HandOverCard } from './HandOverCard';
import { InviteForm } from './InviteForm';
import { InvitesSection } from './InvitesSection';
import { HACKATHON_KINDS, type HackathonKind } from './kinds';
import { MembersTable } from './MembersTable';
import {
  HackathonInvitesQuery,
  HackathonPeopleQuery,
  InviteToHackathonMutation,
  RemoveHackathonMemberMutation,
  UpdateHackathonMemberMutation,
} from './operations';
import { usePollWhileSending } from './usePollWhileSending';

const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = { ACTIVE: 'Active', INACTIVE: 'Inactive' };

/**
 * /hackathon/{id}/organizing-team, /judges, /mentors and /heroes: the people
 * holding the role, and for those whom viewerCan lets manage it, the invite
 * form, the invites, and each member's status and removal.
 */
export function HackathonPeoplePage({ kind }: { kind: HackathonKind }) {
  const { hackathon_id: hackathonId = '' } = useParams();
  const info = HACKATHON_KINDS[kind];
  const people = useQuery(HackathonPeopleQuery, { variables: { hackathonId, kind } });
  const hackathon = people.data?.hackathon;
  const canManage = hackathon?.viewerCan[info.manage] ?? false;

  const [status, setStatus] = useState<InviteStatus | null>('PENDING');
  const invites = useQuery(HackathonInvitesQuery, { variables: { hackathonId, kind, status }, skip: !canManage });
  usePollWhileSending(invites.data?.hackathonInvites ?? [], invites);

  const [inviteToHackathon] = useMutation(InviteToHackathonMutation);
  const [updateMember] = useMutation(UpdateHackathonMemberMutation);
  const [removeMember] = useMutation(RemoveHackathonMemberMutation);

  const send = async (emails: string[]) => {
    const { data } = await inviteToHackathon({ variables: { input: { hackathonId, kind, emails } } });
    void invites.refetch();
    return data?.inviteToHackathon;
  };

  const changeStatus = async (member: HackathonMemberRowFragment, value: MemberStatus) => {
    await updateMember({ variables: { input: { kind, id: member.id, status: value } } });
    notify(`${member.person.displayName} is ${MEMBER_STATUS_LABELS[value].toLowerCase()}`, 'success');
  };

  const remove = async (member: HackathonMemberRowFragment) => {
    await removeMember({ variables: { input: { kind, id: member.id } } });
    notify(`${member.person.displayName} was removed`, 'success');
    await people.refetch();
  };

  const members = people.data?.hackathonMembers ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title={info.title} description={hackathon && info.description(hackathon.name)} />
      {canManage && (
        <Card withBorder padding="lg">
          <Title order={3} mb="sm">
            Invite {info.title.toLowerCase()}
          </Title>
          <InviteForm onSend={send} />
        </Card>
      )}
      <QueryState
        loading={people.loading && !people.data}
        error={people.error}
        empty={members.length === 0}
        emptyText={`No ${info.title.toLowerCase()} yet.`}
        errorText={`Unable to load the ${info.title.toLowerCase()}.`}
      >
        <MembersTable
          label={info.title}
          members={members}
          choice={info.hasStatus ? { title: 'Status', labels: MEMBER_STATUS_LABELS, valueOf: (member) => member.status } : undefined}
          canManage={canManage}
          onChange={changeStatus}
          onRemove={remove}
          place={hackathon?.name ?? ''}
        />
      </QueryState>
      {canManage && kind === 'ORGANIZING_TEAM' && (
        <HandOverCard hackathonId={hackathonId} members={members} onDone={() => void people.refetch()} />
      )}
      {canManage && (
        <InvitesSection
          invites={invites.data?.hackathonInvites ?? []}
          loading={invites.loading && !invites.data}
          error={invites.error}
          status={status}
          onStatusChange={setStatus}
          viewPath={info.viewPath}
          onChanged={() => void invites.refetch()}
        />
      )}
    </Stack>
  );
}
