import { Button, Group, Modal, Text } from '@mantine/core';

interface SwitchHackathonModalProps {
  opened: boolean;
  /** The hackathon to switch to. */
  hackathonName: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC 2.8: asks before switching the active hackathon; neither backdrop nor Escape closes it. */
export function SwitchHackathonModal({ opened, hackathonName, onCancel, onConfirm }: SwitchHackathonModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Switch hackathon"
      centered
      closeOnClickOutside={false}
      closeOnEscape={false}
      withCloseButton={false}
      transitionProps={{ duration: 500 }}
    >
      <Text>Are you sure? You are about to switch to an entirely different hackathon called:</Text>
      <Text fw={700} size="lg" mt="xs">
        {hackathonName}
      </Text>
      <Group justify="flex-end" mt="xl">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>Confirm</Button>
      </Group>
    </Modal>
  );
}
