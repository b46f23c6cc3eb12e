import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import type { AiQueryFieldsFragment } from '../../gql/graphql';
import { Markdown } from '../../components/Markdown';
import { AIQueryQuery, AIServicesQuery, CreateAIQueryMutation } from './operations';
import { formatDateTime } from '../../lib/dates';

/** How often a pending AI query is asked for its answer. */
export const AI_POLL_MS = 2000;

/** The service to ask: the configured language model, else the rubric reviewer. */
export function preferredService(services: readonly { id: string; name: string; configured: boolean }[]) {
  return services.find((s) => s.name === 'openai' && s.configured) ?? services.find((s) => s.name === 'rubric' && s.configured) ?? null;
}

/** An idea's AI feedback: the answers so far, and a button that asks again and polls for the answer. */
export function AIFeedback({ ideaId, feedback, canAsk, onAnswered }: { ideaId: string; feedback: readonly AiQueryFieldsFragment[]; canAsk: boolean; onAnswered: () => void }) {
  const services = useQuery(AIServicesQuery, { skip: !canAsk });
  const service = preferredService(services.data?.aiServices ?? []);
  const [create, creating] = useMutation(CreateAIQueryMutation);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [askError, setAskError] = useState<string | null>(null);

  const ask = async () => {
    if (!service) return;
    setAskError(null);
    try {
      const { data } = await create({ variables: { input: { serviceId: service.id, requestData: JSON.stringify({ ideaId }) } } });
      if (data) setPendingId(data.createAiQuery.id);
    } catch (failure) {
      setAskError(failure instanceof Error ? failure.message : 'The feedback could not be asked for.');
    }
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={3}>AI feedback</Title>
        {canAsk && (
          <Button variant="light" onClick={() => void ask()} loading={creating.loading || pendingId !== null} disabled={!service}>
            Ask for AI feedback
          </Button>
        )}
      </Group>
      {askError && <Alert color="red">{askError}</Alert>}
      {pendingId && (
        <PendingQuery
          id={pendingId}
          onDone={() => {
            setPendingId(null);
            onAnswered();
          }}
        />
      )}
      {feedback.length === 0 && !pendingId && <Text c="dimmed">No feedback yet.</Text>}
      {feedback.map((q) => (
        <FeedbackCard key={q.id} query={q} />
      ))}
    </Stack>
  );
}

/** Polls one query until it succeeded or errored. */
function PendingQuery({ id, onDone }: { id: string; onDone: () => void }) {
  const { data } = useQuery(AIQueryQuery, { variables: { id }, pollInterval: AI_POLL_MS, fetchPolicy: 'network-only' });
  const done = !!data && (data.aiQuery.success || data.aiQuery.errored);
  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);
  return <Text c="dimmed">Waiting for the feedback…</Text>;
}

function FeedbackCard({ query }: { query: AiQueryFieldsFragment }) {
  return (
    <Card withBorder aria-label={`Feedback from ${query.service.name}`}>
      <Stack gap="xs">
        <Group gap="xs">
          <Badge variant="light">{query.service.name}</Badge>
          <Text size="xs" c="dimmed">
            {formatDateTime(query.created)}
          </Text>
          {query.errored && <Badge color="red">Failed</Badge>}
          {!query.success && !query.errored && <Badge color="gray">Waiting</Badge>}
        </Group>
        {query.response && <Markdown>{query.response}</Markdown>}
      </Stack>
    </Card>
  );
}

