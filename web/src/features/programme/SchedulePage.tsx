import { Button, Stack, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { ProgrammeHackathonFragment, ProgramItemFieldsFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { agendaDays, nowAndNext } from './agenda';
import { CalendarSubscribe } from './CalendarSubscribe';
import { ConfirmDelete } from './ConfirmDelete';
import { EditButton } from './EditButton';
import { DeleteProgramItemMutation, ScheduleQuery } from './operations';
import { ProgrammePage } from './ProgrammePage';
import { ProgramItemModal } from './ProgramItemModal';
import { ScheduleItem, type Highlight } from './ScheduleItem';
import { useNow } from './useNow';

/** Which item the form edits: a new one, an item, or none (closed). */
type Editing = 'new' | ProgramItemFieldsFragment | null;

/** /hackathon/{id}/schedule: the programme day by day, for everyone who may view the hackathon. */
export function SchedulePage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ProgrammePage
      allowed={(h) => h.viewerCan.view}
      title="Schedule"
      description="Sessions day by day, in the hackathon’s time zone."
      actions={() => (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Add item
        </Button>
      )}
    >
      {(hackathon) => (
        <>
          <Agenda hackathon={hackathon} onEdit={setEditing} />
          {editing && <ProgramItemModal hackathon={hackathon} item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ProgrammePage>
  );
}

function Agenda({ hackathon, onEdit }: { hackathon: ProgrammeHackathonFragment; onEdit: (item: ProgramItemFieldsFragment) => void }) {
  const { data, loading, error } = useQuery(ScheduleQuery, { variables: { id: hackathon.id } });
  const [remove] = useMutation(DeleteProgramItemMutation, { refetchQueries: ['Schedule'] });
  const now = useNow();
  const items = data?.programItems ?? [];
  const { now: onNow, next } = nowAndNext(items, now);
  const highlight = (id: string): Highlight => (onNow.has(id) ? 'now' : next.has(id) ? 'next' : null);
  const manage = hackathon.viewerCan.manageProgramme;

  const actions = (item: ProgramItemFieldsFragment) =>
    manage && (
      <>
        <EditButton what={item.name} onClick={() => onEdit(item)} />
        {item.kind === 'SESSION' && (
          <ConfirmDelete
            what={item.name}
            onConfirm={async () => {
              await remove({ variables: { id: item.id } });
              notify(`${item.name} deleted`, 'success');
            }}
          />
        )}
      </>
    );

  return (
    <>
      <CalendarSubscribe path={hackathon.scheduleCalendarPath} />
      <QueryState loading={loading && !data} error={error} empty={items.length === 0} emptyText="Nothing is scheduled yet.">
        <Stack gap="xl">
          {agendaDays(items, hackathon.timeZone).map((day) => (
            <section key={day.date} aria-label={day.label}>
              <Title order={3} mb="sm">
                {day.label}
              </Title>
              <Stack gap="sm">
                {day.items.map((item) => (
                  <ScheduleItem key={item.id} item={item} zone={hackathon.timeZone} highlight={highlight(item.id)} actions={actions(item)} />
                ))}
              </Stack>
            </section>
          ))}
        </Stack>
      </QueryState>
    </>
  );
}
