import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput, Textarea, UnstyledButton } from '@mantine/core';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { CameraScanner } from '../checkin';
import {
  AwardScoreMutation,
  CompetitionsQuery,
  ContestantsQuery,
  CorrectScoreMutation,
  CurrentScoresQuery,
} from './operations';
import { gamificationDashboard } from './paths';

interface Contestant {
  id: string;
  displayName: string;
}

/**
 * /hackathon/{id}/gameification/scoring-modal: organizers and volunteers
 * find a participant by name or by scanning their check-in QR code, pick a
 * competition's item and enter the score. A participant who has a score
 * for the item gets a correction instead, with a reason: the first entry
 * stays in the history.
 */
export function ScoringModalPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const navigate = useNavigate();
  const close = () => void navigate(gamificationDashboard(hackathonId));
  const competitions = useQuery(CompetitionsQuery, { variables: { hackathonId } });
  const [search, setSearch] = useState('');
  const [scanning, setScanning] = useState(false);
  const [contestant, setContestant] = useState<Contestant | null>(null);
  // Choosing a participant replaces the control that had the focus (and Change
  // brings it back): the focus moves on to its replacement, never to the page.
  const changeButton = useRef<HTMLButtonElement>(null);
  const participantInput = useRef<HTMLInputElement>(null);
  const focusReplacement = useRef(false);
  const choose = (chosen: Contestant | null) => {
    focusReplacement.current = true;
    setContestant(chosen);
  };
  useEffect(() => {
    if (!focusReplacement.current) return;
    focusReplacement.current = false;
    (contestant ? changeButton : participantInput).current?.focus();
  }, [contestant]);
  const [competitionId, setCompetitionId] = useState<string | null>(null);
  const [itemId, setItemId] = useState<string | null>(null);
  const [score, setScore] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);

  const found = useQuery(ContestantsQuery, {
    variables: { hackathonId, search: search.trim() },
    skip: search.trim().length < 2 || contestant !== null,
  });
  const [byCode] = useLazyQuery(ContestantsQuery);
  const list = competitions.data?.competitions ?? [];
  const competition = list.find((c) => c.id === competitionId) ?? (list.length === 1 ? list[0] : undefined);
  const item = competition?.scorableItems.find((i) => i.id === itemId);
  const current = useQuery(CurrentScoresQuery, {
    variables: { hackathonId, competitionId: competition?.id ?? '', participantId: contestant?.id ?? '' },
    skip: !competition || !contestant,
    fetchPolicy: 'network-only',
  });
  const held = current.data?.contestants[0]?.currentScores.find((s) => s.scorableItemId === item?.id);
  const [award, { loading: awarding }] = useMutation(AwardScoreMutation);
  const [correct, { loading: correcting }] = useMutation(CorrectScoreMutation);

  const scanned = async (code: string) => {
    setScanning(false);
    const { data, error } = await byCode({ variables: { hackathonId, checkInCode: code } });
    if (error || !data?.contestants[0]) {
      setErrors({ participant: fieldErrors(error).checkInCode ?? 'Unknown check-in code.' });
      return;
    }
    setErrors({});
    choose(data.contestants[0]);
  };

  const submit = async () => {
    if (!contestant || !item) return;
    setDone(null);
    try {
      const points = typeof score === 'number' ? score : Number.NaN;
      if (held) {
        await correct({ variables: { input: { scoreId: held.id, score: points, reason } } });
      } else {
        await award({ variables: { input: { scorableItemId: item.id, participantId: contestant.id, score: points } } });
      }
      setErrors({});
      setDone(`${contestant.displayName}: ${points} points for ${item.name}.`);
      setScore('');
      setReason('');
      await current.refetch();
    } catch (failure) {
      const fields = fieldErrors(failure);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: 'The score was not saved. Try again.' });
    }
  };

  return (
    <Modal opened onClose={close} title="Award a score" size="lg">
      <Stack>
        {done && (
          <Alert color="green" role="status" title="Saved">
            {done}
          </Alert>
        )}
        {errors.form && <Alert color="red">{errors.form}</Alert>}
        {contestant ? (
          <Group justify="space-between">
            <Text fw={500}>Participant: {contestant.displayName}</Text>
            <Button ref={changeButton} variant="subtle" size="xs" onClick={() => choose(null)}>
              Change
            </Button>
          </Group>
        ) : (
          <Stack gap="xs">
            <TextInput
              ref={participantInput}
              label="Participant"
              placeholder="Type a name"
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              error={errors.participant ?? errors.participantId}
            />
            {(found.data?.contestants ?? []).map((c) => (
              <UnstyledButton key={c.id} onClick={() => choose(c)} aria-label={`Choose ${c.displayName}`}>
                {c.displayName}
              </UnstyledButton>
            ))}
            <Button variant="light" onClick={() => setScanning((s) => !s)}>
              {scanning ? 'Stop scanning' : 'Scan their QR code'}
            </Button>
            {scanning && (
              <Suspense fallback={<Text size="sm">Starting the camera…</Text>}>
                <CameraScanner paused={false} onCode={(code) => void scanned(code)} onError={(m) => setErrors({ participant: m })} />
              </Suspense>
            )}
          </Stack>
        )}
        {list.length > 1 && (
          <Select
            label="Competition"
            data={list.map((c) => ({ value: c.id, label: c.name }))}
            value={competition?.id ?? null}
            onChange={(v) => {
              setCompetitionId(v);
              setItemId(null);
            }}
          />
        )}
        <Select
          label="Item"
          placeholder="Pick the item"
          data={(competition?.scorableItems ?? []).map((i) => ({ value: i.id, label: `${i.name} (0–${i.maxScore})` }))}
          value={itemId}
          onChange={setItemId}
          error={errors.scorableItemId}
        />
        {held && (
          <Text size="sm" c="dimmed">
            Current score: {held.score}. A new score corrects it; the history keeps both.
          </Text>
        )}
        <NumberInput
          label={held ? 'Corrected score' : 'Score'}
          min={0}
          max={item?.maxScore}
          allowDecimal={false}
          value={score}
          onChange={setScore}
          error={errors.score}
        />
        {held && (
          <Textarea label="Reason for the correction" required value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={errors.reason} />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
          <Button onClick={() => void submit()} loading={awarding || correcting} disabled={!contestant || !item || score === ''}>
            {held ? 'Correct score' : 'Award score'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
