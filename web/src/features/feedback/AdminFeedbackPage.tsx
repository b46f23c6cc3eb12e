import { Anchor, Badge, Card, Group, Rating, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CursorPager, PAGE_SIZE, useCursorPages } from '../../components/CursorPager';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { FeedbackKind } from '../../gql/graphql';
import { FEEDBACK_KINDS, kindLabel } from './kinds';
import { CanReadFeedbackQuery, FeedbackListQuery } from './operations';
import { formatDateTime } from '../../lib/dates';

const KIND_COLORS: Record<FeedbackKind, string> = { BUG: 'red', IDEA: 'blue', PRAISE: 'green' };

/** /admin/feedback: what users sent from the widget, newest first, for platform administrators. */
export function AdminFeedbackPage() {
  const allowed = useQuery(CanReadFeedbackQuery);
  const [kind, setKind] = useState<FeedbackKind | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const pages = useCursorPages();
  const canRead = allowed.data?.me.canReadFeedback === true;
  const { data, loading, error } = useQuery(FeedbackListQuery, {
    variables: { kind, search: debouncedSearch || null, first: PAGE_SIZE, after: pages.after },
    skip: !canRead,
  });
  const page = data?.feedback;

  if (allowed.data && !canRead) {
    return (
      <>
        <PageHeader title="User feedback" />
        <Text c="dimmed">Only platform administrators read user feedback.</Text>
      </>
    );
  }

  return (
    <>
      <PageHeader title="User feedback" description={page && `${page.totalCount} ${page.totalCount === 1 ? 'piece' : 'pieces'} of feedback`} />
      <Group mb="md" align="flex-end">
        <Select
          label="Kind"
          placeholder="All kinds"
          clearable
          data={FEEDBACK_KINDS}
          value={kind}
          onChange={(value) => {
            setKind(value);
            pages.reset();
          }}
        />
        <TextInput
          label="Search"
          placeholder="Words in the message"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            pages.reset();
          }}
        />
      </Group>
      <QueryState
        loading={(!page && loading) || allowed.loading}
        error={(!page && error) || allowed.error}
        errorText="Unable to load feedback"
        empty={page?.items.length === 0}
        emptyText="No feedback matches."
      >
        {page && (
          <Stack>
            {page.items.map((f) => (
              <Card key={f.id} withBorder padding="sm" aria-label={`Feedback ${f.id}`}>
                <Group justify="space-between" mb={4}>
                  <Group gap="xs">
                    <Badge color={KIND_COLORS[f.kind]}>{kindLabel(f.kind)}</Badge>
                    {f.rating != null && <Rating value={f.rating} readOnly size="xs" role="img" aria-label={`Rated ${f.rating} of 5`} />}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(f.created)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{f.message}</Text>
                <Group gap="xs" mt={4}>
                  <Text size="xs" c="dimmed">
                    {f.sender.displayName}
                    {f.sender.email && (
                      <>
                        {' · '}
                        <Anchor href={`mailto:${f.sender.email}`} size="xs">
                          {f.sender.email}
                        </Anchor>
                      </>
                    )}
                    {f.pageUrl && ' · from '}
                  </Text>
                  {f.pageUrl && (
                    <Anchor component={Link} to={f.pageUrl} size="xs">
                      {f.pageUrl}
                    </Anchor>
                  )}
                </Group>
              </Card>
            ))}
            <CursorPager pages={pages} totalCount={page.totalCount} pageInfo={page.pageInfo} />
          </Stack>
        )}
      </QueryState>
    </>
  );
}
