import { useMutation, useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, List, Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { ACCOUNT_DELETED, hackathonOrganizingTeam, organizationMembers } from '../../lib/paths';
import { navigateTo } from '../../lib/navigation';
import { AccountDeletionBlockersQuery, DeleteMyAccountMutation } from './operations';

/** The word that confirms, as the username does. */
const DELETE_WORD = 'DELETE';

/**
 * Asks the person to type their username or DELETE, after listing what they
 * must hand over first, if anything. Once deleted they see a plain
 * confirmation, which signs them out.
 */
export function DeleteAccountModal({ username, onClose }: { username: string; onClose: () => void }) {
  // Not cached: an organization and a hackathon may share an id, which would
  // make them one AccountBlocker in Apollo's cache.
  const { data, loading } = useQuery(AccountDeletionBlockersQuery, { fetchPolicy: 'no-cache' });
  const [deleteAccount, { loading: deleting }] = useMutation(DeleteMyAccountMutation);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);
  const blockers = data?.myAccountDeletionBlockers ?? [];
  const confirmed = typed.trim() === DELETE_WORD || typed.trim().toLowerCase() === username.toLowerCase();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      await deleteAccount({ variables: { input: { confirmation: typed } } });
      // The app's navigator, not this dialog's: a request that met the revoked
      // token may have moved the app on (to /logout) and unmounted the dialog
      // already. The page signs the person out.
      navigateTo(ACCOUNT_DELETED);
    } catch (failure) {
      setError(
        fieldErrors(failure).confirmation ??
          (failure instanceof Error ? failure.message : 'Your account could not be deleted.'),
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title="Delete your account?">
      {loading ? (
        <Loader size="sm" />
      ) : blockers.length > 0 ? (
        <Stack gap="sm">
          <Text size="sm">Before you can delete your account, please hand over:</Text>
          <List size="sm" spacing="xs">
            {blockers.map((b) => (
              <List.Item key={`${b.kind}-${b.id}`}>
                {b.advice}{' '}
                <Anchor
                  component={Link}
                  to={b.kind === 'ORGANIZATION' ? organizationMembers(b.id) : hackathonOrganizingTeam(b.id)}
                >
                  {b.kind === 'ORGANIZATION' ? 'Open its members' : 'Open its Organizing Team'}
                </Anchor>
              </List.Item>
            ))}
          </List>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="sm">
            <Text size="sm">
              This cannot be undone. You will be signed out everywhere, and your name and e-mail address will be
              erased. What you did with your teams stays, shown as “Deleted user”.
            </Text>
            <TextInput
              label={`Type your username (${username}) or ${DELETE_WORD} to confirm`}
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={error}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={deleting} disabled={!confirmed}>
                Delete my account
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
