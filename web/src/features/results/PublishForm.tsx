import { Button, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { PublishFormQuery, PublishResultsMutation } from './operations';

/** The organizers' publication: a winner per prize (optional), then Publish after a confirmation. */
export function PublishForm({ hackathonId }: { hackathonId: string }) {
  const { data } = useQuery(PublishFormQuery, { variables: { id: hackathonId } });
  const [winners, setWinners] = useState<Record<string, string | null>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [publish, { loading }] = useMutation(PublishResultsMutation, { refetchQueries: ['ResultsPublication'], awaitRefetchQueries: true });
  const prizes = (data?.prizes ?? []).filter((p) => p.active);
  const options = (data?.submissionsForJudging ?? []).map((s) => ({ value: s.id, label: `${s.team.name} (${s.competitionCategory.name})` }));
  const chosen = prizes.filter((p) => winners[p.id]);

  const submit = () => {
    const prizeWinners = chosen.map((p) => ({ prizeId: p.id, submissionId: winners[p.id] ?? '' }));
    publish({ variables: { input: { hackathonId, prizeWinners } } })
      .then(() => notify('The results are published. The winning teams are being told.', 'success'))
      .catch((e: unknown) => {
        const byField = fieldErrors(e);
        // prizeWinners.<i>.* names the i-th chosen prize.
        setErrors(Object.fromEntries(Object.entries(byField).map(([f, m]) => [chosen[Number(f.split('.')[1])]?.id ?? f, m])));
      })
      .finally(() => setConfirming(false));
  };

  return (
    <Stack gap="sm">
      {prizes.length > 0 && <Text size="sm">Choose who wins each prize. A prize left empty is not awarded.</Text>}
      {prizes.map((p) => (
        <Select
          key={p.id}
          label={p.name || `Prize ${p.position}`}
          placeholder="Not awarded"
          data={options}
          value={winners[p.id] ?? null}
          onChange={(v) => setWinners((w) => ({ ...w, [p.id]: v }))}
          clearable
          error={errors[p.id]}
          maw={480}
        />
      ))}
      <Button w="fit-content" leftSection={<IconSpeakerphone size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Publish results
      </Button>
      <ConfirmModal
        opened={confirming}
        title="Publish the results?"
        confirmLabel="Publish results"
        loading={loading}
        onCancel={() => setConfirming(false)}
        onConfirm={submit}
      >
        Everyone who can see the hackathon will see the winners, on a public page for a public hackathon, and the winning teams are told in
        the app and by e-mail. Results are published once.
      </ConfirmModal>
    </Stack>
  );
}
