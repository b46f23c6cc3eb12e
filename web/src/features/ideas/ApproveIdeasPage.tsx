import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { IdeaCard } from './IdeaCard';
import { IdeasQuery } from './operations';
import { ideaPaths } from './paths';

/** /hackathon/{id}/ideas/approve: the ideas waiting for a manager's decision, oldest first page by page. */
export function ApproveIdeasPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(IdeasQuery, {
    variables: { hackathonId, approvalState: 'PENDING', orderBy: 'NEWEST', first: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.ideas.items ?? [];
  return (
    <Stack gap="lg">
      <PageHeader title="Approve Ideas" description="Ideas waiting for your decision." />
      <QueryState loading={loading && !data} error={error} empty={items.length === 0} emptyText="No ideas wait for approval." errorText="Unable to load the ideas.">
        <Stack gap="sm">
          {items.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} to={ideaPaths.approveOne(hackathonId, idea.id)} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
