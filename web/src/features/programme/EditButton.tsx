import { ActionIcon, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

/** The pencil that opens an item's form. */
export function EditButton({ what, onClick }: { what: string; onClick: () => void }) {
  return (
    <Tooltip label="Edit">
      <ActionIcon variant="subtle" aria-label={`Edit ${what}`} onClick={onClick}>
        <IconPencil size={18} stroke={1.75} />
      </ActionIcon>
    </Tooltip>
  );
}
