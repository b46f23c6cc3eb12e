import { Badge, Button, Card, Group, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import type { RatingFieldsFragment, RatingTemplateFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { SaveRatingMutation } from './operations';

/** Whom or what a rating is about: a participant (TALENT, PEER) or a team's pitch (ELEVATOR_PITCH). */
export type RatingTarget = { ratedProfileId: string } | { ratedTeamId: string };

interface RatingFormProps {
  template: RatingTemplateFieldsFragment;
  target: RatingTarget;
  /** Who or what is rated, in the heading and the saved notice. */
  name: string;
  /** The section's name and heading; "Rating of {name}" unless given. */
  title?: string;
  /** The caller's rating of the target against the template, if any: prefills the form. */
  rating: RatingFieldsFragment | undefined;
  /** Shows the rating's status beside the heading. */
  showStatus?: boolean;
  onSaved: () => void;
}

/**
 * The caller's rating of a participant or a team's pitch against a
 * template's criteria, for all three families: a score per numeric
 * criterion and a text per free-text one, prefilled from the rating given,
 * saved as a whole, finalized when the template allows, read-only once
 * finalized.
 */
export function RatingForm({ template, target, name, title = `Rating of ${name}`, rating, showStatus = false, onSaved }: RatingFormProps) {
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
      await save({ variables: { input: { ratingTemplateId: template.id, ...target, items, finalize } } });
      notify(`Saved your rating of ${name}.`, 'success');
      onSaved();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  const refusal = errors.items ?? errors.ratedProfileId ?? errors.ratedTeamId ?? errors.finalize;

  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs">
          <Text fw={600}>{title}</Text>
          {showStatus && <RatingStatusBadge rating={rating} />}
        </Group>
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
        {refusal && (
          <Text c="red" size="sm" role="alert">
            {refusal}
          </Text>
        )}
        {!readOnly && (
          <Group>
            <Button onClick={() => void submit(false)} loading={loading}>
              Save rating
            </Button>
            {template.finalizable && (
              <Button variant="light" onClick={() => void submit(true)} loading={loading}>
                Save and finalize
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/** Finalized, Saved or Not rated. */
export function RatingStatusBadge({ rating }: { rating: RatingFieldsFragment | undefined }) {
  if (rating?.finalized) return <Badge color="teal.9">Finalized</Badge>;
  if (rating) return <Badge color="blue.8">Saved</Badge>;
  return <Badge color="gray.8">Not rated</Badge>;
}

/**
 * The templates of a family that have criteria, the one chosen (the first,
 * the system one, unless another is picked) and a picker shown when there
 * is more than one.
 */
export function useRatingTemplate(all: readonly RatingTemplateFieldsFragment[] | undefined): {
  templates: RatingTemplateFieldsFragment[];
  template: RatingTemplateFieldsFragment | undefined;
  picker: ReactNode;
} {
  const templates = (all ?? []).filter((t) => t.itemTemplates.length > 0);
  const [templateId, setTemplateId] = useState<string | null>(null);
  const template = templates.find((t) => t.id === templateId) ?? templates[0];
  const picker =
    templates.length > 1 ? (
      <Select
        label="Template"
        data={templates.map((t) => ({ value: t.id, label: t.name }))}
        value={template?.id ?? null}
        onChange={setTemplateId}
        allowDeselect={false}
        w={260}
      />
    ) : null;
  return { templates, template, picker };
}

/** The caller's rating, among those given, of a target against a template. */
export function ratingOf(
  ratings: readonly RatingFieldsFragment[] | undefined,
  template: RatingTemplateFieldsFragment | undefined,
  target: RatingTarget,
): RatingFieldsFragment | undefined {
  return ratings?.find(
    (r) =>
      r.ratingTemplateId === template?.id &&
      ('ratedProfileId' in target ? r.ratedProfile?.id === target.ratedProfileId : r.ratedTeam?.id === target.ratedTeamId),
  );
}
