import { Group, SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { IdeaOrder } from '../../gql/graphql';
import { IdeaCard } from './IdeaCard';
import { IdeasQuery } from './operations';
import { ProposeIdeaButton } from './ProposeIdeaButton';

/** /hackathon/{id}/ideas: the hackathon's ideas, searched and sorted on the server. */
export function IdeasPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const [text, setText] = useState('');
  const [order, setOrder] = useState<IdeaOrder>('NEWEST');
  const [search] = useDebouncedValue(text.trim(), 300);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Hackathon Ideas"
        description="What people propose to build. Like the ones you would join."
        actions={<ProposeIdeaButton hackathonId={hackathonId} />}
      />
      <Group>
        <TextInput aria-label="Search ideas" placeholder="Search ideas" value={text} onChange={(e) => setText(e.currentTarget.value)} w={280} />
        <SegmentedControl
          aria-label="Sort ideas"
          value={order}
          onChange={(v) => setOrder(v)}
          data={[
            { value: 'NEWEST', label: 'Newest' },
            { value: 'MOST_LIKED', label: 'Most liked' },
          ]}
        />
      </Group>
      <IdeaResults key={`${search}|${order}`} hackathonId={hackathonId} search={search} order={order} />
    </Stack>
  );
}

function IdeaResults({ hackathonId, search, order }: { hackathonId: string; search: string; order: IdeaOrder }) {
  const pages = useCursorPages();
  const { data, loading, error } = useQuery(IdeasQuery, {
    variables: { hackathonId, search: search || null, orderBy: order, first: PAGE_SIZE, after: pages.after },
  });
  const page = data?.ideas;
  return (
    <QueryState loading={loading && !data} error={error} empty={page?.totalCount === 0} emptyText="No ideas yet." errorText="Unable to load the ideas.">
      {page && (
        <Stack gap="sm">
          {page.items.map((idea) => (
            <IdeaCard key={idea.id} idea={idea} />
          ))}
          <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
        </Stack>
      )}
    </QueryState>
  );
}
