import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import type { TimelineFieldsFragment } from '../../gql/graphql';
import { notifyPhaseUpdated } from './phaseNotice';
import { nextSlot, TimelinePageQuery, writeTimeline } from './timelineData';

const AdvanceHackathonPhaseMutation = graphql(`
  mutation AdvanceHackathonPhase($input: AdvanceHackathonPhaseInput!) {
    advanceHackathonPhase(input: $input) {
      timeline {
        ...TimelineFields
      }
      hackathon {
        id
        phase
        phaseDisplay
      }
    }
  }
`);

/** "Advance to {next phase} now", after a confirmation; nothing once the hackathon is complete. */
export function AdvancePhaseButton({ timeline }: { timeline: TimelineFieldsFragment }) {
  const client = useApolloClient();
  const [opened, { open, close }] = useDisclosure(false);
  const [advance, { loading }] = useMutation(AdvanceHackathonPhaseMutation, {
    update: (cache, { data }) => data && writeTimeline(cache, data.advanceHackathonPhase.timeline),
  });
  const { phase, phaseDisplay, hackathonId } = timeline;
  const next = nextSlot(timeline);
  if (!next) return null;

  const confirm = async () => {
    try {
      const { data } = await advance({ variables: { input: { hackathonId, expectedPhase: phase } } });
      if (data) notifyPhaseUpdated(data.advanceHackathonPhase.hackathon.phaseDisplay);
    } catch {
      // The error link has said why (e.g. the phase moved meanwhile): show the timeline as it is now.
      void client.refetchQueries({ include: [TimelinePageQuery] });
    } finally {
      close();
    }
  };

  return (
    <>
      <Group>
        <Button variant="light" onClick={open}>
          Advance to {next.phaseDisplay} now
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={`Advance to ${next.phaseDisplay} now?`}>
        <Text>
          The hackathon moves from {phaseDisplay} to {next.phaseDisplay} at once, and everyone taking part is notified.
          Phases never move back.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={loading}>
            Advance now
          </Button>
        </Group>
      </Modal>
    </>
  );
}
