import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { CriterionAggregatesTable } from './CriterionAggregatesTable';
import { PitchRatingAggregatesQuery } from './operations';

/** Rating Management's per-team averages of the elevator-pitch ratings (the creator and managers). */
export function PitchAggregatesCard({ hackathonId }: { hackathonId: string }) {
  const { data, loading, error } = useQuery(PitchRatingAggregatesQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const teams = data?.pitchRatingAggregates ?? [];
  return (
    <SectionCard title="Elevator pitch averages">
      <QueryState loading={loading && !data} error={error} empty={teams.length === 0} emptyText="No elevator pitches rated yet.">
        <CriterionAggregatesTable
          label="Elevator pitch averages per team"
          rows={teams.flatMap((t) => t.criteria.map((aggregate) => ({ team: t.team.name, aggregate })))}
        />
      </QueryState>
    </SectionCard>
  );
}
