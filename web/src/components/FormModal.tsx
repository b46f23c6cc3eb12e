import { Button, Group, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

interface FormModalProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form in a modal with Cancel and a submit button: the add and edit forms of prizes, goals, resources, judging criteria and ledgers. */
export function FormModal({ title, submitLabel, submitting, onSubmit, onClose, children }: FormModalProps) {
  return (
    <Modal opened onClose={onClose} title={title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
