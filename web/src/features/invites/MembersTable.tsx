import 'mantine-datatable/styles.css';
import { Button, Select, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { formatDateTime } from '../../lib/dates';


interface Member {
  id: string;
  joinedAt: string;
  person: { displayName: string; email?: string | null };
}

interface Choice<M, V extends string> {
  /** The column's title: "Status" or "Role". */
  title: string;
  labels: Record<V, string>;
  valueOf: (member: M) => V;
}

interface MembersTableProps<M extends Member, V extends string> {
  /** What the table lists, e.g. "Judges". */
  label: string;
  members: M[];
  /** The member's status or role: a select for those who manage, text for the others. */
  choice?: Choice<M, V>;
  /** Whether the viewer may change and remove members. */
  canManage: boolean;
  onChange: (member: M, value: V) => Promise<void>;
  /** Resolves once the server has removed them; a failure is thrown (the error link shows it). */
  onRemove: (member: M) => Promise<void>;
  /** The place they are removed from, for the confirmation. */
  place: string;
}

/** People holding a role: name, e-mail, status or role, since when; a select and Remove for those who manage. */
export function MembersTable<M extends Member, V extends string>({
  label,
  members,
  choice,
  canManage,
  onChange,
  onRemove,
  place,
}: MembersTableProps<M, V>) {
  const [changing, setChanging] = useState<string | null>(null);
  const [toRemove, setToRemove] = useState<M | null>(null);
  const [removing, setRemoving] = useState(false);

  const change = async (member: M, value: V) => {
    setChanging(member.id);
    try {
      await onChange(member, value);
    } catch {
      // The error link has shown why.
    } finally {
      setChanging(null);
    }
  };

  const remove = async () => {
    if (!toRemove) return;
    setRemoving(true);
    try {
      await onRemove(toRemove);
    } catch {
      // The error link has shown why.
    } finally {
      setRemoving(false);
      setToRemove(null);
    }
  };

  const choiceColumn = choice && {
    accessor: 'choice',
    title: choice.title,
    render: (member: M) =>
      canManage ? (
        <Select
          size="xs"
          w={130}
          aria-label={`${choice.title} of ${member.person.displayName}`}
          data={Object.entries<string>(choice.labels).map(([value, text]) => ({ value, label: text }))}
          value={choice.valueOf(member)}
          allowDeselect={false}
          disabled={changing === member.id}
          onChange={(value) => value && value !== choice.valueOf(member) && void change(member, value as V)}
        />
      ) : (
        <Text size="sm">{choice.labels[choice.valueOf(member)]}</Text>
      ),
  };

  return (
    <>
      <DataTable
        aria-label={label}
        withTableBorder
        borderRadius="md"
        verticalSpacing="sm"
        records={members}
        columns={[
          { accessor: 'person.displayName', title: 'Name', render: (member) => <Text fw={600} size="sm">{member.person.displayName}</Text> },
          { accessor: 'person.email', title: 'E-mail', render: (member) => member.person.email ?? '' },
          ...(choiceColumn ? [choiceColumn] : []),
          { accessor: 'joinedAt', title: 'Since', render: (member) => <Text size="sm">{formatDateTime(member.joinedAt)}</Text> },
          ...(canManage
            ? [
                {
                  accessor: 'actions',
                  title: '',
                  textAlign: 'right' as const,
                  render: (member: M) => (
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      aria-label={`Remove ${member.person.displayName}`}
                      onClick={() => setToRemove(member)}
                    >
                      Remove
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <ConfirmModal
        opened={toRemove !== null}
        title={`Remove ${toRemove?.person.displayName ?? ''}?`}
        confirmLabel="Remove"
        danger
        loading={removing}
        onCancel={() => setToRemove(null)}
        onConfirm={() => void remove()}
      >
        {toRemove?.person.displayName} will no longer be one of the {label.toLowerCase()} of {place}. You can invite them again later.
      </ConfirmModal>
    </>
  );
}
