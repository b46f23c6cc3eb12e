import { Anchor, Button, Card, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { LeaderboardTable, MyRankLine } from './LeaderboardTable';
import { GamificationDashboardQuery } from './operations';
import { gamificationLeaderboards, gamificationManage, gamificationScoring } from './paths';

/** /hackathon/{id}/gameification/dashboard: each competition's top ten and the caller's own rank. */
export function GamificationDashboardPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(GamificationDashboardQuery, { variables: { hackathonId, first: 10 } });
  const boards = data?.leaderboards ?? [];
  const canAward = data?.hackathon.gamificationViewerCan.award ?? false;
  const canManage = data?.hackathon.gamificationViewerCan.manage ?? false;
  return (
    <Stack>
      <PageHeader
        title="Competitions"
        description={data ? `Leaderboards of ${data.hackathon.name}` : undefined}
        actions={
          <>
            {canAward && boards.length > 0 && (
              <Button component={Link} to={gamificationScoring(hackathonId)}>
                Award a score
              </Button>
            )}
            {canManage && (
              <Button variant="default" component={Link} to={gamificationManage(hackathonId)}>
                Manage competitions
              </Button>
            )}
          </>
        }
      />
      <QueryState loading={loading && !data} error={error} empty={boards.length === 0} emptyText="No competitions yet.">
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {boards.map((board) => (
            <Card key={board.id} withBorder padding="lg">
              <Stack gap="sm">
                <Title order={3}>{board.competition.name}</Title>
                <MyRankLine board={board} />
                <LeaderboardTable board={board} caption={`${board.competition.name}: top ten`} />
                <Anchor component={Link} to={gamificationLeaderboards(hackathonId, board.id)}>
                  Live leaderboard
                </Anchor>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </QueryState>
    </Stack>
  );
}
