import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { notify } from '../../lib/notify';
import { RequestToJoinTeamMutation } from './operations';

export const MAX_JOIN_MESSAGE = 500;

/** "Ask to join": a short message to the team's admins. */
export function JoinTeamModal({ team, onClose }: { team: { id: string; name: string }; onClose: () => void }) {
  const form = useForm({
    initialValues: { message: '' },
    validate: { message: (v) => (v.trim().length > MAX_JOIN_MESSAGE ? `Ensure this field has no more than ${MAX_JOIN_MESSAGE} characters.` : null) },
  });
  const [request] = useMutation(RequestToJoinTeamMutation);
  const submit = form.onSubmit(async ({ message }) => {
    try {
      await request({ variables: { input: { teamId: team.id, message: message.trim() } } });
      notify(`Asked to join ${team.name}`, 'success');
      onClose();
    } catch (failure) {
      form.setErrors(fieldErrors(failure));
    }
  });
  return (
    <Modal opened onClose={onClose} title={`Ask to join ${team.name}`}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Textarea
            label="Message to the team"
            placeholder="What you would bring to the team"
            autosize
            minRows={3}
            maxLength={MAX_JOIN_MESSAGE}
            {...form.getInputProps('message')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Send request
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
