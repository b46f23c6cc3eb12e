import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { QueryState } from '../../components/QueryState';
import { SortableList } from '../../components/SortableList';
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
  const [deleting, setDeleting] = useState<{ c: CriterionFieldsFragment; question: string | null } | null>(null);
  const criteria = data?.judgingCriteria ?? [];
  const manage = hackathon.viewerCan.manage;

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
      <SortableList
        items={criteria}
        sortable={manage}
        onReorder={(criteriaIds) => reorder({ variables: { input: { hackathonId: hackathon.id, criteriaIds } } })}
        renderItem={(c) => (
          <div>
            <Group gap="xs">
              <Text fw={600}>{c.name}</Text>
              <Badge variant="light">
                {c.typeDisplay}, 0–{c.maxScore}
              </Badge>
            </Group>
            {c.description && (
              <Text size="sm" c="dimmed">
                {c.description}
              </Text>
            )}
          </div>
        )}
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
