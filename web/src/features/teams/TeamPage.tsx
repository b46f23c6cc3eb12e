import { ActionIcon, Badge, Button, Group, Menu, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconDots } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import type { TeamDetailFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { hackathonCreateTeam } from '../../lib/paths';
import { DeleteTeamButton } from './DeleteTeamButton';
import { JoinTeamModal } from './JoinTeamModal';
import { TeamInvitation } from './TeamInvitation';
import {
  AcceptTeamJoinRequestMutation,
  DeclineTeamJoinRequestMutation,
  LeaveTeamMutation,
  RemoveTeamMemberMutation,
  SetTeamMemberRoleMutation,
  TeamQuery,
} from './operations';
import { TeamResources } from './TeamResources';
import { TeamSuggestions } from './TeamSuggestions';
import { TeamSubmissions } from '../submissions';
import { TeamRatingCards } from '../ratings';
import { GalleryConsentSwitch } from '../results';

/** /hackathon/{id}/team/{team_id}: My Team (members, idea, resources, join requests). */
export function TeamPage() {
  const { hackathon_id: hackathonId = '', team_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(TeamQuery, { variables: { id, hackathonId } });
  const team = data?.team;
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this team.">
      {team && data && (
        <Stack gap="lg">
          <TeamView team={team} maxTeamSize={data.hackathon.maxTeamSize} />
          <TeamRatingCards hackathonId={team.hackathonId} team={team} hasPitches={data.hackathon.hasPitches} can={data.hackathon.ratingViewerCan} />
        </Stack>
      )}
    </QueryState>
  );
}

function TeamView({ team, maxTeamSize }: { team: TeamDetailFragment; maxTeamSize: number }) {
  const [joining, setJoining] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title={team.name}
        description={`${team.totalMembers} of ${maxTeamSize} members${team.idea ? ` · Idea: ${team.idea.name}` : ''}`}
        actions={
          <>
            {team.viewerCan.requestToJoin && <Button onClick={() => setJoining(true)}>Ask to join</Button>}
            {team.hasRequestedToJoin && <Badge color="yellow">Request sent</Badge>}
            {team.viewerCan.leave && <LeaveButton team={team} />}
            {team.viewerCan.delete && <DeleteTeamButton team={team} />}
          </>
        }
      />
      {team.myInvitation && <TeamInvitation team={team} invitation={team.myInvitation} />}
      <MembersCard team={team} />
      {team.viewerCan.manage && <JoinRequestsCard team={team} />}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {team.viewerCan.seeResources && <TeamResources team={team} />}
        {team.viewerCan.seeResources && !team.isFull && (
          <TeamSuggestions hackathonId={team.hackathonId} teamId={team.id} canInvite={team.viewerCan.invite} />
        )}
      </SimpleGrid>
      {team.viewerCan.seeResources && <TeamSubmissions teamId={team.id} hackathonId={team.hackathonId} />}
      {team.isMember && <GalleryConsentSwitch teamId={team.id} />}
      {joining && <JoinTeamModal team={team} onClose={() => setJoining(false)} />}
    </Stack>
  );
}

