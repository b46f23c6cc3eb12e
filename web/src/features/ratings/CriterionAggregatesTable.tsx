import { Table } from '@mantine/core';
import type { CriterionAggregateFieldsFragment } from '../../gql/graphql';

/** An average to 2 decimals (SPEC 9). */
export const formatAverage = (average: number) => average.toFixed(2);

interface Row {
  /** Shown in a first Team column when any row has one. */
  team?: string;
  aggregate: CriterionAggregateFieldsFragment;
}

/** Numeric criteria's averages over several ratings: criterion, average of max, number of ratings; never who gave them. */
export function CriterionAggregatesTable({ label, rows }: { label: string; rows: Row[] }) {
  const teams = rows.some((r) => r.team !== undefined);
  return (
    <Table aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          {teams && <Table.Th>Team</Table.Th>}
          <Table.Th>Criterion</Table.Th>
          <Table.Th>Average</Table.Th>
          <Table.Th>Ratings</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map(({ team, aggregate: a }) => (
          <Table.Tr key={`${team ?? ''}\u0000${a.criterion}`}>
            {teams && <Table.Td>{team}</Table.Td>}
            <Table.Td>{a.criterion}</Table.Td>
            <Table.Td>
              {formatAverage(a.average)} of {a.maxScore}
            </Table.Td>
            <Table.Td>{a.ratings}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
