import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { IdeaCardFragment } from '../../gql/graphql';
import { ApprovalBadge } from './ApprovalBadge';
import { LikeButton } from './LikeButton';
import { Markdown } from '../../components/Markdown';
import { ideaPaths } from './paths';
import { formatDate } from '../../lib/dates';

/** One idea in a list: its name (to its page), summary, creator, approval and likes. */
export function IdeaCard({ idea, to }: { idea: IdeaCardFragment; to?: string }) {
  return (
    <Card withBorder aria-label={idea.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Anchor component={Link} to={to ?? ideaPaths.view(idea.hackathonId, idea.id)} fw={600}>
            {idea.name}
          </Anchor>
          <Group gap="xs">
            {idea.approval && <ApprovalBadge state={idea.approval.state} />}
            <LikeButton ideaId={idea.id} likes={idea.likes} likedByMe={idea.likedByMe} canLike={idea.viewerCan.like} />
          </Group>
        </Group>
        <Markdown>{idea.description}</Markdown>
        <Text size="xs" c="dimmed">
          {idea.creator?.displayName ?? 'Unknown User'} · {formatDate(idea.created)}
        </Text>
      </Stack>
    </Card>
  );
}
