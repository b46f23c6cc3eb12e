import { Button } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { GoalFieldsFragment, ProgrammeHackathonFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { ConfirmDelete } from './ConfirmDelete';
import { EditButton } from './EditButton';
import { GoalModal } from './GoalModal';
import { DeleteGoalMutation, GoalsQuery, ReorderGoalsMutation } from './operations';
import { ProgrammePage } from './ProgrammePage';
import { SortableGoals } from './SortableGoals';

type Editing = 'new' | GoalFieldsFragment | null;

/** /hackathon/{id}/goals: the organizers' goals, in the order they drag them into. */
export function GoalsPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ProgrammePage
      allowed={(h) => h.viewerCan.seeGoals}
      title="Goals"
      description="What the organizers want from the hackathon, most important first. Drag to reorder."
      actions={() => (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Add goal
        </Button>
      )}
    >
      {(hackathon) => (
        <>
          <GoalList hackathon={hackathon} onEdit={setEditing} />
          {editing && <GoalModal hackathonId={hackathon.id} goal={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ProgrammePage>
  );
}

function GoalList({ hackathon, onEdit }: { hackathon: ProgrammeHackathonFragment; onEdit: (g: GoalFieldsFragment) => void }) {
  const variables = { id: hackathon.id };
  const { data, loading, error } = useQuery(GoalsQuery, { variables });
  const [remove] = useMutation(DeleteGoalMutation, { refetchQueries: ['Goals'] });
  const [reorder] = useMutation(ReorderGoalsMutation, {
    update: (cache, { data: saved }) => saved && cache.writeQuery({ query: GoalsQuery, variables, data: { __typename: 'Query', goals: saved.reorderGoals.goals } }),
  });
  // The order being saved, shown until the server answers.
  const [saving, setSaving] = useState<string[] | null>(null);
  const goals = data?.goals ?? [];
  const shown = saving ? saving.flatMap((id) => goals.filter((g) => g.id === id)) : goals;

  const save = async (goalIds: string[]) => {
    setSaving(goalIds);
    try {
      await reorder({ variables: { input: { hackathonId: hackathon.id, goalIds } } });
    } finally {
      setSaving(null);
    }
  };

  return (
    <QueryState loading={loading && !data} error={error} empty={goals.length === 0} emptyText="No goals yet.">
      <SortableGoals
        goals={shown}
        sortable={hackathon.viewerCan.manageProgramme}
        onReorder={(ids) => void save(ids)}
        actions={(goal) =>
          hackathon.viewerCan.manageProgramme && (
            <>
              <EditButton what={goal.name} onClick={() => onEdit(goal)} />
              <ConfirmDelete
                what={goal.name}
                onConfirm={async () => {
                  await remove({ variables: { id: goal.id } });
                  notify(`${goal.name} deleted`, 'success');
                }}
              />
            </>
          )
        }
      />
    </QueryState>
  );
}
