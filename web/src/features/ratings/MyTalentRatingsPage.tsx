import { Button, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import { MyTalentRatingsQuery, MyTalentRatingsToRateQuery } from './operations';
import { RatingForm, RatingStatusBadge, ratingOf as findRating, useRatingTemplate } from './RatingForm';
import { UNKNOWN_PARTICIPANT } from './talentRatings';

/**
 * /hackathon/{id}/ratings/talent: My Talent Ratings. A mentor rates the
 * hackathon's participants against a talent template's criteria; a
 * finalized rating is read-only.
 */
export function MyTalentRatingsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, loading, error } = useQuery(MyTalentRatingsQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network' });
  const rates = data?.hackathon.ratingViewerCan.rateTalents ?? false;
  const mine = useQuery(MyTalentRatingsToRateQuery, { variables: { hackathonId }, fetchPolicy: 'cache-and-network', skip: !rates });
  const { template, picker } = useRatingTemplate(data?.ratingTemplates);
  const [open, setOpen] = useState<string | null>(null);
  // Saving closes the form, whose button had the focus: it goes back to the row's Rate button.
  const rateButtons = useRef(new Map<string, HTMLButtonElement>());
  const people = mine.data?.rateableParticipants ?? [];
  const ratingOf = (participantId: string) => findRating(mine.data?.myRatings, template, { ratedProfileId: participantId });

  return (
    <Stack>
      <PageHeader title="My Talent Ratings" description={data?.hackathon.name} />
      {data && !rates && <Text c="dimmed">Only the hackathon's mentors rate talents.</Text>}
      {picker}
      <QueryState
        loading={(loading && !data) || (mine.loading && !mine.data)}
        error={error ?? mine.error}
        empty={!rates || !template || people.length === 0}
        emptyText={template ? 'No participants to rate yet.' : 'No talent criteria yet.'}
      >
        {template && (
          <Table aria-label="Participants to rate">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Participant</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((p) => {
                const rating = ratingOf(p.id);
                const name = p.name ?? UNKNOWN_PARTICIPANT;
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{name}</Table.Td>
                    <Table.Td>
                      <RatingStatusBadge rating={rating} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        ref={(button) => {
                          if (button) rateButtons.current.set(p.id, button);
                          else rateButtons.current.delete(p.id);
                        }}
                        size="xs"
                        variant="default"
                        onClick={() => setOpen(open === p.id ? null : p.id)}
                        aria-label={`Rate ${name}`}
                        aria-expanded={open === p.id}
                      >
                        {rating?.finalized ? 'View' : 'Rate'}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {template && open && (
          <RatingForm
            key={`${template.id}-${open}`}
            template={template}
            target={{ ratedProfileId: open }}
            name={people.find((p) => p.id === open)?.name ?? UNKNOWN_PARTICIPANT}
            rating={ratingOf(open)}
            onSaved={() => {
              rateButtons.current.get(open)?.focus();
              setOpen(null);
              void mine.refetch();
            }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
