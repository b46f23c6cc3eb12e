import { Button, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import { SortableList } from '../../components/SortableList';
import type { GoalFieldsFragment, ProgrammeHackathonFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { ConfirmDelete } from './ConfirmDelete';
import { EditButton } from './EditButton';
import { GoalModal } from './GoalModal';
import { DeleteGoalMutation, GoalsQuery, ReorderGoalsMutation } from './operations';
import { ProgrammePage } from './ProgrammePage';

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
  const goals = data?.goals ?? [];

  return (
    <QueryState loading={loading && !data} error={error} empty={goals.length === 0} emptyText="No goals yet.">
      <SortableList
        items={goals}
        sortable={hackathon.viewerCan.manageProgramme}
        onReorder={(goalIds) => reorder({ variables: { input: { hackathonId: hackathon.id, goalIds } } })}
        renderItem={(goal, i) => (
          <Stack gap={2}>
            <Text fw={600}>
              {i + 1}. {goal.name}
            </Text>
            {goal.description && (
              <Text size="sm" c="dimmed">
                {goal.description}
              </Text>
            )}
          </Stack>
        )}
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
