import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { ExportParticipantsButton } from '../exports';
import { filterInput, NO_FILTERS, ParticipantFilters, type ParticipantFilterValues } from './ParticipantFilters';
import { ParticipantsQuery } from './operations';
import { ParticipantsTable } from './ParticipantsTable';
import { useUpdateParticipant } from './useUpdateParticipant';

/**
 * /hackathon/{id}/participants: for mentors, the creator and managers
 * (viewerCan.seeParticipants), searched, filtered, sorted and paged on the
 * server; those who may manage the hackathon set status and ban.
 */
export function ParticipantsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const [filters, setFilters] = useState<ParticipantFilterValues>(NO_FILTERS);
  const [search] = useDebouncedValue(filters.search.trim(), 300);
  const asked = { ...filters, search };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Participants"
        description="Everyone registered for this hackathon."
        actions={<ExportParticipantsButton hackathonId={hackathonId} />}
      />
      <ParticipantFilters values={filters} onChange={setFilters} />
      {/* New filters start again at the first page. */}
      <ParticipantsResults key={JSON.stringify(asked)} hackathonId={hackathonId} filters={asked} />
    </Stack>
  );
}

function ParticipantsResults({ hackathonId, filters }: { hackathonId: string; filters: ParticipantFilterValues }) {
  const pages = useCursorPages();
  const { data, loading, error, refetch } = useQuery(ParticipantsQuery, {
    variables: {
      hackathonId,
      search: filters.search || null,
      filter: filterInput(filters),
      orderBy: filters.orderBy,
      first: PAGE_SIZE,
      after: pages.after,
    },
  });
  const update = useUpdateParticipant(() => void refetch());
  const page = data?.participants;
  return (
    <QueryState
      loading={loading && !data}
      error={error}
      empty={page?.totalCount === 0}
      emptyText="No participants match."
      errorText="Unable to load the participants."
    >
      {page && data && (
        <Stack gap="sm">
          <ParticipantsTable hackathonId={hackathonId} participants={page.items} canManage={data.hackathon.viewerCan.manage} onChange={(p, changes) => void update(p, changes)} />
          <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
        </Stack>
      )}
    </QueryState>
  );
}
