import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/QueryState';
import { notify } from '../../lib/notify';
import { InviteToTeamMutation, TeamCandidatesQuery } from './operations';

interface TeamSuggestionsProps {
  hackathonId: string;
  /** The team to complete; without it, the viewer's own skills are compared. */
  teamId?: string;
  /** The viewer may invite candidates to the team. */
  canInvite?: boolean;
}

/** Team matching: participants without a team whose skills complement the team's, best first. */
export function TeamSuggestions({ hackathonId, teamId, canInvite = false }: TeamSuggestionsProps) {
  const { data, loading, error } = useQuery(TeamCandidatesQuery, { variables: { hackathonId, teamId: teamId ?? null } });
  const [invite] = useMutation(InviteToTeamMutation, { refetchQueries: ['TeamCandidates'] });
  const candidates = data?.teamCandidates ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-label="Suggested teammates">
      <Title order={3} mb="xs">
        Suggested teammates
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Participants without a team whose profile skills complement {teamId ? "the team's" : 'yours'}.
      </Text>
      <QueryState
        loading={loading && !data}
        error={error}
        errorText="Unable to load suggestions."
        empty={candidates.length === 0}
        emptyText="No suggestions yet: participants add skills to their hackathon profile."
      >
        <Stack gap="sm">
          {candidates.map((c) => (
            <Group key={c.person.id} justify="space-between" align="flex-start" wrap="nowrap" aria-label={c.person.displayName} role="group">
              <Stack gap={4}>
                <Group gap="xs">
                  <Text fw={600}>{c.person.displayName}</Text>
                  {c.lookingForTeam && (
                    <Badge size="sm" variant="light" color="green">
                      Looking for a team
                    </Badge>
                  )}
                </Group>
                {c.bringsSkills.length > 0 && (
                  <Text size="sm">
                    Brings: <strong>{c.bringsSkills.join(', ')}</strong>
                  </Text>
                )}
                {c.sharedSkills.length > 0 && (
                  <Text size="sm" c="dimmed">
                    Shared: {c.sharedSkills.join(', ')}
                  </Text>
                )}
              </Stack>
              {teamId && c.pendingWithTeam && (
                <Badge size="sm" variant="light" color="yellow">
                  Pending
                </Badge>
              )}
              {teamId && canInvite && !c.pendingWithTeam && (
                <Button
                  size="xs"
                  variant="light"
                  aria-label={`Invite ${c.person.displayName}`}
                  onClick={() => {
                    invite({ variables: { input: { teamId, userId: c.person.id } } })
                      .then(() => notify(`${c.person.displayName} is invited`, 'success'))
                      .catch(() => undefined); // the error link shows refusals
                  }}
                >
                  Invite
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      </QueryState>
    </Card>
  );
}
