import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { IdeaCard } from './IdeaCard';
import { MyIdeasQuery } from './operations';
import { ProposeIdeaButton } from './ProposeIdeaButton';

/** /hackathon/{id}/ideas/mine: the signed-in user's ideas with their approval state. */
export function MyIdeasPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(MyIdeasQuery, { variables: { hackathonId } });
  return (
    <Stack gap="lg">
      <PageHeader
        title="My Ideas"
        description="Ideas you proposed."
        actions={<ProposeIdeaButton hackathonId={hackathonId} />}
      />
      <QueryState loading={loading && !data} error={error} empty={data?.myIdeas.length === 0} emptyText="You have not proposed an idea yet." errorText="Unable to load your ideas.">
        <Stack gap="sm">
          {data?.myIdeas.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
        </Stack>
      </QueryState>
    </Stack>
  );
}
