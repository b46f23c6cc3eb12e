import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { ProgrammeHackathonFragment, ResourceFieldsFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { ConfirmDelete } from './ConfirmDelete';
import { EditButton } from './EditButton';
import { DeleteResourceMutation, ResourcesQuery } from './operations';
import { ProgrammePage } from './ProgrammePage';
import { ResourceModal } from './ResourceModal';

type Editing = 'new' | ResourceFieldsFragment | null;

/** /hackathon/{id}/resources: links and material for everyone taking part. */
export function ResourcesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ProgrammePage
      allowed={(h) => h.viewerCan.seeResources}
      switchedOn={(h) => h.hasResources}
      title="Resources"
      description="Documentation, data and tools for the hackathon."
      actions={() => (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Add resource
        </Button>
      )}
    >
      {(hackathon) => (
        <>
          <ResourceList hackathon={hackathon} onEdit={setEditing} />
          {editing && <ResourceModal hackathonId={hackathon.id} resource={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ProgrammePage>
  );
}

function ResourceList({ hackathon, onEdit }: { hackathon: ProgrammeHackathonFragment; onEdit: (r: ResourceFieldsFragment) => void }) {
  const { data, loading, error } = useQuery(ResourcesQuery, { variables: { id: hackathon.id } });
  const [remove] = useMutation(DeleteResourceMutation, { refetchQueries: ['HackathonResources'] });
  const resources = data?.hackathonResources ?? [];
  return (
    <QueryState loading={loading && !data} error={error} empty={resources.length === 0} emptyText="No resources yet.">
      <Stack gap="sm">
        {resources.map((resource) => (
          <Paper component="article" key={resource.id} withBorder p="md" radius="md" aria-label={resource.name}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2}>
                {resource.url ? (
                  <Anchor href={resource.url} target="_blank" rel="noopener noreferrer" fw={600}>
                    {resource.name}
                  </Anchor>
                ) : (
                  <Text fw={600}>{resource.name}</Text>
                )}
                {resource.description && (
                  <Text size="sm" c="dimmed">
                    {resource.description}
                  </Text>
                )}
                {resource.url && (
                  <Text size="xs" c="dimmed">
                    {resource.url}
                  </Text>
                )}
              </Stack>
              {hackathon.viewerCan.manageProgramme && (
                <Group gap={4} wrap="nowrap">
                  <EditButton what={resource.name} onClick={() => onEdit(resource)} />
                  <ConfirmDelete
                    what={resource.name}
                    onConfirm={async () => {
                      await remove({ variables: { id: resource.id } });
                      notify(`${resource.name} deleted`, 'success');
                    }}
                  />
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </QueryState>
  );
}
