import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { graphql } from '../../gql';
import type { HackathonShowcaseFragment } from '../../gql/graphql';
import { formatDayHeading, formatTimeRange } from '../../lib/dates';
import { hackathonTerms } from '../../lib/paths';
import { countOf } from './counts';
import { PhaseStepper } from './PhaseStepper';

/** What a hackathon's page shows besides its overview; each list is empty for a viewer who may not see it. */
graphql(`
  fragment HackathonShowcase on Hackathon {
    id
    phase
    timeZone
    hasJudges
    hasPopularVote
    participantCount
    teamCount
    activePrizes {
      id
      name
      description
      position
    }
    nextProgramItems(first: 3) {
      id
      name
      startTime
      endTime
    }
    shownJudges {
      id
      displayName
    }
    shownMentors {
      id
      displayName
    }
    termsVersion
  }
`);

const SUFFIXES = ['th', 'st', 'nd', 'rd'];
/** 1st, 2nd, 3rd, 4th, 11th, 21st. */
const ordinal = (n: number) => `${n}${SUFFIXES[((n % 100) - 20) % 10] ?? SUFFIXES[n % 100] ?? 'th'}`;

/** The phases, where it stands, with the main column's prizes and schedule. */
export function ShowcaseMain({ h }: { h: HackathonShowcaseFragment }) {
  return (
    <>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="md">
          Where it stands
        </Title>
        <PhaseStepper phase={h.phase} hasJudges={h.hasJudges} hasPopularVote={h.hasPopularVote} />
      </Card>
      {h.activePrizes.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            Prizes
          </Title>
          <Stack gap="sm">
            {h.activePrizes.map((p) => (
              <Group key={p.id} gap="sm" wrap="nowrap" align="flex-start">
                <IconTrophy size={20} aria-hidden color="var(--mantine-color-yellow-7)" />
                <div>
                  <Text fw={600}>
                    {ordinal(p.position)} · {p.name}
                  </Text>
                  {p.description && (
                    <Text size="sm" c="dimmed">
                      {p.description}
                    </Text>
                  )}
                </div>
              </Group>
            ))}
          </Stack>
        </Card>
      )}
      {h.nextProgramItems.length > 0 && (
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="sm">
            Coming up
          </Title>
          <List spacing="xs" listStyleType="none">
            {h.nextProgramItems.map((item) => (
              <List.Item key={item.id}>
                <Text fw={500}>{item.name}</Text>
                <Text size="sm" c="dimmed">
                  {formatDayHeading(item.startTime, h.timeZone)} · {formatTimeRange(item.startTime, item.endTime, h.timeZone)}
                </Text>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
    </>
  );
}

function People({ title, people }: { title: string; people: { id: string; displayName: string }[] }) {
  if (people.length === 0) return null;
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      <Text size="sm">{people.map((p) => p.displayName).join(', ')}</Text>
    </div>
  );
}

/** The side column's counts, people and terms link. */
export function ShowcaseAside({ h }: { h: HackathonShowcaseFragment }) {
  const people = h.shownJudges.length + h.shownMentors.length > 0;
  return (
    <>
      <Text size="sm">
        {countOf(h.participantCount, 'participant')} · {countOf(h.teamCount, 'team')}
      </Text>
      {people && (
        <Stack gap="xs">
          <People title="Judges" people={h.shownJudges} />
          <People title="Mentors" people={h.shownMentors} />
        </Stack>
      )}
      {h.termsVersion && (
        <Anchor component={Link} to={hackathonTerms(h.id)} size="sm">
          Terms and conditions (version {h.termsVersion})
        </Anchor>
      )}
    </>
  );
}
