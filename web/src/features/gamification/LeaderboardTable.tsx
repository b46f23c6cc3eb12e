import { Table, Text } from '@mantine/core';
import type { BoardFieldsFragment } from '../../gql/graphql';

/** A board's ranked totals; ties share a rank, as the server ranks them. */
export function LeaderboardTable({ board, caption }: { board: BoardFieldsFragment; caption: string }) {
  if (board.scoreTotals.length === 0) return <Text c="dimmed">No scores yet.</Text>;
  return (
    <Table striped aria-label={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={80}>Rank</Table.Th>
          <Table.Th>Participant</Table.Th>
          <Table.Th ta="right">Points</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {board.scoreTotals.map((row) => (
          <Table.Tr key={row.participant.id}>
            <Table.Td>{row.rank}</Table.Td>
            <Table.Td>{row.participant.displayName}</Table.Td>
            <Table.Td ta="right">{row.total}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** "Your rank: 3 of 40 (12 points)", or why there is none. */
export function MyRankLine({ board }: { board: BoardFieldsFragment }) {
  if (!board.myRank) return <Text size="sm" c="dimmed">You hold no score in this competition.</Text>;
  return (
    <Text size="sm" fw={500}>
      Your rank: {board.myRank.rank} of {board.participantCount} ({board.myRank.total} points)
    </Text>
  );
}
