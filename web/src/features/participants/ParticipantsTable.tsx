import 'mantine-datatable/styles.css';
import { Anchor, Badge, Select, Switch, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import type { ParticipantRowFragment, ParticipantStatus } from '../../gql/graphql';
import { hackathonParticipant } from '../../lib/paths';

import { STATUS_LABELS, STATUS_OPTIONS } from './statuses';
import { formatDateTime } from '../../lib/dates';

interface ParticipantsTableProps {
  hackathonId: string;
  participants: ParticipantRowFragment[];
  /** viewerCan.manage: a status select and a ban switch per row. */
  canManage: boolean;
  onChange: (participant: ParticipantRowFragment, changes: { status?: ParticipantStatus; banned?: boolean }) => void;
}

/** One page of a hackathon's participants. */
export function ParticipantsTable({ hackathonId, participants, canManage, onChange }: ParticipantsTableProps) {
  return (
    <DataTable
      aria-label="Participants"
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      records={participants}
      columns={[
        {
          accessor: 'person.displayName',
          title: 'Name',
          render: (p) => (
            <Anchor component={Link} to={hackathonParticipant(hackathonId, p.id)} fw={600}>
              {p.person.displayName}
            </Anchor>
          ),
        },
        { accessor: 'person.email', title: 'E-mail', render: (p) => p.person.email ?? <Text c="dimmed">hidden</Text> },
        {
          accessor: 'status',
          title: 'Status',
          render: (p) =>
            canManage ? (
              <Select
                aria-label={`Status of ${p.person.displayName}`}
                size="xs"
                allowDeselect={false}
                data={STATUS_OPTIONS}
                value={p.status}
                onChange={(value) => value && onChange(p, { status: value as ParticipantStatus })}
              />
            ) : (
              STATUS_LABELS[p.status]
            ),
        },
        {
          accessor: 'banned',
          title: 'Banned',
          render: (p) =>
            canManage ? (
              <Switch
                aria-label={`Ban ${p.person.displayName}`}
                checked={p.banned}
                onChange={(event) => onChange(p, { banned: event.currentTarget.checked })}
              />
            ) : (
              p.banned && <Badge color="red">Banned</Badge>
            ),
        },
        {
          accessor: 'presentToday',
          title: 'Today',
          render: (p) => p.presentToday && <Badge color="green">Present</Badge>,
        },
        { accessor: 'registeredAt', title: 'Registered', noWrap: true, render: (p) => formatDateTime(p.registeredAt) },
      ]}
    />
  );
}
