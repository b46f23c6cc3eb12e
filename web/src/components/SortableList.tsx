import { ActionIcon, Group, Paper, Stack } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';

/** What a row needs: an id to sort by and a name for its label and buttons. */
export interface SortableItem {
  id: string;
  name: string;
}

interface SortableListProps<T extends SortableItem> {
  items: T[];
  /** Organizers reorder; others only read. */
  sortable: boolean;
  /** Saves the items' ids in their new order; that order is shown until it settles. */
  onReorder: (ids: string[]) => Promise<unknown>;
  /** What a row shows of its item, beside the drag handle. */
  renderItem: (item: T, index: number) => ReactNode;
  /** The row's own buttons, after the arrows. */
  actions: (item: T) => ReactNode;
}

/** Items in order, one a list item; organizers drag them (or press the arrows) into a new order. */
export function SortableList<T extends SortableItem>({ items, sortable, onReorder, renderItem, actions }: SortableListProps<T>) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  // The order being saved, shown until the server answers.
  const [saving, setSaving] = useState<string[] | null>(null);
  const shown = saving ? saving.flatMap((id) => items.filter((item) => item.id === id)) : items;
  const ids = shown.map(({ id }) => id);

  const save = async (newOrder: string[]) => {
    setSaving(newOrder);
    try {
      await onReorder(newOrder);
    } finally {
      setSaving(null);
    }
  };
  const move = (from: number, to: number) => void save(arrayMove(ids, from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((item, i) => (
            <SortableRow key={item.id} item={item} sortable={sortable} content={renderItem(item, i)}>
              {sortable && (
                <>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Move ${item.name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${item.name} down`}
                    disabled={i === shown.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </>
              )}
              {actions(item)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  item: SortableItem;
  sortable: boolean;
  content: ReactNode;
  /** The buttons on the right. */
  children: ReactNode;
}

function SortableRow({ item, sortable, content, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !sortable });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="md"
      radius="md"
      aria-label={item.name}
      shadow={isDragging ? 'md' : undefined}
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined, position: 'relative' }}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          {sortable && (
            <ActionIcon
              ref={setActivatorNodeRef}
              variant="subtle"
              color="gray"
              aria-label={`Drag ${item.name}`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
          )}
          {content}
        </Group>
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
