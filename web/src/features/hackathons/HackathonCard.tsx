import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconTrophy, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { HackathonSummaryFragment } from '../../gql/graphql';
import { hackathonView } from '../../lib/paths';
import { PhaseBadge, StatusBadge } from '../../components/HackathonBadges';
import { formatDateRange } from '../../lib/dates';
import { countOf } from './counts';
import { CoverThumbnail } from './CoverThumbnail';

interface HackathonCardProps {
  hackathon: HackathonSummaryFragment;
  roles?: string[];
  /** Participant and prize counts (discover). */
  counts?: { participantCount: number; prizeCount: number };
  /** Narrows the list to the hackathon's organization (discover). */
  onOrganization?: () => void;
}

/** One hackathon in a list: name, host, dates, status and phase. */
export function HackathonCard({ hackathon: h, roles = [], counts, onOrganization }: HackathonCardProps) {
  return (
    <Card withBorder padding="lg" component="article" aria-label={h.name}>
      {h.cover && (
        <Card.Section mb="md">
          <CoverThumbnail cover={h.cover} />
        </Card.Section>
      )}
      {/* Above the name, as on the hackathon's page: beside it, a phone cut them short. */}
      <Group gap="xs" mb="xs">
        <StatusBadge status={h.status} label={h.statusDisplay} />
        <PhaseBadge phase={h.phase} label={h.phaseDisplay} />
      </Group>
      <Stack gap={4}>
        <Anchor component={Link} to={hackathonView(h.id)} fw={600} size="lg">
          {h.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {onOrganization ? (
            <Anchor component="button" type="button" size="sm" onClick={onOrganization} title={`More from ${h.organization.name}`}>
              {h.organization.name}
            </Anchor>
          ) : (
            h.organization.name
          )}{' '}
          · {formatDateRange(h.startDatetime, h.endDatetime, h.timeZone)}
        </Text>
      </Stack>
      {h.description && (
        <Text size="sm" mt="sm" lineClamp={2}>
          {h.description}
        </Text>
      )}
      {counts && (
        <Group gap="md" mt="sm">
          <Group gap={4}>
            <IconUsers size={16} aria-hidden />
            <Text size="sm">{countOf(counts.participantCount, 'participant')}</Text>
          </Group>
          {counts.prizeCount > 0 && (
            <Group gap={4}>
              <IconTrophy size={16} aria-hidden />
              <Text size="sm">{countOf(counts.prizeCount, 'prize')}</Text>
            </Group>
          )}
        </Group>
      )}
      {roles.length > 0 && (
        <Group gap={6} mt="md">
          {roles.map((role) => (
            <Badge key={role} size="sm" variant="dot">
              {role}
            </Badge>
          ))}
        </Group>
      )}
    </Card>
  );
}
