import { Card, Stack, Text, Title } from '@mantine/core';

/** What an unpublished, unknown or hidden page shows: nothing about the hackathon. */
export function NotPublished({ what }: { what: string }) {
  return (
    <Card withBorder padding="xl" maw={520} mx="auto" mt="xl">
      <Stack>
        <Title order={1} size="h2">
          Nothing to show here
        </Title>
        <Text c="dimmed">{`These ${what} do not exist or are not published yet.`}</Text>
      </Stack>
    </Card>
  );
}
