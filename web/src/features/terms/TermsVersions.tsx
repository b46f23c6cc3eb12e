import { Accordion, Card, Group, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { QueryState } from '../../components/QueryState';

import { TermsVersionsQuery } from './operations';
import { TermsContent } from './TermsContent';
import { formatDateTime } from '../../lib/dates';

/** Every published version, newest first, for the creator and managers. */
export function TermsVersions({ hackathonId }: { hackathonId: string }) {
  const { data, loading, error } = useQuery(TermsVersionsQuery, { variables: { hackathonId } });
  const versions = data?.termsVersions ?? [];
  return (
    <Card withBorder padding="lg">
      <Title order={3} mb="sm">
        Published versions
      </Title>
      <QueryState loading={loading && !data} error={error} empty={versions.length === 0} emptyText="No version published yet.">
        <Accordion variant="separated">
          {versions.map((terms) => (
            <Accordion.Item key={terms.id} value={terms.id}>
              <Accordion.Control>
                <Group justify="space-between" pr="md">
                  <Text fw={500}>Version {terms.version}</Text>
                  <Text size="sm" c="dimmed">
                    {formatDateTime(terms.createdAt)}
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <TermsContent html={terms.contentHtml} />
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </QueryState>
    </Card>
  );
}
