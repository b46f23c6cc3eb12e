import { Badge, Button, Group, NumberInput, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import type { ScoringQuery } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { SubmissionResponse } from '../submissions';
import { JudgingFrame, type JudgingHackathon } from './JudgingFrame';
import { ScoringQuery as Query, UpdateJudgingScoresMutation } from './operations';
import { STATUS } from './status';

/** /hackathon/{id}/submissions/{submission_id}: the response read-only, one score per criterion, and the completed toggle. */
export function ScoringPage() {
  return (
    <JudgingFrame
      allowed={(h) => h.viewerCan.seeSubmissions || h.viewerCan.manage}
      title="Submission"
      description="Score each criterion, then mark the submission completed."
    >
      {(h) => <Scoring hackathon={h} />}
    </JudgingFrame>
  );
}

function Scoring({ hackathon }: { hackathon: JudgingHackathon }) {
  const { submission_id: id = '' } = useParams();
  const { data, loading, error } = useQuery(Query, { variables: { id, hackathonId: hackathon.id } });
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this submission.">
      {data && <ScoreForm data={data} />}
    </QueryState>
  );
}

function ScoreForm({ data }: { data: ScoringQuery }) {
  const sub = data.submissionForJudging;
  const criteria = data.judgingCriteria;
  const mine = new Map(data.judgingScores.map((s) => [s.criteria.id, s.score]));
  const judging = sub.viewerCan.score;
  const form = useForm({
    initialValues: {
      scores: Object.fromEntries(criteria.map((c) => [c.id, mine.get(c.id) ?? ''])),
      completed: sub.myJudgingStatus === 'COMPLETED',
    },
  });
  const [save] = useMutation(UpdateJudgingScoresMutation, { refetchQueries: ['SubmissionsForJudging'] });

  const submit = form.onSubmit(async ({ scores, completed }) => {
    const entries = criteria.filter((c) => scores[c.id] !== '' && scores[c.id] != null).map((c) => ({ criteriaId: c.id, score: Number(scores[c.id]) }));
    try {
      await save({ variables: { input: { submissionId: sub.id, scores: entries, completed } } });
      notify('Scores saved', 'success');
    } catch (failure) {
      // scores.{i}.score names the i-th score sent: show it under its criterion.
      const errors: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrors(failure))) {
        const i = /^scores\.(\d+)\./.exec(field)?.[1];
        const entry = i !== undefined ? entries[Number(i)] : undefined;
        errors[entry ? `scores.${entry.criteriaId}` : field] = message;
      }
      form.setErrors(errors);
    }
  });

  const status = sub.myJudgingStatus ?? sub.judgingStatus;
  return (
    <Stack gap="lg">
      <Group>
        <Title order={3}>{sub.team.name}</Title>
        <Badge variant="light">{sub.competitionCategory.name}</Badge>
        {status && <Badge color={STATUS[status].color}>{STATUS[status].label}</Badge>}
      </Group>
      <SubmissionResponse submission={sub} />
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          {criteria.map((c) => (
            <NumberInput
              key={c.id}
              label={`${c.name} (0–${c.maxScore})`}
              description={c.description || undefined}
              min={0}
              max={c.maxScore}
              allowDecimal={false}
              disabled={!judging}
              {...form.getInputProps(`scores.${c.id}`)}
            />
          ))}
          <Switch label="Completed" disabled={!judging} {...form.getInputProps('completed', { type: 'checkbox' })} />
          {sub.myScore != null && (
            <Text size="sm">
              Your total: {sub.myScore} / {sub.maxScore}
            </Text>
          )}
          {judging && (
            <Group>
              <Button type="submit" loading={form.submitting}>
                Save scores
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
