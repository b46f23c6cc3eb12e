import { Stack, Text, Title } from '@mantine/core';
import type { StaticContent } from './content';

export function StaticPage({ content }: { content: StaticContent }) {
  return (
    <Stack component="article">
      <Title order={1}>{content.title}</Title>
      <Text c="dimmed">{content.summary}</Text>
      {content.sections.map((section) => (
        <Stack key={section.heading} component="section" gap="xs">
          <Title order={2} size="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
