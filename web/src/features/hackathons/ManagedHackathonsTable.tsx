import 'mantine-datatable/styles.css';
import { Anchor, Button, Group, Stack } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { PhaseBadge, StatusBadge } from '../../components/HackathonBadges';
import { hackathonEdit, hackathonTimeline, hackathonView } from '../../lib/paths';

import type { HackathonListItem } from './HackathonList';
import { formatDateRange } from '../../lib/dates';

/** The hackathons an organizer manages, one row each, with their settings at hand. */
export function ManagedHackathonsTable({ hackathons }: { hackathons: HackathonListItem[] }) {
  return (
    <DataTable
      aria-label="Hackathons you organize"
      withTableBorder
      borderRadius="md"
      highlightOnHover
      verticalSpacing="sm"
      records={hackathons}
      columns={[
        {
          accessor: 'name',
          title: 'Hackathon',
          render: (h) => (
            <Anchor component={Link} to={hackathonView(h.id)} fw={600}>
              {h.name}
            </Anchor>
          ),
        },
        { accessor: 'organization.name', title: 'Host' },
        { accessor: 'startDatetime', title: 'Dates', noWrap: true, render: (h) => formatDateRange(h.startDatetime, h.endDatetime, h.timeZone) },
        {
          accessor: 'phase',
          title: 'Stage',
          render: (h) => (
            <Stack gap={4} align="flex-start">
              <StatusBadge status={h.status} label={h.statusDisplay} />
              <PhaseBadge phase={h.phase} label={h.phaseDisplay} />
            </Stack>
          ),
        },
        {
          accessor: 'actions',
          title: '',
          textAlign: 'right',
          render: (h) => (
            <Group gap="xs" justify="flex-end" wrap="nowrap">
              <Button component={Link} to={hackathonEdit(h.id)} variant="default" size="xs" aria-label={`Edit ${h.name}`}>
                Edit
              </Button>
              <Button component={Link} to={hackathonTimeline(h.id)} variant="light" size="xs" aria-label={`Timeline of ${h.name}`}>
                Timeline
              </Button>
            </Group>
          ),
        },
      ]}
    />
  );
}
