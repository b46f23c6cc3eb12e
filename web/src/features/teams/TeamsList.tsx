import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import type { TeamListItemFragment } from '../../gql/graphql';
import { hackathonTeam } from '../../lib/paths';
import { JoinTeamModal } from './JoinTeamModal';
import { TeamsQuery } from './operations';

/** The hackathon's teams (when it shows them), with "Ask to join" where the viewer may. */
export function TeamsList({ hackathonId, maxTeamSize }: { hackathonId: string; maxTeamSize: number }) {
  const { data, loading, error } = useQuery(TeamsQuery, { variables: { hackathonId, first: 100 } });
  const [joining, setJoining] = useState<TeamListItemFragment | null>(null);
  const teams = data?.teams.items ?? [];
  return (
    <SectionCard title="Teams">
      <QueryState loading={loading && !data} error={error} errorText="Unable to load the teams." empty={teams.length === 0} emptyText="No teams yet.">
        <Stack gap="sm">
          {teams.map((team) => (
            <Group key={team.id} justify="space-between" wrap="nowrap" role="group" aria-label={team.name}>
              <Stack gap={2}>
                <Anchor component={Link} to={hackathonTeam(hackathonId, team.id)} fw={600}>
                  {team.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {team.totalMembers} of {maxTeamSize} members{team.idea ? ` · ${team.idea.name}` : ''}
                </Text>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                {team.isMember && <Badge variant="light">Your team</Badge>}
                {team.isFull && !team.isMember && (
                  <Badge variant="light" color="gray">
                    Full
                  </Badge>
                )}
                {team.hasRequestedToJoin && (
                  <Badge variant="light" color="yellow">
                    Requested
                  </Badge>
                )}
                {team.viewerCan.requestToJoin && (
                  <Button size="xs" onClick={() => setJoining(team)}>
                    Ask to join
                  </Button>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      </QueryState>
      {joining && <JoinTeamModal team={joining} onClose={() => setJoining(null)} />}
    </SectionCard>
  );
}
