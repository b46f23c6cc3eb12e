import { Button, Card, Group, NumberInput, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import type { CompetitionFieldsFragment } from '../../gql/graphql';
import {
  CompetitionsQuery,
  CreateCompetitionMutation,
  CreateScorableItemMutation,
  DeleteCompetitionMutation,
  DeleteScorableItemMutation,
  ScoreHistoryQuery,
} from './operations';
import { gamificationDashboard } from './paths';

/**
 * /hackathon/{id}/gameification/manage: the creator and managers create and
 * delete competitions and their scorable items, and read each
 * competition's score history with its corrections.
 */
export function ManageCompetitionsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(CompetitionsQuery, { variables: { hackathonId } });
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading: creating }] = useMutation(CreateCompetitionMutation);
  if (data && !data.hackathon.gamificationViewerCan.manage) return <Navigate to={gamificationDashboard(hackathonId)} replace />;

  const add = async () => {
    try {
      await create({ variables: { input: { hackathonId, name } } });
      setName('');
      setErrors({});
      await refetch();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  const competitions = data?.competitions ?? [];
  return (
    <Stack>
      <PageHeader title="Manage competitions" description={data?.hackathon.name} />
      <Card withBorder>
        <Group align="flex-end">
          <TextInput label="New competition" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name ?? errors.hackathonId} />
          <Button onClick={() => void add()} loading={creating} disabled={!name.trim()}>
            Create competition
          </Button>
        </Group>
      </Card>
      <QueryState loading={loading && !data} error={error} empty={competitions.length === 0} emptyText="No competitions yet.">
        {competitions.map((c) => (
          <CompetitionCard key={c.id} competition={c} onChange={() => void refetch()} />
        ))}
      </QueryState>
    </Stack>
  );
}

function CompetitionCard({ competition, onChange }: { competition: CompetitionFieldsFragment; onChange: () => void }) {
  const [itemName, setItemName] = useState('');
  const [maxScore, setMaxScore] = useState<number | string>(10);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createItem, { loading }] = useMutation(CreateScorableItemMutation);
  const [deleteItem] = useMutation(DeleteScorableItemMutation);
  const [deleteCompetition] = useMutation(DeleteCompetitionMutation);
  const history = useQuery(ScoreHistoryQuery, { variables: { competitionId: competition.id }, skip: !competition.viewerCan.seeHistory });

  const addItem = async () => {
    try {
      await createItem({
        variables: { input: { competitionId: competition.id, name: itemName, maxScore: typeof maxScore === 'number' ? maxScore : 0 } },
      });
      setItemName('');
      setErrors({});
      onChange();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3}>{competition.name}</Title>
          <Button
            color="red"
            variant="subtle"
            onClick={() => void deleteCompetition({ variables: { id: competition.id } }).then(onChange)}
          >
            Delete competition
          </Button>
        </Group>
        <Table aria-label={`${competition.name} items`}>
          <Table.Tbody>
            {competition.scorableItems.map((i) => (
              <Table.Tr key={i.id}>
                <Table.Td>{i.name}</Table.Td>
                <Table.Td>up to {i.maxScore}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="subtle" color="red" onClick={() => void deleteItem({ variables: { id: i.id } }).then(onChange)}>
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Group align="flex-end">
          <TextInput label="Item" value={itemName} onChange={(e) => setItemName(e.currentTarget.value)} error={errors.name} />
          <NumberInput label="Maximum score" min={1} max={10000} allowDecimal={false} value={maxScore} onChange={setMaxScore} error={errors.maxScore} w={140} />
          <Button onClick={() => void addItem()} loading={loading} disabled={!itemName.trim()}>
            Add item
          </Button>
        </Group>
        {competition.viewerCan.seeHistory && (
          <>
            <Title order={4}>Score history</Title>
            {(history.data?.scores ?? []).length === 0 ? (
              <Text c="dimmed" size="sm">
                No scores yet.
              </Text>
            ) : (
              <Table aria-label={`${competition.name} score history`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Participant</Table.Th>
                    <Table.Th>Item</Table.Th>
                    <Table.Th>Score</Table.Th>
                    <Table.Th>By</Table.Th>
                    <Table.Th>Correction</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {history.data?.scores.map((s) => (
                    <Table.Tr key={s.id}>
                      <Table.Td>{s.participant.displayName}</Table.Td>
                      <Table.Td>{competition.scorableItems.find((i) => i.id === s.scorableItemId)?.name ?? '—'}</Table.Td>
                      <Table.Td>{s.score}</Table.Td>
                      <Table.Td>{s.awardedBy}</Table.Td>
                      <Table.Td>{s.reason ?? ''}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
