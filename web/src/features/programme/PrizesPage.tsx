import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus, IconTrophy } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../components/QueryState';
import type { PrizeFieldsFragment, ProgrammeHackathonFragment } from '../../gql/graphql';
import { notify } from '../../lib/notify';
import { ConfirmDelete } from './ConfirmDelete';
import { EditButton } from './EditButton';
import { DeletePrizeMutation, PrizesQuery } from './operations';
import { ordinal } from './ordinal';
import { PrizeModal } from './PrizeModal';
import { ProgrammePage } from './ProgrammePage';

type Editing = 'new' | PrizeFieldsFragment | null;

/** /hackathon/{id}/prizes: the prizes by position. */
export function PrizesPage() {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <ProgrammePage
      allowed={(h) => h.viewerCan.seePrizes}
      switchedOn={(h) => h.hasPrizes}
      title="Prizes"
      description="What the best teams win, first place first."
      actions={() => (
        <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing('new')}>
          Add prize
        </Button>
      )}
    >
      {(hackathon) => (
        <>
          <PrizeList hackathon={hackathon} onEdit={setEditing} />
          {editing && <PrizeModal hackathonId={hackathon.id} prize={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
        </>
      )}
    </ProgrammePage>
  );
}

const medal = (position: number) => (['yellow', 'gray', 'orange'] as const)[position - 1] ?? 'blue';

function PrizeList({ hackathon, onEdit }: { hackathon: ProgrammeHackathonFragment; onEdit: (p: PrizeFieldsFragment) => void }) {
  const { data, loading, error } = useQuery(PrizesQuery, { variables: { id: hackathon.id } });
  const [remove] = useMutation(DeletePrizeMutation, { refetchQueries: ['Prizes'] });
  const prizes = data?.prizes ?? [];
  return (
    <QueryState loading={loading && !data} error={error} empty={prizes.length === 0} emptyText="No prizes yet.">
      <Stack gap="sm">
        {prizes.map((prize) => (
          <Paper component="article" key={prize.id} withBorder p="md" radius="md" aria-label={prize.name || ordinal(prize.position)}>
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Group wrap="nowrap" align="flex-start">
                <ThemeIcon size="lg" radius="xl" variant="light" color={medal(prize.position)}>
                  <IconTrophy size={20} stroke={1.75} />
                </ThemeIcon>
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>
                      {ordinal(prize.position)}
                      {prize.name && ` · ${prize.name}`}
                    </Text>
                    {!prize.active && (
                      <Badge variant="light" color="gray">
                        Inactive
                      </Badge>
                    )}
                  </Group>
                  {prize.description && (
                    <Text size="sm" c="dimmed">
                      {prize.description}
                    </Text>
                  )}
                </Stack>
              </Group>
              {hackathon.viewerCan.manageProgramme && (
                <Group gap={4} wrap="nowrap">
                  <EditButton what={prize.name || ordinal(prize.position)} onClick={() => onEdit(prize)} />
                  <ConfirmDelete
                    what={prize.name || `the ${ordinal(prize.position)} prize`}
                    onConfirm={async () => {
                      await remove({ variables: { id: prize.id } });
                      notify('Prize deleted', 'success');
                    }}
                  />
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </QueryState>
  );
}
