import { ActionIcon, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryState } from '../../components/QueryState';
import type { CriterionFieldsFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { confirmNeeded } from './confirmNeeded';
import { CriterionModal } from './CriterionModal';
import { JudgingFrame, type JudgingHackathon } from './JudgingFrame';
import { DeleteJudgingCriterionMutation, JudgingCriteriaQuery, ReorderJudgingCriteriaMutation } from './operations';

type Editing = 'new' | CriterionFieldsFragment | null;

/** /hackathon/{id}/judging-criteria: what judges score, in the order organizers drag them into. */
export function CriteriaPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <JudgingFrame
      allowed={(h) => h.hasJudges || h.viewerCan.manage}
      title="Judging criteria"
      description="What judges score each submission against, from 0 to each criterion's maximum."
      actions={(h) =>
        h.viewerCan.manage && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
            Add criterion
          </Button>
        )
      }
    >
      {(h) => (
        <>
          <CriteriaList hackathon={h} onEdit={setEditing} />
          {editing && <CriterionModal hackathonId={h.id} criterion={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </JudgingFrame>
  );
}

function CriteriaList({ hackathon, onEdit }: { hackathon: JudgingHackathon; onEdit: (c: CriterionFieldsFragment) => void }) {
  const variables = { id: hackathon.id };
  const { data, loading, error } = useQuery(JudgingCriteriaQuery, { variables });
  const [reorder] = useMutation(ReorderJudgingCriteriaMutation, {
    update: (cache, { data: saved }) =>
      saved &&
      cache.writeQuery({ query: JudgingCriteriaQuery, variables, data: { __typename: 'Query', judgingCriteria: saved.reorderJudgingCriteria.judgingCriteria } }),
  });
  const [remove] = useMutation(DeleteJudgingCriterionMutation, { refetchQueries: ['JudgingCriteria'] });
  const [saving, setSaving] = useState<string[] | null>(null);
  const [deleting, setDeleting] = useState<{ c: CriterionFieldsFragment; question: string | null } | null>(null);
  const criteria = data?.judgingCriteria ?? [];
  const shown = saving ? saving.flatMap((id) => criteria.filter((c) => c.id === id)) : criteria;
  const manage = hackathon.viewerCan.manage;

  const save = async (criteriaIds: string[]) => {
    setSaving(criteriaIds);
    try {
      await reorder({ variables: { input: { hackathonId: hackathon.id, criteriaIds } } });
    } finally {
      setSaving(null);
    }
  };
  const del = async (c: CriterionFieldsFragment, confirm: boolean) => {
    try {
      await remove({ variables: { input: { id: c.id, confirm } } });
      notify(`${c.name} deleted`, 'success');
      setDeleting(null);
    } catch (failure) {
      const question = confirmNeeded(failure);
      if (!question) throw failure;
      setDeleting({ c, question });
    }
  };

  return (
    <QueryState loading={loading && !data} error={error} empty={criteria.length === 0} emptyText="No criteria yet.">
      <SortableCriteria
        criteria={shown}
        sortable={manage}
        onReorder={(ids) => void save(ids)}
        actions={(c) =>
          manage && (
            <>
              <ActionIcon variant="subtle" aria-label={`Edit ${c.name}`} onClick={() => onEdit(c)}>
                <IconPencil size={18} />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" aria-label={`Delete ${c.name}`} onClick={() => setDeleting({ c, question: null })}>
                <IconTrash size={18} />
              </ActionIcon>
            </>
          )
        }
      />
      <ConfirmModal
        opened={deleting !== null}
        title={deleting?.question ? 'Judges have started scoring' : 'Delete?'}
        confirmLabel="Delete"
        danger
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && void del(deleting.c, deleting.question !== null)}
      >
        {deleting?.question ?? `Delete ${deleting?.c.name ?? ''}? This cannot be undone.`}
      </ConfirmModal>
    </QueryState>
  );
}

interface SortableCriteriaProps {
  criteria: CriterionFieldsFragment[];
  sortable: boolean;
  onReorder: (ids: string[]) => void;
  actions: (c: CriterionFieldsFragment) => ReactNode;
}

/** The criteria in order; organizers drag them (or press the arrows) into a new order. */
export function SortableCriteria({ criteria, sortable, onReorder, actions }: SortableCriteriaProps) {
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = criteria.map(({ id }) => id);
  const move = (from: number, to: number) => onReorder(arrayMove(ids, from, to));
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dropped}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {criteria.map((c, i) => (
            <SortableCriterion key={c.id} criterion={c} sortable={sortable}>
              {sortable && (
                <>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Move ${c.name} up`} disabled={i === 0} onClick={() => move(i, i - 1)}>
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon variant="subtle" color="gray" aria-label={`Move ${c.name} down`} disabled={i === criteria.length - 1} onClick={() => move(i, i + 1)}>
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </>
              )}
              {actions(c)}
            </SortableCriterion>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableCriterion({ criterion, sortable, children }: { criterion: CriterionFieldsFragment; sortable: boolean; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: criterion.id, disabled: !sortable });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      withBorder
      p="md"
      radius="md"
      aria-label={criterion.name}
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
              aria-label={`Drag ${criterion.name}`}
              style={{ cursor: 'grab', touchAction: 'none' }}
              {...attributes}
              {...listeners}
            >
              <IconGripVertical size={18} />
            </ActionIcon>
          )}
          <div>
            <Group gap="xs">
              <Text fw={600}>{criterion.name}</Text>
              <Badge variant="light">
                {criterion.typeDisplay}, 0–{criterion.maxScore}
              </Badge>
            </Group>
            {criterion.description && (
              <Text size="sm" c="dimmed">
                {criterion.description}
              </Text>
            )}
          </div>
        </Group>
        <Group gap={4} wrap="nowrap">
          {children}
        </Group>
      </Group>
    </Paper>
  );
}
