import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { downloadFile } from '../../lib/rest/downloadFile';
import { session } from '../../lib/session/store';
import { DeleteAccountModal } from './DeleteAccountModal';

/** The REST endpoint of the signed-in person's data (docs/decisions.md, Accounts). */
export const ACCOUNT_DATA_PATH = '/api/v1/users/me/data/';

/** The download's name: hackforge-data-<username>.json, as the API names it. */
export const accountDataFilename = (username: string) =>
  `hackforge-data-${username.replace(/[^A-Za-z0-9@._-]+/g, '-')}.json`;

/** "Your data": download what Hackforge holds about you, or delete your account. */
export function YourDataSection() {
  const { username } = session.get().user;
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadFile(ACCOUNT_DATA_PATH, accountDataFilename(username));
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Your data could not be downloaded.', 'danger');
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card withBorder padding="lg" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Your data
        </Title>
        <Text size="sm">
          Download everything Hackforge holds about you as a JSON file: your account, profile, hackathons, teams, ideas,
          submissions, scores and notifications.
        </Text>
        <Text size="sm">
          Deleting your account signs you out everywhere and erases your personal details. What you built with a team
          stays with the team, shown as “Deleted user”.
        </Text>
        <Group justify="space-between">
          <Button variant="light" loading={downloading} onClick={() => void download()}>
            Download your data
          </Button>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      {deleting && <DeleteAccountModal username={username} onClose={() => setDeleting(false)} />}
    </Card>
  );
}
