import { Alert, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmModal } from '../../components/ConfirmModal';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { notify } from '../../lib/notify';
import { AIFeedback } from './AIFeedback';
import { ApprovalBadge } from './ApprovalBadge';
import { ApprovalHistory } from './ApprovalHistory';
import { LikeButton } from './LikeButton';
import { Markdown } from '../../components/Markdown';
import { DeleteIdeaMutation, IdeaQuery } from './operations';
import { ideaPaths } from './paths';
import { formatDate } from '../../lib/dates';

/** /hackathon/{id}/idea/{idea_id}/view: the idea in full, its approval, likes and AI feedback. */
export function IdeaViewPage() {
  const { hackathon_id: hackathonId = '', idea_id: ideaId = '' } = useParams();
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useQuery(IdeaQuery, { variables: { id: ideaId } });
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useMutation(DeleteIdeaMutation, { refetchQueries: ['Ideas', 'MyIdeas', 'PendingApprovalCount'] });
  const idea = data?.idea;

  const deleteIdea = async () => {
    await remove({ variables: { input: { id: ideaId } } });
    notify('Idea deleted', 'success');
    void navigate(ideaPaths.list(hackathonId));
  };

  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this idea.">
      {idea && (
        <Stack gap="lg" maw={860}>
          <PageHeader
            title={idea.name}
            description={`Proposed by ${idea.creator?.displayName ?? 'Unknown User'} on ${formatDate(idea.created)}`}
            actions={
              <>
                {idea.approval && <ApprovalBadge state={idea.approval.state} />}
                <LikeButton ideaId={idea.id} likes={idea.likes} likedByMe={idea.likedByMe} canLike={idea.viewerCan.like} />
                {idea.viewerCan.decide && (
                  <Button variant="light" component={Link} to={ideaPaths.approveOne(hackathonId, idea.id)}>
                    Decide
                  </Button>
                )}
                {idea.viewerCan.edit && (
                  <Button variant="default" component={Link} to={ideaPaths.edit(hackathonId, idea.id)}>
                    Edit
                  </Button>
                )}
                {idea.viewerCan.delete && (
                  <Button color="red" variant="subtle" onClick={() => setConfirming(true)}>
                    Delete
                  </Button>
                )}
              </>
            }
          />
          {idea.approval?.state.name === 'CHANGES_REQUESTED' && idea.viewerCan.edit && (
            <Alert color="orange" title="Changes requested">
              Edit the idea and save it to send it back for approval.
            </Alert>
          )}
          <Markdown>{idea.description}</Markdown>
          <Divider />
          <Markdown>{idea.detailDescription}</Markdown>
          {idea.teamSet.length > 0 && (
            <Text size="sm">Teams working on it: {idea.teamSet.map((t) => t.name).join(', ')}</Text>
          )}
          {idea.approval && idea.approval.stateUpdates.length > 0 && (
            <Stack gap="xs">
              <Title order={3}>Approval</Title>
              <ApprovalHistory updates={idea.approval.stateUpdates} />
            </Stack>
          )}
          <AIFeedback ideaId={idea.id} feedback={idea.aiFeedback} canAsk={idea.viewerCan.askAiFeedback} onAnswered={() => void refetch()} />
          <Group>
            <Button variant="subtle" component={Link} to={ideaPaths.list(hackathonId)}>
              All ideas
            </Button>
          </Group>
          <ConfirmModal
            opened={confirming}
            title="Delete this idea?"
            confirmLabel="Delete"
            danger
            loading={removing.loading}
            onCancel={() => setConfirming(false)}
            onConfirm={() => void deleteIdea()}
          >
            Its likes, approval and AI feedback go with it.
          </ConfirmModal>
        </Stack>
      )}
    </QueryState>
  );
}
