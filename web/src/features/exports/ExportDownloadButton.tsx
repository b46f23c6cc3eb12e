import { Button } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { downloadFile } from '../../lib/rest/downloadFile';

/** Downloads a finished export's file. */
export function ExportDownloadButton({ downloadPath, filename }: { downloadPath: string; filename: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadFile(downloadPath, filename);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The file could not be downloaded.', 'danger');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="xs" variant="light" loading={busy} onClick={() => void download()}>
      Download {filename}
    </Button>
  );
}