function MembersCard({ team }: { team: TeamDetailFragment }) {
  const [setRole] = useMutation(SetTeamMemberRoleMutation);
  const [remove] = useMutation(RemoveTeamMemberMutation);
  const quiet = () => undefined; // the error link shows refusals
  return (
    <SectionCard title="Members">
      <Table.ScrollContainer minWidth={480}>
        <Table aria-label="Team members">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Role</Table.Th>
              <Table.Th>Skills</Table.Th>
              {team.viewerCan.manage && <Table.Th aria-label="Actions" />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {team.members.map((m) => (
              <Table.Tr key={m.id}>
                <Table.Td>
                  <Group gap="xs">
                    <Text>{m.person.displayName}</Text>
                    {m.isMe && (
                      <Badge size="sm" variant="outline">
                        You
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={m.isAdmin ? 'grape' : 'gray'} styles={{ label: { overflow: 'visible' } }}>
                    {m.isAdmin ? 'Admin' : 'Member'}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{m.skills.join(', ') || '—'}</Text>
                </Table.Td>
                {team.viewerCan.manage && (
                  <Table.Td>
                    {!m.isMe && (
                      <Menu position="bottom-end">
                        <Menu.Target>
                          <ActionIcon variant="subtle" aria-label={`Actions for ${m.person.displayName}`}>
                            <IconDots size={18} />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item
                            onClick={() =>
                              void setRole({ variables: { input: { memberId: m.id, role: m.isAdmin ? 'MEMBER' : 'ADMIN' } } }).catch(quiet)
                            }
                          >
                            {m.isAdmin ? 'Make member' : 'Make admin'}
                          </Menu.Item>
                          <Menu.Item color="red" onClick={() => void remove({ variables: { input: { memberId: m.id } } }).catch(quiet)}>
                            Remove from team
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </SectionCard>
  );
}

function JoinRequestsCard({ team }: { team: TeamDetailFragment }) {
  const [accept] = useMutation(AcceptTeamJoinRequestMutation);
  const [decline] = useMutation(DeclineTeamJoinRequestMutation);
  const requests = team.joinRequests.filter((r) => !r.invitedBy);
  const invitations = team.joinRequests.filter((r) => r.invitedBy);
  const answer = (requestId: string) => ({ variables: { input: { requestId } } });
  return (
    <SectionCard title="Join requests">
      {requests.length === 0 ? (
        <Text c="dimmed">No open requests.</Text>
      ) : (
        <Stack gap="sm">
          {requests.map((r) => (
            <Group key={r.id} justify="space-between" wrap="nowrap" role="group" aria-label={`Request from ${r.person.displayName}`}>
              <Stack gap={2}>
                <Text fw={600}>{r.person.displayName}</Text>
                {r.message && (
                  <Text size="sm" c="dimmed">
                    {r.message}
                  </Text>
                )}
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="xs"
                  disabled={team.isFull}
                  onClick={() => {
                    accept(answer(r.id))
                      .then(() => notify(`${r.person.displayName} joined ${team.name}`, 'success'))
                      .catch(() => undefined);
                  }}
                >
                  Accept
                </Button>
                <Button size="xs" variant="default" onClick={() => void decline(answer(r.id)).catch(() => undefined)}>
                  Decline
                </Button>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {invitations.length > 0 && (
        <>
          <Title order={4} mt="md" mb="xs">
            Invitations sent
          </Title>
          <Stack gap="sm">
            {invitations.map((r) => (
              <Group key={r.id} justify="space-between" wrap="nowrap" role="group" aria-label={`Invitation to ${r.person.displayName}`}>
                <Stack gap={2}>
                  <Text fw={600}>{r.person.displayName}</Text>
                  <Text size="sm" c="dimmed">
                    Invited by {r.invitedBy?.displayName}; waiting for an answer.
                  </Text>
                </Stack>
                <Button size="xs" variant="default" style={{ flexShrink: 0 }} onClick={() => void decline(answer(r.id)).catch(() => undefined)}>
                  Withdraw
                </Button>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}

function LeaveButton({ team }: { team: TeamDetailFragment }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [leave, { loading }] = useMutation(LeaveTeamMutation, { refetchQueries: ['SidebarHackathon'] });
  return (
    <>
      <Button variant="default" color="red" onClick={() => setConfirming(true)}>
        Leave team
      </Button>
      <ConfirmModal
        opened={confirming}
        title={`Leave ${team.name}?`}
        confirmLabel="Leave team"
        danger
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          leave({ variables: { input: { teamId: team.id } } })
            .then(() => {
              notify(`You left ${team.name}`, 'success');
              void navigate(hackathonCreateTeam(team.hackathonId));
            })
            .catch(() => setConfirming(false));
        }}
      >
        You will need to ask again to rejoin. The last admin hands the admin role to another member first.
      </ConfirmModal>
    </>
  );
}
