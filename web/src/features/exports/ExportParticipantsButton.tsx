import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { percentOf, ProgressBar } from '../../components/ProgressBar';
import type { ExportFieldsFragment } from '../../gql/graphql';
import { ExportDownloadButton } from './ExportDownloadButton';
import { CanExportParticipantsQuery, ExportParticipantsCsvMutation, ParticipantExportQuery } from './operations';

/** How often a running export's progress is read. */
export const EXPORT_POLL_MS = 1000;

/**
 * "Export CSV" on the participants page (creator and managers): starts a
 * ParticipantExport, shows its rows written of total while it runs, then a
 * download of the file. The finished export also lands in the inbox's jobs
 * (JobsList reads them afresh each time).
 */
export function ExportParticipantsButton({ hackathonId }: { hackathonId: string }) {
  const { data } = useQuery(CanExportParticipantsQuery, { variables: { hackathonId } });
  return data?.hackathon.viewerCan.manage ? <ExportControls hackathonId={hackathonId} /> : null;
}

function ExportControls({ hackathonId }: { hackathonId: string }) {
  const [started, setStarted] = useState<ExportFieldsFragment | null>(null);
  const [exportCsv, { loading, error }] = useMutation(ExportParticipantsCsvMutation);
  const start = async () => {
    const { data } = await exportCsv({ variables: { hackathonId } });
    if (data) setStarted(data.exportParticipantsCsv.export);
  };
  return (
    <Stack gap="xs" align="flex-end">
      <Button variant="default" loading={loading} onClick={() => void start().catch(() => {})}>
        Export CSV
      </Button>
      {error && <Text c="red" size="sm">The export could not be started.</Text>}
      {started && <ExportProgress key={started.uid} initial={started} />}
    </Stack>
  );
}

function ExportProgress({ initial }: { initial: ExportFieldsFragment }) {
  const running = initial.state === 'RUNNING';
  const { data, stopPolling } = useQuery(ParticipantExportQuery, {
    variables: { uid: initial.uid },
    skip: !running,
    pollInterval: EXPORT_POLL_MS,
  });
  const current = data?.participantExport ?? initial;
  const finished = current.state !== 'RUNNING';
  useEffect(() => {
    if (finished) stopPolling();
  }, [finished, stopPolling]);

  switch (current.state) {
    case 'RUNNING':
      return (
        <Stack gap={4} w={260}>
          <ProgressBar value={percentOf(current.rowsWritten, current.rowsTotal)} label="Export progress" />
          <Text size="xs" c="dimmed">
            {current.rowsWritten} of {current.rowsTotal} rows written
          </Text>
        </Stack>
      );
    case 'DONE':
      return (
        <Group gap="xs">
          <Text size="sm">{current.rowsWritten} participants exported.</Text>
          {current.downloadPath && <ExportDownloadButton downloadPath={current.downloadPath} filename={current.filename} />}
        </Group>
      );
    default:
      return (
        <Alert color="red" variant="light" p="xs">
          The export failed{current.error ? `: ${current.error}` : '.'}
        </Alert>
      );
  }
}
