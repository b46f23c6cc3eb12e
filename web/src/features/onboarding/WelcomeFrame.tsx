import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

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
