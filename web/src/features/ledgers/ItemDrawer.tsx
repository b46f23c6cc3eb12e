import { ActionIcon, Button, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import type { LedgerQuery } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import type { Item, Property } from './ledgerModel';
import { PropertyValue } from './LedgerTable';
import { DeleteLedgerItemMutation, DeleteLedgerPropertyMutation } from './operations';
import { PropertyForm } from './PropertyForm';

const refetch = { refetchQueries: ['Ledger'], awaitRefetchQueries: true };

/** One item: its place in the tree and its properties, which are added, changed and removed here. */
export function ItemDrawer({ item, data, onClose }: { item: Item; data: LedgerQuery; onClose: () => void }) {
  const names = new Map(data.ledgerItems.map((i) => [i.id, i.name]));
  const itemName = (id: string) => names.get(id) ?? '';
  const [editing, setEditing] = useState<Property | 'new' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [removeProperty] = useMutation(DeleteLedgerPropertyMutation, refetch);
  const [removeItem, { loading: removing }] = useMutation(DeleteLedgerItemMutation, refetch);

  const deleteItem = async () => {
    await removeItem({ variables: { id: item.id } });
    notify(`${item.name} deleted`, 'success');
    onClose();
  };

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={<Title order={3}>{item.name}</Title>}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        {item.description && <Text size="sm">{item.description}</Text>}
        {item.parentId && (
          <Text size="sm" c="dimmed">
            Under {itemName(item.parentId)}
          </Text>
        )}
        {item.children.length > 0 && (
          <Text size="sm" c="dimmed">
            Holds {item.children.map(itemName).join(', ')}
          </Text>
        )}
        <Divider label="Properties" labelPosition="left" />
        {item.properties.length === 0 && (
          <Text size="sm" c="dimmed">
            No properties yet.
          </Text>
        )}
        {item.properties.map((p) =>
          editing !== null && editing !== 'new' && editing.id === p.id ? (
            <PropertyForm key={p.id} item={item} data={data} property={p} onDone={() => setEditing(null)} />
          ) : (
            <Group key={p.id} justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text size="xs" c="dimmed">
                  {p.name}
                </Text>
                <PropertyValue property={p} itemName={itemName} />
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon variant="subtle" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                  <IconPencil size={16} />
                </ActionIcon>
                <ActionIcon variant="subtle" color="red" aria-label={`Remove ${p.name}`} onClick={() => void removeProperty({ variables: { id: p.id } })}>
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Group>
          ),
        )}
        {editing === 'new' ? (
          <PropertyForm item={item} data={data} property={null} onDone={() => setEditing(null)} />
        ) : (
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            Add property
          </Button>
        )}
        <Divider />
        <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(true)}>
          Delete item
        </Button>
      </Stack>
      <ConfirmModal
        opened={deleting}
        title={`Delete ${item.name}?`}
        confirmLabel="Delete"
        danger
        loading={removing}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void deleteItem()}
      >
        The item, the items under it and the links to them are deleted.
      </ConfirmModal>
    </Drawer>
  );
}
