import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { hackathonView } from '../../lib/paths';
import { CameraScanner } from './CameraScanner';
import { CheckInParticipantMutation, QrScannerQuery } from './operations';

/** What the last code gave: someone checked in (again), or why not. */
type Outcome =
  | { kind: 'checkedIn' | 'alreadyCheckedIn'; name: string }
  | { kind: 'refused'; message: string };

/**
 * /hackathon/{id}/qr-scanner: the creator and managers check participants in
 * for today by their QR code (device camera) or its text typed by hand, and
 * see how many are present today. Others are sent to the hackathon page (SPEC 2.4).
 */
export function QrScannerPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const { data, error } = useQuery(QrScannerQuery, { variables: { hackathonId } });
  const [checkIn, { loading: checkingIn }] = useMutation(CheckInParticipantMutation);
  const [manualCode, setManualCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [presentCount, setPresentCount] = useState<number | null>(null);
  const [cameraError, setCameraError] = useState<string | null>(null);

  if (error || (data && !data.hackathon.viewerCan.manage)) return <Navigate to={hackathonView(hackathonId)} replace />;
  if (!data) return <PageLoader />;

  const submit = async (code: string) => {
    if (!code.trim() || checkingIn) return;
    try {
      const { data: answer } = await checkIn({ variables: { input: { hackathonId, code } } });
      if (!answer) return;
      const { participant, alreadyCheckedIn, presentToday } = answer.checkInParticipant;
      setOutcome({ kind: alreadyCheckedIn ? 'alreadyCheckedIn' : 'checkedIn', name: participant.person.displayName });
      setPresentCount(presentToday.presentCount);
      setManualCode('');
    } catch (failure) {
      const message = fieldErrors(failure).code;
      setOutcome({ kind: 'refused', message: message ?? 'The check-in failed. Try again.' });
    }
  };

  return (
    <Stack gap="lg">
      <PageHeader title="QR Registration" description={`Check participants of ${data.hackathon.name} in for today.`} />
      <Card withBorder padding="lg">
        <Text size="sm" c="dimmed">
          Present today ({data.checkInDay.date})
        </Text>
        <Title order={2} aria-label="Present today">
          {presentCount ?? data.checkInDay.presentCount}
        </Title>
      </Card>
      {outcome && <OutcomeAlert outcome={outcome} />}
      <Group align="flex-start" gap="xl">
        <Stack gap="xs">
          <Title order={4}>Scan</Title>
          {cameraError ? (
            <Alert color="gray" title="No camera">
              <Text size="sm">{cameraError}</Text>
              <Text size="sm">Type the code instead.</Text>
            </Alert>
          ) : (
            <CameraScanner paused={checkingIn} onCode={(code) => void submit(code)} onError={setCameraError} />
          )}
        </Stack>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit(manualCode);
          }}
        >
          <Stack gap="xs" w={320}>
            <Title order={4}>Or type the code</Title>
            <TextInput
              label="Check-in code"
              placeholder="e.g. 12-345-ABCDEFGHIJKLMNOP"
              value={manualCode}
              onChange={(event) => setManualCode(event.currentTarget.value)}
              autoComplete="off"
            />
            <Button type="submit" loading={checkingIn} disabled={!manualCode.trim()}>
              Check in
            </Button>
          </Stack>
        </form>
      </Group>
    </Stack>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  switch (outcome.kind) {
    case 'checkedIn':
      return (
        <Alert color="green" title="Checked in" role="status">
          {outcome.name} is checked in for today.
        </Alert>
      );
    case 'alreadyCheckedIn':
      return (
        <Alert color="yellow" title="Already checked in" role="status">
          {outcome.name} was already checked in today.
        </Alert>
      );
    case 'refused':
      return (
        <Alert color="red" title="Not checked in" role="alert">
          {outcome.message}
        </Alert>
      );
  }
}
