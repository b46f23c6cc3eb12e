import { Badge, Button, Card, Group, NumberInput, Select, Stack, Table, Text, Textarea } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { RatingFieldsFragment, RatingTemplateFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { MyTalentRatingsQuery, MyTalentRatingsToRateQuery, SaveRatingMutation } from './operations';
import { UNKNOWN_PARTICIPANT } from './talentRatings';

/**
 * /hackathon/{id}/ratings/talent: My Talent Ratings. A mentor rates the
 * hackathon's participants against a talent template's criteria; a
 * finalised rating is read-only.
 */
export function MyTalentRatingsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(MyTalentRatingsQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const rates = data?.hackathon.ratingViewerCan.rateTalents ?? false;
  const mine = useQuery(MyTalentRatingsToRateQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network', skip: !rates });
  const templates = (data?.ratingTemplates ?? []).filter((t) => t.itemTemplates.length > 0);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  // Saving closes the form, whose button had the focus: it goes back to the row's Rate button.
  const rateButtons = useRef(new Map<string, HTMLButtonElement>());
  const template = templates.find((t) => t.id === templateId) ?? templates[0];
  const people = mine.data?.rateableParticipants ?? [];
  const ratingOf = (participantId: string) =>
    mine.data?.myRatings.find((r) => r.ratedProfile?.id === participantId && r.ratingTemplateId === template?.id);

  return (
    <Stack>
      <PageHeader title="My Talent Ratings" description={data?.hackathon.name} />
      {data && !rates && <Text c="dimmed">Only the hackathon's mentors rate talents.</Text>}
      {templates.length > 1 && (
        <Select
          label="Template"
          data={templates.map((t) => ({ value: t.id, label: t.name }))}
          value={template?.id ?? null}
          onChange={setTemplateId}
          allowDeselect={false}
          w={260}
        />
      )}
      <QueryState
        loading={(loading && !data) || (mine.loading && !mine.data)}
        error={error ?? mine.error}
        empty={!rates || !template || people.length === 0}
        emptyText={template ? 'No participants to rate yet.' : 'No talent criteria yet.'}
      >
        {template && (
          <Table aria-label="Participants to rate">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Participant</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => {
                const rating = ratingOf(p.id);
                const name = p.name ?? UNKNOWN_PARTICIPANT;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      {rating?.finalized ? <Badge color="teal.9">Finalised</Badge> : rating ? <Badge color="blue.8">Saved</Badge> : <Badge color="gray.8">Not rated</Badge>}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        ref={(button) => {
                          if (button) rateButtons.current.set(p.id, button);
                          else rateButtons.current.delete(p.id);
                        }}
                        size="xs"
                        variant="light"
                        onClick={() => setOpen(open === p.id ? null : p.id)}
                        aria-label={`Rate ${name}`}
                        aria-expanded={open === p.id}
                      >
                        {rating?.finalized ? 'View' : 'Rate'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {template && open && (
          <RatingForm
            key={`${template.id}-${open}`}
            template={template}
            participantId={open}
            name={people.find((p) => p.id === open)?.name ?? UNKNOWN_PARTICIPANT}
            rating={ratingOf(open)}
            onSaved={() => {
              rateButtons.current.get(open)?.focus();
              setOpen(null);
              void mine.refetch();
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}

interface FormProps {
  template: RatingTemplateFieldsFragment;
  participantId: string;
  name: string;
  rating: RatingFieldsFragment | undefined;
  onSaved: () => void;
}

function RatingForm({ template, participantId, name, rating, onSaved }: FormProps) {
  const given = (id: string) => rating?.items.find((i) => i.ratingItemTemplateId === id);
  const [values, setValues] = useState<Record<string, number | string>>(() =>
    Object.fromEntries(template.itemTemplates.map((it) => [it.id, it.ratingType === 'NUMERIC' ? (given(it.id)?.score ?? '') : (given(it.id)?.ratingText ?? '')])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useMutation(SaveRatingMutation);
  const readOnly = rating?.finalized ?? false;

  const submit = async (finalize: boolean) => {
    const items = template.itemTemplates.map((it) => {
      const v = values[it.id];
      return it.ratingType === 'NUMERIC'
        ? { ratingItemTemplateId: it.id, score: typeof v === 'number' ? v : null }
        : { ratingItemTemplateId: it.id, ratingText: typeof v === 'string' && v.trim() ? v : null };
    });
    try {
      await save({ variables: { input: { ratingTemplateId: template.id, ratedProfileId: participantId, items, finalize } } });
      notify(`Saved your rating of ${name}.`, 'success');
      onSaved();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };

  return (
    <Card withBorder component="section" aria-label={`Rating of ${name}`}>
      <Stack gap="sm">
        <Text fw={600}>Rating of {name}</Text>
        {template.itemTemplates.map((it) =>
          it.ratingType === 'NUMERIC' ? (
            <NumberInput
              key={it.id}
              label={it.name}
              description={`0 to ${it.maxScore}${it.description ? ` · ${it.description}` : ''}`}
              value={values[it.id]}
              onChange={(v) => setValues((old) => ({ ...old, [it.id]: v }))}
              min={0}
              max={it.maxScore}
              decimalScale={2}
              step={0.5}
              readOnly={readOnly}
              w={220}
            />
          ) : (
            <Textarea
              key={it.id}
              label={it.name}
              description={it.description || undefined}
              value={String(values[it.id] ?? '')}
              onChange={(e) => {
                const text = e.currentTarget.value;
                setValues((old) => ({ ...old, [it.id]: text }));
              }}
              readOnly={readOnly}
              autosize
              minRows={2}
            />
          ),
        )}
        {(errors.items ?? errors.ratedProfileId ?? errors.finalize) && (
          <Text c="red" size="sm" role="alert">
            {errors.items ?? errors.ratedProfileId ?? errors.finalize}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button onClick={() => void submit(false)} loading={loading}>
              Save rating
            </Button>
            {template.finalizable && (
              <Button variant="light" onClick={() => void submit(true)} loading={loading}>
                Save and finalise
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
