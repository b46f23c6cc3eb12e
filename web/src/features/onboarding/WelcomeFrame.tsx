import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { onboardingDestination } from './destination';

/** The frame of the welcome pages: a title, a line of text and the page's card. */
export function WelcomeFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Stack maw={760} mx="auto" py="lg">
      <div>
        <Title order={2}>{title}</Title>
        <Text c="dimmed">{intro}</Text>
      </div>
      <Card withBorder padding="lg">
        {children}
      </Card>
    </Stack>
  );
}

/** "Skip for now": straight on to where the onboarding leads, answering nothing. */
export function SkipForNow() {
  const { search } = useLocation();
  return (
    <Anchor component={Link} to={onboardingDestination(search)} size="sm">
      Skip for now
    </Anchor>
  );
}

/** The foot of a welcome form: skip it, or submit it and continue. */
export function WelcomeFormActions({ submitting }: { submitting: boolean }) {
  return (
    <Group justify="space-between">
      <SkipForNow />
      <Button type="submit" loading={submitting}>
        Continue
      </Button>
    </Group>
  );
}
