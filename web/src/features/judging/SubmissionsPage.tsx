import { Anchor, Badge, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { ProgressBar } from '../../components/ProgressBar';
import { ResultsPublicationCard } from '../results';
import { QueryState } from '../../components/QueryState';
import { JudgingFrame, type JudgingHackathon } from './JudgingFrame';
import { JudgingResultsQuery, SubmissionsForJudgingQuery } from './operations';
import { standingsFromColumns } from './results';
import { score, STATUS } from './status';

/** /hackathon/{id}/submissions: a judge's submissions with their progress; organizers also see the results. */
export function SubmissionsPage() {
  return (
    <JudgingFrame
      allowed={(h) => h.viewerCan.seeSubmissions || h.viewerCan.manage || h.phase === 'COMPLETE'}
      title="Submissions"
      description="The submitted work to judge, and the results once published."
    >
      {(h) => (
        <Stack gap="xl">
          {(h.viewerCan.seeSubmissions || h.viewerCan.manage) && <SubmissionList hackathon={h} />}
          {/* The results, then publishing them: the card comes with its own chunk and
              query, and drawn above the results it pushed them down when it arrived. */}
          {(h.viewerCan.manage || h.phase === 'COMPLETE') && <Results hackathon={h} />}
          {(h.viewerCan.manage || h.phase === 'COMPLETE') && <ResultsPublicationCard hackathonId={h.id} />}
        </Stack>
      )}
    </JudgingFrame>
  );
}

function SubmissionList({ hackathon }: { hackathon: JudgingHackathon }) {
  const { data, loading, error } = useQuery(SubmissionsForJudgingQuery, { variables: { id: hackathon.id } });
  const subs = data?.submissionsForJudging ?? [];
  const mine = subs.filter((s) => s.myJudgingStatus);
  const done = mine.filter((s) => s.myJudgingStatus === 'COMPLETED').length;
  return (
    <QueryState loading={loading && !data} error={error} empty={subs.length === 0} emptyText="No submissions to judge yet.">
      {mine.length > 0 && (
        <Stack gap={4} mb="md">
          <Text size="sm">
            Your progress: {done} of {mine.length} completed
          </Text>
          <ProgressBar value={(100 * done) / mine.length} label={`${done} of ${mine.length} completed`} />
        </Stack>
      )}
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Team</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Judges done</Table.Th>
            <Table.Th>Score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {subs.map((s) => {
            const status = s.myJudgingStatus ?? s.judgingStatus;
            return (
              <Table.Tr key={s.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/hackathon/${hackathon.id}/submissions/${s.id}`}>
                    {s.team.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>{s.competitionCategory.name}</Table.Td>
                <Table.Td>{status && <Badge color={STATUS[status].color}>{STATUS[status].label}</Badge>}</Table.Td>
                <Table.Td>
                  {s.judgingProgress} / {s.totalJudges}
                </Table.Td>
                <Table.Td>
                  {s.myScore != null ? `${s.myScore} / ${s.maxScore}` : s.averageScore != null ? `${score(s.averageScore)} / ${s.maxScore} (average)` : '—'}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </QueryState>
  );
}

/** The results per category, raw and normalised side by side, ties shown as ties. */
export function Results({ hackathon }: { hackathon: JudgingHackathon }) {
  const { data, loading, error } = useQuery(JudgingResultsQuery, { variables: { id: hackathon.id } });
  const results = data?.judgingResults;
  return (
    <Stack gap="md">
      <Title order={3}>Results</Title>
      <QueryState loading={loading && !data} error={error} empty={!results || results.categories.length === 0} emptyText="No categories yet.">
        {results?.categories.map((c) => (
          <Stack key={c.categoryId} gap="xs">
            <Title order={4}>{c.categoryName}</Title>
            <Table aria-label={`Results of ${c.categoryName}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Rank</Table.Th>
                  <Table.Th>Team</Table.Th>
                  <Table.Th>Raw average (of {results.maxScore})</Table.Th>
                  <Table.Th>Normalized</Table.Th>
                  <Table.Th>Judgments</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {standingsFromColumns(c.standings).map((s) => (
                  <Table.Tr key={s.submissionId}>
                    <Table.Td>
                      {s.rank}
                      {s.tied && ' (tie)'}
                    </Table.Td>
                    <Table.Td>{s.teamName}</Table.Td>
                    <Table.Td>{s.judged > 0 ? score(s.rawScore) : '—'}</Table.Td>
                    <Table.Td>{s.judged > 0 ? score(s.normalizedScore) : '—'}</Table.Td>
                    <Table.Td>{s.judged}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Stack>
        ))}
        {results && results.judges.length > 0 && (
          <Table aria-label="Judges' progress">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Judge</Table.Th>
                <Table.Th>Completed</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.judges.map((j) => (
                <Table.Tr key={j.judgeId}>
                  <Table.Td>{j.judgeName}</Table.Td>
                  <Table.Td>
                    {j.completed} / {j.assigned}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
    </Stack>
  );
}
