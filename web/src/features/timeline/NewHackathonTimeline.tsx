import { Button, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { graphql } from '../../gql';

// Lists are ordered by start date, not creation: the newest is the highest id among a page.
const CreatedHackathonsQuery = graphql(`
  query CreatedHackathons {
    hackathons(filter: CREATOR, first: 20) {
      items {
        id
      }
    }
  }
`);

/**
 * /hackathon/new/timeline: a hackathon was just created without its id in the
 * URL. Opens the timeline of the newest hackathon the user created, or explains
 * that the hackathon must exist first.
 */
export function NewHackathonTimeline() {
  const { data, loading, error } = useQuery(CreatedHackathonsQuery, { fetchPolicy: 'network-only' });
  if (!data) {
    return (
      <QueryState loading={loading} error={error} errorText="Unable to load your hackathons.">
        {null}
      </QueryState>
    );
  }
  const ids = data.hackathons.items.map(({ id }) => Number(id));
  if (ids.length > 0) return <Navigate replace to={`/hackathon/${Math.max(...ids)}/timeline`} />;
  return (
    <Stack maw={720} align="flex-start">
      <Title order={1}>Timeline</Title>
      <Text>A timeline belongs to a hackathon: create the hackathon first, then plan its phases here.</Text>
      <Button component={Link} to="/hackathon/create">
        Create a hackathon
      </Button>
    </Stack>
  );
}
