import { ActionIcon, Button, Group, Modal, Rating, SegmentedControl, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { IconMessageCircle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FeedbackKind } from '../../gql/graphql';
import { afterSubmitDelay, modalPreset } from '../../components/modalPresets';
import { fieldErrors } from '../../lib/apollo/fieldErrors';
import { FEEDBACK_KINDS } from './kinds';
import { SendFeedbackMutation } from './operations';

export const FEEDBACK_MAX_MESSAGE = 4000;

interface FeedbackValues {
  kind: FeedbackKind;
  message: string;
  rating: number;
}

/**
 * The feedback widget (SPEC 1): a button in the top bar of every signed-in
 * page opening a small form. The page it was opened on is sent along.
 */
export function FeedbackButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="Send feedback">
        <ActionIcon variant="subtle" size="lg" aria-label="Send feedback" onClick={() => setOpened(true)}>
          <IconMessageCircle aria-hidden size={20} stroke={1.6} />
        </ActionIcon>
      </Tooltip>
      {opened && <FeedbackModal onClose={() => setOpened(false)} />}
    </>
  );
}

function FeedbackModal({ onClose }: { onClose: () => void }) {
  const location = useLocation();
  const pageUrl = location.pathname + location.search;
  const [send] = useMutation(SendFeedbackMutation);
  // SPEC 9: a saved form waits the post-submit delay, then thanks in a notice.
  const [saved, setSaved] = useState(false);
  const [sent, setSent] = useState(false);
  useEffect(() => (saved ? afterSubmitDelay(() => setSent(true)) : undefined), [saved]);
  const form = useForm<FeedbackValues>({
    initialValues: { kind: 'IDEA', message: '', rating: 0 },
    validate: {
      message: (v: string) => {
        if (!v.trim()) return 'This field is required.';
        return v.length > FEEDBACK_MAX_MESSAGE ? `Ensure this field has no more than ${FEEDBACK_MAX_MESSAGE} characters.` : null;
      },
    },
  });

  const submit = form.onSubmit(async ({ kind, message, rating }) => {
    try {
      await send({ variables: { input: { kind, message: message.trim(), rating: rating || null, pageUrl } } });
      setSaved(true);
    } catch (failure) {
      const errors = fieldErrors(failure);
      if (Object.keys(errors).length === 0) errors.message = 'Your feedback could not be sent; please try again.';
      // pageUrl is not a field of the form: its problem shows under the message.
      if (errors.pageUrl && !errors.message) errors.message = errors.pageUrl;
      form.setErrors(errors);
    }
  });

  if (sent) {
    return (
      <Modal opened onClose={onClose} title="Thank you" {...modalPreset('sm', 'notice')}>
        <Stack align="center" ta="center">
          <Text fw={600} size="lg">
            Thank you for your feedback!
          </Text>
          <Text size="sm" c="dimmed">
            We read every message. You will find our thanks in your notifications too.
          </Text>
          <Button onClick={onClose} data-autofocus>
            Close
          </Button>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title="Send feedback" {...modalPreset('sm')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <SegmentedControl aria-label="Kind" data={FEEDBACK_KINDS} {...form.getInputProps('kind')} />
          <Textarea label="Message" required autosize minRows={3} maxRows={10} data-autofocus {...form.getInputProps('message')} />
          <div>
            <Text size="sm" fw={500} mb={4}>
              How do you like Hackforge? (optional)
            </Text>
            <Rating aria-label="Rating" getSymbolLabel={(v) => `${v} of 5`} {...form.getInputProps('rating')} />
          </div>
          <Text size="xs" c="dimmed">
            Sent from {pageUrl}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting || saved}>
              Send
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
