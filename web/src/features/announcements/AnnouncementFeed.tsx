import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { Markdown } from '../../components/Markdown';
import { formatDateTime } from '../../lib/dates';
import { usePublicClient } from '../results';
import { PostedAnnouncementsQuery } from './operations';

/** The hackathon's sent announcements, newest first: nothing until one went out. */
export function AnnouncementFeed({ hackathonId, zone }: { hackathonId: string; zone: string }) {
  const client = usePublicClient();
  const { data } = useQuery(PostedAnnouncementsQuery, { client, variables: { id: hackathonId } });
  const posted = data?.postedAnnouncements ?? [];
  if (posted.length === 0) return null;
  return (
    <Card withBorder padding="lg" component="section" aria-label="Announcements">
      <Stack>
        <Title order={2} size="h4">
          Announcements
        </Title>
        {posted.map((a, i) => (
          <Fragment key={a.id}>
            {i > 0 && <Divider />}
            <Stack gap={4} data-testid="posted-announcement">
              <Text fw={600}>{a.title}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(a.sentAt, zone)}
              </Text>
              <Markdown>{a.body}</Markdown>
            </Stack>
          </Fragment>
        ))}
      </Stack>
    </Card>
  );
}
