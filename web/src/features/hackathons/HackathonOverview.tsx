import { Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { HackathonOverviewFragment } from '../../gql/graphql';
import { PhaseBadge, StatusBadge } from '../../components/HackathonBadges';
import { HackathonBanner } from './HackathonBanner';
import { HackathonDates } from './HackathonDates';
import { ALLOWED_PARTICIPANTS } from './hackathonFormValues';
import { Markdown } from '../../components/Markdown';
import { ShowcaseAside, ShowcaseMain } from './HackathonShowcase';
import { ShareButtons } from './ShareButtons';
import { AnnouncementFeed } from '../announcements';

interface HackathonOverviewProps {
  hackathon: HackathonOverviewFragment;
  /** Buttons under the title (join, switch, edit...). */
  actions?: ReactNode;
  /** Extra cards in the side column. */
  aside?: ReactNode;
}

/** A hackathon's title, status, description and dates: the detail page and the public view. */
export function HackathonOverview({ hackathon: h, actions, aside }: HackathonOverviewProps) {
  const audience = ALLOWED_PARTICIPANTS.find(({ value }) => value === h.allowedParticipants)?.label;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <HackathonBanner cover={h.cover} logo={h.logo} />
        <Group gap="xs">
          <StatusBadge status={h.status} label={h.statusDisplay} />
          <PhaseBadge phase={h.phase} label={h.phaseDisplay} />
        </Group>
        <Title order={1}>{h.name}</Title>
        <Text c="dimmed">Hosted by {h.organization.name}</Text>
        {/* The tagline; the About card prints it when it is the whole description. */}
        {h.description && h.description.trim() !== h.detailDescription.trim() && <Text size="lg">{h.description}</Text>}
        {actions && <Group gap="sm">{actions}</Group>}
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack>
            <ShowcaseMain h={h} />
            <Card withBorder padding="lg">
              <Stack>
                <Title order={2} size="h4">
                  About
                </Title>
                {h.detailDescription.trim() ? (
                  <Markdown>{h.detailDescription}</Markdown>
                ) : (
                  <Text c="dimmed">The organizers have not described this hackathon yet.</Text>
                )}
              </Stack>
            </Card>
            {/* Last: it comes with a query of its own, and would push the page down on arrival (layout shift). */}
            <AnnouncementFeed hackathonId={h.id} zone={h.timeZone} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                When
              </Title>
              <HackathonDates start={h.startDatetime} end={h.endDatetime} timeZone={h.timeZone} />
            </Card>
            <Card withBorder padding="lg">
              <Title order={2} size="h4" mb="xs">
                Taking part
              </Title>
              <Stack gap="xs">
                <Text size="sm">{audience}</Text>
                <Text size="sm">Teams of up to {h.maxTeamSize}</Text>
                <ShowcaseAside h={h} />
              </Stack>
            </Card>
            {h.allowedParticipants === 'PUBLIC' && (
              <Card withBorder padding="lg">
                <ShareButtons id={h.id} name={h.name} />
              </Card>
            )}
            {aside}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
