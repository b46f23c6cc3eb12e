import { Badge, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery, useSubscription } from '@apollo/client/react';
import { useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { LeaderboardTable, MyRankLine } from './LeaderboardTable';
import { CompetitionsQuery, LeaderboardChangedSubscription } from './operations';

/** How many places the live board shows. */
export const LIVE_PLACES = 50;

/**
 * /hackathon/{id}/gameification/leaderboards: one competition's leaderboard,
 * live: every score written shows within a second, without a reload (a
 * subscription over server-sent events).
 */
export function LeaderboardsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { data, loading, error } = useQuery(CompetitionsQuery, { variables: { hackathonId } });
  const competitions = data?.competitions ?? [];
  const chosen = competitions.find((c) => c.id === params.get('competition')) ?? competitions[0];
  return (
    <Stack>
      <PageHeader
        title="Leaderboards"
        description={data ? `Live standings of ${data.hackathon.name}` : undefined}
        actions={
          competitions.length > 1 && (
            <Select
              aria-label="Competition"
              data={competitions.map((c) => ({ value: c.id, label: c.name }))}
              value={chosen?.id ?? null}
              onChange={(value) => value && setParams({ competition: value })}
              allowDeselect={false}
            />
          )
        }
      />
      <QueryState loading={loading && !data} error={error} empty={!chosen} emptyText="No competitions yet.">
        {chosen && <LiveBoard key={chosen.id} competitionId={chosen.id} name={chosen.name} />}
      </QueryState>
    </Stack>
  );
}

function LiveBoard({ competitionId, name }: { competitionId: string; name: string }) {
  const { data, error } = useSubscription(LeaderboardChangedSubscription, { variables: { competitionId, first: LIVE_PLACES } });
  const board = data?.leaderboardChanged;
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{name}</Title>
          <Badge color={error ? 'red' : board ? 'green' : 'gray'} variant="light">
            {error ? 'Disconnected' : board ? 'Live' : 'Connecting'}
          </Badge>
        </Group>
        {board ? (
          <>
            <MyRankLine board={board} />
            <LeaderboardTable board={board} caption={`${name} leaderboard`} />
          </>
        ) : (
          <Text c="dimmed">{error ? 'The live leaderboard is unavailable. Reload to try again.' : 'Loading…'}</Text>
        )}
      </Stack>
    </Card>
  );
}
