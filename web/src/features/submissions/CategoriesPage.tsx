import { ActionIcon, Badge, Button, Card, Checkbox, Group, Select, Stack, Switch, TagsInput, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { CategoryDetailFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { hackathonView } from '../../lib/paths';
import {
  AllowLateSubmissionsMutation,
  CategoriesQuery,
  CreateCategoryMutation,
  DeleteCategoryMutation,
  SetDefaultCategoryMutation,
  UpdateCategoryMutation,
} from './operations';
import { FIELD_KINDS, fieldProblem, fieldsOf, newKey, schemaOf, type TemplateField } from './templateModel';

/** /hackathon/{id}/categories: the organizers' competition categories and their submission templates. */
export function CategoriesPage() {
  const { hackathon_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(CategoriesQuery, { variables: { id } });
  const hackathon = data?.hackathon;
  if (hackathon && !hackathon.viewerCan.manage) return <Navigate to={hackathonView(id)} replace />;
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load the categories.">
      {hackathon && (
        <Stack gap="lg">
          <PageHeader title="Categories" description={`Competition categories and submission forms of ${hackathon.name}`} />
          <LateSwitch id={id} allow={hackathon.allowLateSubmissions} />
          <NewCategory hackathonId={id} />
          {hackathon.competitionCategories.length === 0 && <Text c="dimmed">No categories yet: add one to open submissions.</Text>}
          {hackathon.competitionCategories.map((c) => (
            <CategoryCard key={c.id} category={c} />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

function LateSwitch({ id, allow }: { id: string; allow: boolean }) {
  const [update, { loading }] = useMutation(AllowLateSubmissionsMutation);
  return (
    <Switch
      label="Allow late submissions"
      description="Teams may still submit once judging has begun; such submissions are marked late."
      checked={allow}
      disabled={loading}
      onChange={(e) => void update({ variables: { id, allow: e.currentTarget.checked } }).catch(() => undefined)}
    />
  );
}

function NewCategory({ hackathonId }: { hackathonId: string }) {
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateCategoryMutation);
  const add = async () => {
    try {
      await create({ variables: { input: { hackathonId, name } } });
      setName('');
      setProblem(null);
      notify('Category added', 'success');
    } catch (failure) {
      setProblem(fieldErrors(failure).name ?? null);
    }
  };
  return (
    <Group align="flex-end">
      <TextInput label="New category" placeholder="e.g. Best use of AI" value={name} error={problem} onChange={(e) => setName(e.currentTarget.value)} />
      <Button onClick={() => void add()} loading={loading}>
        Add category
      </Button>
    </Group>
  );
}

function CategoryCard({ category }: { category: CategoryDetailFragment }) {
  const [name, setName] = useState(category.name);
  const [fields, setFields] = useState<TemplateField[]>(() => fieldsOf(category.submissionTemplate.schema));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, { loading }] = useMutation(UpdateCategoryMutation);
  const [makeDefault] = useMutation(SetDefaultCategoryMutation);
  const [remove] = useMutation(DeleteCategoryMutation);
  const quiet = () => undefined; // the error link shows refusals

  const change = (i: number, patch: Partial<TemplateField>) => setFields((fs) => fs.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  const move = (i: number, by: number) =>
    setFields((fs) => {
      const next = [...fs];
      [next[i], next[i + by]] = [next[i + by], next[i]];
      return next;
    });
  const save = async () => {
    const local: Record<string, string> = {};
    fields.forEach((f, i) => {
      const p = fieldProblem(f);
      if (p) local[`field.${i}`] = p;
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    try {
      await update({ variables: { input: { categoryId: category.id, name, schema: schemaOf(fields) } } });
      notify('Category saved', 'success');
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={`Category ${category.name}`}>
      <Group justify="space-between" mb="sm">
        <Group>
          <Title order={3}>{category.name}</Title>
          {category.default && <Badge>Default</Badge>}
        </Group>
        <Group>
          {!category.default && (
            <Button variant="default" size="xs" onClick={() => void makeDefault({ variables: { id: category.id } }).catch(quiet)}>
              Make default
            </Button>
          )}
          <Button color="red" variant="light" size="xs" onClick={() => void remove({ variables: { id: category.id } }).catch(quiet)}>
            Delete
          </Button>
        </Group>
      </Group>
      <Stack gap="sm">
        <TextInput label="Name" value={name} error={errors.name} onChange={(e) => setName(e.currentTarget.value)} />
        <Title order={4}>Submission form</Title>
        {errors.schema && <Text c="red">{errors.schema}</Text>}
        {fields.length === 0 && <Text c="dimmed">No fields yet.</Text>}
        {fields.map((f, i) => (
          <Card key={f.key} withBorder padding="sm" role="group" aria-label={`Field ${i + 1}`}>
            <Group align="flex-end" wrap="wrap">
              <TextInput label="Label" value={f.label} error={errors[`field.${i}`]} onChange={(e) => change(i, { label: e.currentTarget.value })} />
              <Select
                label="Kind"
                data={FIELD_KINDS}
                value={f.kind}
                allowDeselect={false}
                onChange={(v) => v && change(i, { kind: v })}
              />
              <Checkbox label="Required" checked={f.required} onChange={(e) => change(i, { required: e.currentTarget.checked })} />
              <ActionIcon variant="subtle" aria-label="Move up" disabled={i === 0} onClick={() => move(i, -1)}>
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" aria-label="Move down" disabled={i === fields.length - 1} onClick={() => move(i, 1)}>
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label="Remove field" onClick={() => setFields((fs) => fs.filter((_, j) => j !== i))}>
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            <Textarea label="Help text" autosize minRows={1} value={f.help} onChange={(e) => change(i, { help: e.currentTarget.value })} mt="xs" />
            {(f.kind === 'singleChoice' || f.kind === 'multipleChoice') && (
              <TagsInput label="Options" placeholder="Type an option and press Enter" value={f.choices} onChange={(choices) => change(i, { choices })} mt="xs" />
            )}
          </Card>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() => setFields((fs) => [...fs, { key: newKey(fs), kind: 'shortText', label: '', required: false, help: '', choices: [] }])}
          >
            Add field
          </Button>
          <Button onClick={() => void save()} loading={loading}>
            Save category
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
