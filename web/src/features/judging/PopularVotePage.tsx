import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import type { PopularVoteFieldsFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { SubmissionResponse } from '../submissions';
import { JudgingFrame } from './JudgingFrame';
import { CastPopularVoteMutation, PopularVoteQuery } from './operations';

type Entry = PopularVoteFieldsFragment['entries'][number];

const seePopularVote = (h: { viewerCan: { seePopularVote: boolean; manage: boolean }; phase: string }) =>
  h.viewerCan.seePopularVote || h.viewerCan.manage || h.phase === 'COMPLETE';

/** /hackathon/{id}/popular-vote: the submissions, one vote per category; counts once the vote has ended. */
export function PopularVotePage() {
  return (
    <JudgingFrame allowed={seePopularVote} title="Popular Vote" description="Vote for your favorite submission in each category (not your own team's).">
      {(h) => <VoteList hackathonId={h.id} />}
    </JudgingFrame>
  );
}

/** /hackathon/{id}/popular-vote/{submission_id}: one submission with its vote button. */
export function PopularVoteEntryPage() {
  const { submission_id: id = '' } = useParams();
  return (
    <JudgingFrame allowed={seePopularVote} title="Popular Vote" description="One submission of the popular vote.">
      {(h) => <VoteList hackathonId={h.id} only={id} />}
    </JudgingFrame>
  );
}

function VoteList({ hackathonId, only }: { hackathonId: string; only?: string }) {
  const { data, loading, error } = useQuery(PopularVoteQuery, { variables: { id: hackathonId } });
  // The popular vote has no id to normalise by: the answer replaces the query's.
  const [cast, { loading: voting }] = useMutation(CastPopularVoteMutation, {
    update: (cache, { data: saved }) =>
      saved &&
      cache.writeQuery({ query: PopularVoteQuery, variables: { id: hackathonId }, data: { __typename: 'Query', popularVote: saved.castPopularVote.popularVote } }),
  });
  const vote = data?.popularVote;
  const entries = (vote?.entries ?? []).filter((e) => !only || e.submission.id === only);
  const castVote = async (e: Entry) => {
    await cast({ variables: { id: e.submission.id } });
    notify(`Your vote in ${e.submission.competitionCategory.name} is for ${e.submission.team.name}`, 'success');
  };
  return (
    <QueryState loading={loading && !data} error={error} empty={entries.length === 0} emptyText="No submissions yet.">
      {vote && !vote.countsVisible && <Alert mb="md">The counts are shown once the popular vote has ended.</Alert>}
      <Stack gap="sm">
        {entries.map((e) => (
          <Paper key={e.submission.id} withBorder p="md" radius="md" aria-label={e.submission.team.name}>
            <Group justify="space-between" align="flex-start">
              <Stack gap={4}>
                <Group gap="xs">
                  {only ? (
                    <Text fw={600}>{e.submission.team.name}</Text>
                  ) : (
                    <Anchor component={Link} to={`/hackathon/${hackathonId}/popular-vote/${e.submission.id}`} fw={600}>
                      {e.submission.team.name}
                    </Anchor>
                  )}
                  <Badge variant="light">{e.submission.competitionCategory.name}</Badge>
                  {e.myVote && <Badge color="green">Your vote</Badge>}
                  {e.ownTeam && <Badge color="gray">Your team</Badge>}
                </Group>
                {e.votes != null && <Text size="sm">{e.votes === 1 ? '1 vote' : `${e.votes} votes`}</Text>}
              </Stack>
              {vote?.canVote && !e.ownTeam && (
                <Button variant={e.myVote ? 'light' : 'filled'} disabled={e.myVote} loading={voting} onClick={() => void castVote(e)}>
                  {e.myVote ? 'Voted' : 'Vote'}
                </Button>
              )}
            </Group>
            {only && (
              <Stack mt="md">
                <SubmissionResponse submission={e.submission} />
              </Stack>
            )}
          </Paper>
        ))}
      </Stack>
    </QueryState>
  );
}
