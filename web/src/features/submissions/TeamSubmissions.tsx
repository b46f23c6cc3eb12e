import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import Form from '@rjsf/mantine';
import type { ErrorSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, useRef, useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { CategoryDetailFragment, TeamSubmissionDetailFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { TeamSubmissionsQuery, UpdateSubmissionMutation } from './operations';
import { formOf, responseErrors } from './templateModel';
import { formatDateTime } from '../../lib/dates';

/** The team page's Submission section: one form per category (its members, creator and managers). */
export function TeamSubmissions({ teamId, hackathonId }: { teamId: string; hackathonId: string }) {
  const { data, loading, error } = useQuery(TeamSubmissionsQuery, { variables: { teamId, hackathonId } });
  if (data && data.hackathon.competitionCategories.length === 0) return null;
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load the submissions.">
      {data && (
        <Stack gap="md">
          {data.hackathon.competitionCategories.map((c) => (
            <SubmissionCard
              key={c.id}
              teamId={teamId}
              category={c}
              submission={data.team.submissions.find((s) => s.competitionCategory.id === c.id) ?? null}
              can={data.team.submissionViewerCan}
            />
          ))}
        </Stack>
      )}
    </QueryState>
  );
}

interface CardProps {
  teamId: string;
  category: CategoryDetailFragment;
  submission: TeamSubmissionDetailFragment | null;
  can: { edit: boolean; submit: boolean };
}

function SubmissionCard({ teamId, category, submission, can }: CardProps) {
  const form = useMemo(() => formOf(category.submissionTemplate.schema), [category.submissionTemplate.schema]);
  const [response, setResponse] = useState<Record<string, unknown>>(submission?.response ?? {});
  const [errors, setErrors] = useState<Record<string, { __errors: string[] }>>({});
  const [update, { loading }] = useMutation(UpdateSubmissionMutation, { refetchQueries: ['TeamSubmissions'] });
  // Submitting removes the Submit button, which had the focus: it moves to the card's heading.
  const heading = useRef<HTMLHeadingElement>(null);

  const save = async (submitted: boolean) => {
    try {
      await update({ variables: { input: { teamId, categoryId: category.id, response, ...(submitted ? { submitted: true } : {}) } } });
      setErrors({});
      if (submitted) heading.current?.focus();
      notify(submitted ? 'Submission sent' : 'Draft saved', 'success');
    } catch (failure) {
      setErrors(responseErrors(fieldErrors(failure)));
    }
  };

  return (
    <Card withBorder padding="lg" component="section" aria-label={`Submission ${category.name}`}>
      <Group justify="space-between" mb="sm">
        <Title order={3} ref={heading} tabIndex={-1}>
          Submission: {category.name}
        </Title>
        <Group gap="xs">
          {submission?.submitted ? <Badge color="green">Submitted</Badge> : <Badge variant="outline">{submission ? 'Draft' : 'Not started'}</Badge>}
          {submission?.lateSubmission && <Badge color="orange">Late</Badge>}
        </Group>
      </Group>
      {submission?.submittedAt && (
        <Text size="sm" c="dimmed" mb="sm">
          Submitted {formatDateTime(submission.submittedAt)}
        </Text>
      )}
      <Form
        schema={form.schema}
        uiSchema={{ ...form.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
        formData={response}
        validator={validator}
        extraErrors={errors as ErrorSchema}
        showErrorList={false}
        noHtml5Validate
        disabled={!can.edit}
        onChange={(e) => setResponse((e.formData ?? {}) as Record<string, unknown>)}
      />
      {can.edit && (
        <Group mt="md">
          <Button variant="default" loading={loading} onClick={() => void save(false)}>
            Save draft
          </Button>
          {can.submit && !submission?.submitted && (
            <Button loading={loading} onClick={() => void save(true)}>
              Submit
            </Button>
          )}
        </Group>
      )}
    </Card>
  );
}
