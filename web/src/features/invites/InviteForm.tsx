import { Alert, Button, FileButton, Group, List, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconFileSpreadsheet, IconSend } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import type { InvitePayloadFieldsFragment } from '../../gql/graphql';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { emailsFromCsv, splitAddresses } from './addresses';

interface InviteFormProps {
  /** Sends the invites; a failure is thrown (its field errors show under the addresses). */
  onSend: (emails: string[]) => Promise<InvitePayloadFieldsFragment | undefined>;
  /** Further fields between the addresses and the button (an organization's role). */
  children?: ReactNode;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Who was invited, who had an invite already, and who could not be, with the server's reasons. */
export function InviteOutcome({ outcome }: { outcome: InvitePayloadFieldsFragment }) {
  const { invited, alreadyPending, rejected } = outcome;
  return (
    <Stack gap="xs" aria-label="Invite results" role="region">
      {invited.length > 0 && (
        <Alert color="green" variant="light" title={`Invited ${plural(invited.length, 'address', 'addresses')}`}>
          <List size="sm">
            {invited.map(({ id, email }) => (
              <List.Item key={id}>{email}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {alreadyPending.length > 0 && (
        <Alert color="blue" variant="light" title={`Already invited, no second e-mail: ${alreadyPending.length}`}>
          <List size="sm">
            {alreadyPending.map(({ id, email }) => (
              <List.Item key={id}>{email}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {rejected.length > 0 && (
        <Alert color="red" variant="light" title={`Not invited: ${rejected.length}`}>
          <List size="sm">
            {rejected.map(({ email, reason }) => (
              <List.Item key={email}>
                <Text span fw={600} size="sm">
                  {email || '(empty)'}
                </Text>
                {`: ${reason}`}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}

/**
 * Several addresses at once: pasted (one per line, or separated by commas or
 * semicolons) or loaded from a CSV file's e-mail column into the list, which
 * can be checked before sending. After sending, the outcome per address.
 */
export function InviteForm({ onSend, children }: InviteFormProps) {
  const [outcome, setOutcome] = useState<InvitePayloadFieldsFragment | null>(null);
  const [loaded, setLoaded] = useState<string | null>(null);
  // Lets the same file be chosen again after changes to it.
  const resetFile = useRef<() => void>(null);
  const form = useForm({
    initialValues: { emails: '' },
    validate: { emails: (value) => (splitAddresses(value).length > 0 ? null : 'Enter at least one e-mail address.') },
  });
  const count = splitAddresses(form.values.emails).length;

  const loadCsv = async (file: File | null) => {
    if (!file) return;
    const { emails, column } = emailsFromCsv(await file.text());
    resetFile.current?.();
    if (emails.length === 0) {
      setLoaded(null);
      form.setFieldError('emails', `No e-mail addresses found in ${file.name}.`);
      return;
    }
    const merged = splitAddresses([form.getValues().emails, ...emails].join('\n'));
    form.setFieldValue('emails', merged.join('\n'));
    setLoaded(`${plural(emails.length, 'address', 'addresses')} from ${column ? `the column "${column}" of ` : ''}${file.name}.`);
  };

  const submit = form.onSubmit(async ({ emails }) => {
    setOutcome(null);
    try {
      const result = await onSend(splitAddresses(emails));
      if (!result) return;
      setOutcome(result);
      setLoaded(null);
      form.reset();
    } catch (error) {
      form.setErrors(fieldErrors(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="E-mail addresses"
          description="One per line, or separated by commas or semicolons. Or load them from a CSV file's e-mail column."
          placeholder={'ann@example.com\nbob@example.com'}
          autosize
          minRows={3}
          maxRows={12}
          {...form.getInputProps('emails')}
        />
        {loaded && (
          <Text size="sm" c="dimmed" role="status">
            Loaded {loaded}
          </Text>
        )}
        {children}
        <Group justify="space-between">
          <FileButton resetRef={resetFile} onChange={(file) => void loadCsv(file)} accept=".csv,text/csv" inputProps={{ 'aria-label': 'CSV file' }}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconFileSpreadsheet size={16} />}>
                Load from CSV
              </Button>
            )}
          </FileButton>
          <Button type="submit" loading={form.submitting} leftSection={<IconSend size={16} />}>
            {count > 1 ? `Send ${count} invites` : 'Send invite'}
          </Button>
        </Group>
        {outcome && <InviteOutcome outcome={outcome} />}
      </Stack>
    </form>
  );
}
