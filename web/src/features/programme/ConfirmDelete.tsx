import { ActionIcon, Button, Group, Modal, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

interface ConfirmDeleteProps {
  /** What is deleted, e.g. "the prize Gold". */
  what: string;
  onConfirm: () => Promise<unknown>;
}

/** A delete icon that asks before it deletes. */
export function ConfirmDelete({ what, onConfirm }: ConfirmDeleteProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const confirm = async () => {
    setDeleting(true);
    try {
      await onConfirm();
      close();
    } finally {
      setDeleting(false);
    }
  };
  return (
    <>
      <Tooltip label="Delete">
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${what}`} onClick={open}>
          <IconTrash size={18} stroke={1.75} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={close} title="Delete?" centered>
        <Text mb="lg">Delete {what}? This cannot be undone.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button color="red" loading={deleting} onClick={() => void confirm()}>
            Delete
          </Button>
        </Group>
      </Modal>
    </>
  );
}
