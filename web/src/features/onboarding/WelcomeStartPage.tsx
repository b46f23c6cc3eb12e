import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone, IconUsersGroup } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { withQuery } from './destination';
import { SkipForNow } from './WelcomeFrame';

/** /welcome/start: hosts go on to the company form, participants to theirs; or skip for now. */
export function WelcomeStartPage() {
  const { search } = useLocation();
  return (
    <Stack maw={760} mx="auto" py="lg">
      <div>
        <Title order={2}>Welcome to Hackforge</Title>
        <Text c="dimmed">Tell us a little about yourself, so that we can set things up for you. It takes a minute.</Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder padding="lg">
          <Stack align="flex-start">
            <IconSpeakerphone size={32} aria-hidden />
            <Title order={3}>I want to host hackathons</Title>
            <Text size="sm" c="dimmed">
              For organizations running internal, public or co-innovation hackathons.
            </Text>
            <Button component={Link} to={withQuery('/welcome/company', search)}>
              Host hackathons
            </Button>
          </Stack>
        </Card>
        <Card withBorder padding="lg">
          <Stack align="flex-start">
            <IconUsersGroup size={32} aria-hidden />
            <Title order={3}>I want to take part</Title>
            <Text size="sm" c="dimmed">
              Join hackathons, find a team and build something.
            </Text>
            <Button component={Link} to={withQuery('/welcome/participant', search)}>
              Take part
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Group justify="flex-end">
        <SkipForNow />
      </Group>
    </Stack>
  );
}
