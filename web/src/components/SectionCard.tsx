import { Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A card that is a region of the page, named by its title: the heading and the accessible name cannot drift apart. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg" component="section" aria-label={title}>
      <Title order={3} mb="sm">
        {title}
      </Title>
      {children}
    </Card>
  );
}
