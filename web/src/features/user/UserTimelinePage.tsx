import { Anchor, Button, Card, Group, Stack, Text, ThemeIcon, Timeline } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import {
  IconBulb,
  IconCalendarCheck,
  IconCalendarPlus,
  IconDoorExit,
  IconFileCheck,
  IconHandStop,
  IconIdBadge2,
  IconLogin2,
  IconTrophy,
  IconUserCheck,
  IconUsersGroup,
  IconUsersPlus,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { graphql } from '../../gql';
import type { ActivityKind, MyActivityQuery } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';


export const MyActivityDocument = graphql(`
  query MyActivity($first: Int, $after: String) {
    myActivity(first: $first, after: $after) {
      items {
        key
        kind
        at
        hackathon {
          id
          name
        }
        action
        object
        detail
        summary
        link
      }
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

/** How many entries a page (and each "Load more") brings. */
export const ACTIVITY_PAGE_SIZE = 10;

const ICONS: Record<ActivityKind, ComponentType<{ size?: number }>> = {
  HACKATHON_CREATED: IconCalendarPlus,
  JOINED_HACKATHON: IconLogin2,
  LEFT_HACKATHON: IconDoorExit,
  ROLE_TAKEN: IconIdBadge2,
  CHECKED_IN: IconCalendarCheck,
  TERMS_ACCEPTED: IconFileCheck,
  IDEA_CREATED: IconBulb,
  TEAM_CREATED: IconUsersGroup,
  TEAM_JOINED: IconUsersPlus,
  JOIN_REQUESTED: IconHandStop,
  SCORE_AWARDED: IconTrophy,
  ONBOARDING_COMPLETED: IconUserCheck,
};

type Entry = MyActivityQuery['myActivity']['items'][number];

/** One entry told as its sentence: action, "object", in hackathon (detail). */
function EntryTitle({ entry }: { entry: Entry }) {
  return (
    <Anchor component={Link} to={entry.link} c="inherit" underline="hover" aria-label={entry.summary}>
      {entry.action}
      {entry.object && (
        <Text span fw={600}>
          {' '}
          “{entry.object}”
        </Text>
      )}
      {entry.hackathon && (
        <>
          {' in '}
          <Text span fw={600} c="blue">
            {entry.hackathon.name}
          </Text>
        </>
      )}
    </Anchor>
  );
}

/** /user/timeline: the signed-in user's own activity across hackathons, newest first, a page at a time. */
export function UserTimelinePage() {
  const { data, loading, error, fetchMore } = useQuery(MyActivityDocument, {
    variables: { first: ACTIVITY_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  const page = data?.myActivity;
  const items = page?.items ?? [];

  const loadMore = () =>
    fetchMore({
      variables: { first: ACTIVITY_PAGE_SIZE, after: page?.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const seen = new Set(previous.myActivity.items.map((e) => e.key));
        return {
          ...previous,
          myActivity: {
            ...fetchMoreResult.myActivity,
            items: [...previous.myActivity.items, ...fetchMoreResult.myActivity.items.filter((e) => !seen.has(e.key))],
          },
        };
      },
    });

  return (
    <Stack gap="lg">
      <QueryState loading={!data && loading} error={!data && error} empty={items.length === 0} emptyText="Nothing here yet: join a hackathon and it shows up.">
        <Card withBorder padding="xl">
          <Text size="sm" c="dimmed" mb="md">
            {page?.totalCount === 1 ? '1 entry' : `${page?.totalCount ?? 0} entries`}, newest first
          </Text>
          <Timeline active={items.length - 1} bulletSize={28} lineWidth={2} aria-label="Your activity">
            {items.map((entry) => {
              const Icon = ICONS[entry.kind] ?? IconCalendarCheck;
              return (
                <Timeline.Item
                  key={entry.key}
                  bullet={
                    <ThemeIcon size={28} radius="xl" variant="light">
                      <Icon size={16} />
                    </ThemeIcon>
                  }
                  title={<EntryTitle entry={entry} />}
                >
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {formatDateTime(entry.at)}
                    </Text>
                    {entry.detail && (
                      <Text size="sm" c="dimmed">
                        · {entry.detail}
                      </Text>
                    )}
                  </Group>
                </Timeline.Item>
              );
            })}
          </Timeline>
          {page?.pageInfo.hasNextPage && (
            <Group justify="center" mt="lg">
              <Button variant="default" onClick={() => void loadMore()} loading={loading}>
                Load more
              </Button>
            </Group>
          )}
        </Card>
      </QueryState>
    </Stack>
  );
}
