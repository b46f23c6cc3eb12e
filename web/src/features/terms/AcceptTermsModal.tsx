import { Button, Group, Modal, ScrollArea, Text } from '@mantine/core';
import type { TermsVersionFragment } from '../../gql/graphql';
import { TermsContent } from './TermsContent';

interface AcceptTermsModalProps {
  terms: TermsVersionFragment | null;
  onClose: () => void;
  onAccept: () => void;
  loading: boolean;
  acceptLabel: string;
}

/** The latest terms with an Accept button, e.g. before joining; open while terms is set. */
export function AcceptTermsModal({ terms, onClose, onAccept, loading, acceptLabel }: AcceptTermsModalProps) {
  return (
    <Modal opened={terms !== null} onClose={onClose} title="Terms and conditions" size="lg">
      {terms && (
        <>
          <Text size="sm" c="dimmed" mb="sm">
            Version {terms.version}. Read and accept them to continue.
          </Text>
          <ScrollArea.Autosize mah="60vh">
            <TermsContent html={terms.contentHtml} />
          </ScrollArea.Autosize>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button loading={loading} onClick={onAccept}>
              {acceptLabel}
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
