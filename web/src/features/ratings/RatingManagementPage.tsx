import { ActionIcon, Badge, Button, Card, Checkbox, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { RatingFamily, RatingTemplateFieldsFragment, RatingType } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import {
  CreateRatingItemTemplateMutation,
  CreateRatingTemplateMutation,
  DeleteRatingItemTemplateMutation,
  DeleteRatingTemplateMutation,
  RatingManagementQuery,
} from './operations';
import { myTalentRatings, talentRatings } from './paths';
import { PitchAggregatesCard } from './PitchAggregatesCard';

const FAMILIES: { value: RatingFamily; label: string }[] = [
  { value: 'TALENT', label: 'Talent' },
  { value: 'PEER', label: 'Peer' },
  { value: 'ELEVATOR_PITCH', label: 'Elevator pitch' },
];

const TYPES: { value: RatingType; label: string }[] = [
  { value: 'NUMERIC', label: 'Score' },
  { value: 'FREE_TEXT', label: 'Free text' },
];

/**
 * /hackathon/{id}/talent-man: Rating Management. The creator and managers
 * build the rating templates of the three families and their criteria
 * (others with the Ratings items read them); from here the Talent Ratings
 * screen and a mentor's own ratings open.
 */
export function RatingManagementPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const [family, setFamily] = useState<RatingFamily>('TALENT');
  const { data, loading, error, refetch } = useQuery(RatingManagementQuery, { variables: { hackathonId, family } });
  const can = data?.hackathon.ratingViewerCan;
  const templates = data?.ratingTemplates ?? [];
  return (
    <Stack>
      <PageHeader title="Rating Management" description={data?.hackathon.name} />
      <Group>
        {can?.seeTalentRatings && (
          <Button component={Link} to={talentRatings(hackathonId)} variant="light">
            Talent Ratings
          </Button>
        )}
        {can?.rateTalents && (
          <Button component={Link} to={myTalentRatings(hackathonId)} variant="light">
            My Talent Ratings
          </Button>
        )}
      </Group>
      <SegmentedControl
        aria-label="Rating family"
        data={FAMILIES}
        value={family}
        onChange={(value) => setFamily(value)}
        w="fit-content"
      />
      <QueryState loading={loading && !data} error={error} empty={false}>
        {templates.map((t) => (
          <TemplateCard key={t.id} template={t} manage={can?.manageTemplates ?? false} onChange={() => void refetch()} />
        ))}
        {can?.manageTemplates && <NewTemplate hackathonId={hackathonId} family={family} onCreated={() => void refetch()} />}
      </QueryState>
      {can?.seePitchAggregates && <PitchAggregatesCard hackathonId={hackathonId} />}
    </Stack>
  );
}

function NewTemplate({ hackathonId, family, onCreated }: { hackathonId: string; family: RatingFamily; onCreated: () => void }) {
  const [name, setName] = useState('');
  const [finalizable, setFinalizable] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateRatingTemplateMutation);
  const submit = async () => {
    try {
      await create({ variables: { input: { hackathonId, family, name, finalizable } } });
      setName('');
      setErrors({});
      onCreated();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  return (
    <Card withBorder>
      <Group align="flex-end">
        <TextInput label="New template" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
        <Checkbox label="Ratings can be finalized" checked={finalizable} onChange={(e) => setFinalizable(e.currentTarget.checked)} mb={8} />
        <Button onClick={() => void submit()} loading={loading} disabled={!name.trim()}>
          Add template
        </Button>
      </Group>
    </Card>
  );
}

function TemplateCard({ template, manage, onChange }: { template: RatingTemplateFieldsFragment; manage: boolean; onChange: () => void }) {
  const [name, setName] = useState('');
  const [ratingType, setRatingType] = useState<RatingType>('NUMERIC');
  const [maxScore, setMaxScore] = useState<number | string>(10);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [createItem, { loading }] = useMutation(CreateRatingItemTemplateMutation);
  const [deleteItem] = useMutation(DeleteRatingItemTemplateMutation);
  const [deleteTemplate] = useMutation(DeleteRatingTemplateMutation);

  const add = async () => {
    try {
      await createItem({
        variables: {
          input: { ratingTemplateId: template.id, name, ratingType, maxScore: typeof maxScore === 'number' ? maxScore : undefined },
        },
      });
      setName('');
      setErrors({});
      onChange();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  const run = async (action: Promise<unknown>) => {
    await action.catch(() => undefined);
    onChange();
  };

  return (
    <Card withBorder component="section" aria-label={template.name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={3}>{template.name}</Title>
            {template.system && <Badge color="blue.8">System</Badge>}
            {template.finalizable && <Badge color="teal.9">Finalizable</Badge>}
          </Group>
          {manage && !template.system && (
            <Button variant="subtle" color="red" onClick={() => void run(deleteTemplate({ variables: { input: { id: template.id } } }))}>
              Delete template
            </Button>
          )}
        </Group>
        {template.itemTemplates.length === 0 ? (
          <Text c="dimmed">No criteria yet.</Text>
        ) : (
          <Table aria-label={`Criteria of ${template.name}`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Criterion</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Max score</Table.Th>
                {manage && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {template.itemTemplates.map((it) => (
                <Table.Tr key={it.id}>
                  <Table.Td>{it.name}</Table.Td>
                  <Table.Td>{it.ratingType === 'NUMERIC' ? 'Score' : 'Free text'}</Table.Td>
                  <Table.Td>{it.ratingType === 'NUMERIC' ? it.maxScore : '-'}</Table.Td>
                  {manage && (
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${it.name}`}
                        onClick={() => void run(deleteItem({ variables: { input: { id: it.id } } }))}
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {manage && (
          <Group align="flex-end">
            <TextInput label="Criterion" value={name} onChange={(e) => setName(e.currentTarget.value)} error={errors.name} />
            <Select
              label="Rating type"
              data={TYPES}
              value={ratingType}
              onChange={(value) => setRatingType((value) ?? 'NUMERIC')}
              allowDeselect={false}
              w={140}
              error={errors.ratingType}
            />
            {ratingType === 'NUMERIC' && (
              <NumberInput label="Max score" value={maxScore} onChange={setMaxScore} min={1} max={1000} w={110} error={errors.maxScore} />
            )}
            <Button onClick={() => void add()} loading={loading} disabled={!name.trim()}>
              Add criterion
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
