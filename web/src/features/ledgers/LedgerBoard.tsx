import { Badge, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { boardColumns, type BoardColumn, type Item, type StatusGroup } from './ledgerModel';
import { useMoveItem } from './useMoveItem';

interface LedgerBoardProps {
  groups: StatusGroup[];
  items: Item[];
  /** The STATUS property the board groups by. */
  statusName: string;
  onOpen: (itemId: string) => void;
}

/** The ledger as a board: a column per status, in groups; cards are dragged between columns to change their status. */
export function LedgerBoard({ groups, items, statusName, onOpen }: LedgerBoardProps) {
  const move = useMoveItem(statusName);
  // Where a card was dropped, shown until the ledger is read again.
  const [moving, setMoving] = useState<Record<string, string>>({});
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor));
  const columns = boardColumns(groups, items, statusName).map((column, _, all) => placeMoving(column, all, moving));

  const dropped = async ({ active, over }: DragEndEvent) => {
    const item = items.find((i) => i.id === active.id);
    const from = columns.find((c) => c.items.some((i) => i.id === active.id));
    if (!item || !over || over.id === from?.id) return;
    const to = String(over.id);
    setMoving((m) => ({ ...m, [item.id]: to }));
    await move(item, to);
    setMoving((m) => Object.fromEntries(Object.entries(m).filter(([id]) => id !== item.id)));
  };

  return (
    <DndContext sensors={sensors} onDragEnd={(e) => void dropped(e)}>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="md">
          {columns.map((column) => (
            <StatusColumn key={column.id} column={column} onOpen={onOpen} />
          ))}
        </Group>
      </ScrollArea>
    </DndContext>
  );
}

/** The column with the cards being moved into it, and without those moved out. */
function placeMoving(column: BoardColumn, all: BoardColumn[], moving: Record<string, string>): BoardColumn {
  const staying = column.items.filter((i) => !moving[i.id] || moving[i.id] === column.id);
  const arriving = all.flatMap((c) => c.items).filter((i) => moving[i.id] === column.id && !column.items.includes(i));
  return { ...column, items: [...staying, ...arriving] };
}

function StatusColumn({ column, onOpen }: { column: BoardColumn; onOpen: (itemId: string) => void }) {
  const { setNodeRef, isOver } = useDroppable({ id: column.id });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      w={260}
      miw={260}
      bg={isOver ? 'var(--mantine-primary-color-light)' : 'var(--mantine-color-default-hover)'}
      data-testid={`board-column-${column.title}`}
      aria-label={`${column.title} column`}
      role="region"
    >
      <Stack gap="xs" mih={120}>
        <Group justify="space-between" wrap="nowrap">
          <div>
            {column.group && (
              <Text size="xs" c="dimmed" tt="uppercase">
                {column.group}
              </Text>
            )}
            <Title order={4}>{column.title}</Title>
          </div>
          <Badge variant="default">{column.items.length}</Badge>
        </Group>
        {column.items.map((item) => (
          <ItemCard key={item.id} item={item} onOpen={onOpen} />
        ))}
      </Stack>
    </Paper>
  );
}

function ItemCard({ item, onOpen }: { item: Item; onOpen: (itemId: string) => void }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: item.id });
  const tags = item.properties.flatMap((p) => p.valueTags);
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      shadow={isDragging ? 'md' : 'xs'}
      p="xs"
      style={{ transform: CSS.Translate.toString(transform), cursor: 'grab', zIndex: isDragging ? 10 : undefined, position: 'relative' }}
      aria-label={`Card ${item.name}`}
      onClick={() => onOpen(item.id)}
      {...attributes}
      {...listeners}
    >
      <Text fw={600} size="sm">
        {item.name}
      </Text>
      {tags.length > 0 && (
        <Group gap={4} mt={4}>
          {tags.map((t) => (
            <Badge key={t.id} color={t.color} size="xs">
              {t.name}
            </Badge>
          ))}
        </Group>
      )}
    </Paper>
  );
}
