import { ActionIcon, Group, Paper, Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { GoalFieldsFragment } from '../../gql/graphql';

interface SortableGoalsProps {
  goals: GoalFieldsFragment[];
  /** Organizers reorder; others only read. */
  sortable: boolean;
  /** The goals' ids in their new order. */
  onReorder: (ids: string[]) => void;
  actions: (goal: GoalFieldsFragment) => ReactNode;
}

/** The goals by priority; organizers drag them (or press the arrows) into a new order. */
export function SortableGoals({ goals, sortable, onReorder, actions }: SortableGoalsProps) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = goals.map(({ id }) => id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {goals.map((goal, i) => (
            <SortableGoal key={goal.id} goal={goal} rank={i + 1} sortable={sortable}>
              {sortable && (
                <>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Move ${goal.name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={`Move ${goal.name} down`}
                    disabled={i === goals.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </>
              )}
              {actions(goal)}
            </SortableGoal>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableGoal({ goal, rank, sortable, children }: { goal: GoalFieldsFragment; rank: number; sortable: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: goal.id, disabled: !sortable });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="md"
      radius="md"
      aria-label={goal.name}
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
              aria-label={`Drag ${goal.name}`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
          )}
          <Stack gap={2}>
            <Text fw={600}>
              {rank}. {goal.name}
            </Text>
            {goal.description && (
              <Text size="sm" c="dimmed">
                {goal.description}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
