import { Button, Divider, Group, SegmentedControl, Stack, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { ApprovalStateName } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalHistory } from './ApprovalHistory';
import { Markdown } from '../../components/Markdown';
import { IdeaQuery, UpdateApprovalStateMutation } from './operations';
import { ideaPaths } from './paths';

const DECISIONS: { value: ApprovalStateName; label: string }[] = [
  { value: 'APPROVED', label: 'Approve' },
  { value: 'CHANGES_REQUESTED', label: 'Request changes' },
  { value: 'REJECTED', label: 'Reject' },
];

/** /hackathon/{id}/ideas/approve/{idea_id}: an organizer (the creator or a manager) reads the idea and decides, with a comment. */
export function ApproveIdeaPage() {
  const { hackathon_id: hackathonId = '', idea_id: ideaId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(IdeaQuery, { variables: { id: ideaId } });
  const [decide] = useMutation(UpdateApprovalStateMutation, { refetchQueries: ['PendingApprovalCount', 'Ideas'] });
  const form = useForm<{ newState: ApprovalStateName; comment: string }>({ initialValues: { newState: 'APPROVED', comment: '' } });
  const idea = data?.idea;

  const submit = form.onSubmit(async ({ newState, comment }) => {
    if (!idea?.approval) return;
    try {
      await decide({ variables: { input: { approvalId: idea.approval.id, newState, comment: comment.trim() || null } } });
      notify('Decision saved', 'success');
      void navigate(ideaPaths.approve(hackathonId));
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });

  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this idea.">
      {idea && (
        <Stack gap="lg" maw={860}>
          <PageHeader title={idea.name} description={`Proposed by ${idea.creator?.displayName ?? 'Unknown User'}`} actions={idea.approval && <ApprovalBadge state={idea.approval.state} />} />
          <Markdown>{idea.description}</Markdown>
          <Divider />
          <Markdown>{idea.detailDescription}</Markdown>
          {idea.approval && <ApprovalHistory updates={idea.approval.stateUpdates} />}
          {idea.viewerCan.decide && (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Title order={3}>Your decision</Title>
                <SegmentedControl aria-label="Decision" data={DECISIONS} {...form.getInputProps('newState')} />
                {form.errors.newState && <div role="alert">{form.errors.newState}</div>}
                <Textarea label="Comment" description="Required to reject or request changes; the idea's creator reads it." autosize minRows={3} {...form.getInputProps('comment')} />
                <Group>
                  <Button type="submit" loading={form.submitting}>
                    Save decision
                  </Button>
                </Group>
              </Stack>
            </form>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
