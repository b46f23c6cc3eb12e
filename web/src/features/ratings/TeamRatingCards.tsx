import { Card, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/QueryState';
import { SectionCard } from '../../components/SectionCard';
import { useFeatureToggle } from '../featureToggles';
import { CriterionAggregatesTable } from './CriterionAggregatesTable';
import { MyPeerRatingAggregatesQuery, PeerRatingsQuery, PitchRatingsQuery } from './operations';
import { RatingForm, ratingOf, useRatingTemplate } from './RatingForm';
import { possessive, UNKNOWN_PARTICIPANT } from './talentRatings';

export interface TeamRatingCardsProps {
  hackathonId: string;
  team: { id: string; name: string; isMember: boolean };
  hasPitches: boolean;
  /** The server's RatingViewerCan for the hackathon. */
  can: { ratePeers: boolean; ratePitches: boolean };
}

/**
 * The rating cards of a team's page: on one's own team, rating one's
 * teammates and the averages of their ratings of oneself (peer_ratings
 * toggle); on another team's, rating its elevator pitch (hasPitches).
 */
export function TeamRatingCards({ hackathonId, team, hasPitches, can }: TeamRatingCardsProps) {
  const peers = useFeatureToggle('peer_ratings') && can.ratePeers && team.isMember;
  const pitch = hasPitches && can.ratePitches && !team.isMember;
  return (
    <>
      {peers && <PeerRatingsCard hackathonId={hackathonId} />}
      {peers && <PeerAggregatesCard hackathonId={hackathonId} />}
      {pitch && <PitchRatingCard hackathonId={hackathonId} team={team} />}
    </>
  );
}

/** "Rate your teammates": one form per teammate against the peer template. */
export function PeerRatingsCard({ hackathonId }: { hackathonId: string }) {
  const { data, loading, error, refetch } = useQuery(PeerRatingsQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const { template, picker } = useRatingTemplate(data?.ratingTemplates);
  const teammates = data?.rateableParticipants ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-label="Rate your teammates">
      <Title order={3} mb="xs">
        Rate your teammates
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Your teammates see only the averages of their ratings, never who gave which.
      </Text>
      <QueryState
        loading={loading && !data}
        error={error}
        empty={!template || teammates.length === 0}
        emptyText={template ? 'No teammates to rate yet.' : 'No peer-rating criteria yet.'}
      >
        {template && (
          <Stack>
            {picker}
            {teammates.map((p) => {
              const target = { ratedProfileId: p.id };
              return (
                <RatingForm
                  key={`${template.id}-${p.id}`}
                  template={template}
                  target={target}
                  name={p.name ?? UNKNOWN_PARTICIPANT}
                  rating={ratingOf(data?.myRatings, template, target)}
                  showStatus
                  onSaved={() => void refetch()}
                />
              );
            })}
          </Stack>
        )}
      </QueryState>
    </Card>
  );
}

/** "What your teammates think of you": the averages of the peer ratings about the caller. */
export function PeerAggregatesCard({ hackathonId }: { hackathonId: string }) {
  const { data, loading, error } = useQuery(MyPeerRatingAggregatesQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const aggregates = data?.myPeerRatingAggregates ?? [];
  return (
    <SectionCard title="What your teammates think of you">
      <QueryState loading={loading && !data} error={error} empty={aggregates.length === 0} emptyText="No ratings from your teammates yet.">
        <CriterionAggregatesTable label="Your peer ratings" rows={aggregates.map((aggregate) => ({ aggregate }))} />
      </QueryState>
    </SectionCard>
  );
}

/** "Rate this elevator pitch": the caller's rating of another team's pitch. */
export function PitchRatingCard({ hackathonId, team }: { hackathonId: string; team: { id: string; name: string } }) {
  const { data, loading, error, refetch } = useQuery(PitchRatingsQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const { template, picker } = useRatingTemplate(data?.ratingTemplates);
  const target = { ratedTeamId: team.id };
  return (
    <SectionCard title="Rate this elevator pitch">
      <QueryState loading={loading && !data} error={error} empty={!template} emptyText="No elevator-pitch criteria yet.">
        {template && (
          <Stack>
            {picker}
            <RatingForm
              key={template.id}
              template={template}
              target={target}
              name={`${possessive(team.name)} pitch`}
              title={`Your rating of ${possessive(team.name)} pitch`}
              rating={ratingOf(data?.myRatings, template, target)}
              showStatus
              onSaved={() => void refetch()}
            />
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}
