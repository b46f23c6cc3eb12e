import { Checkbox, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import type { ParticipantOrder, ParticipantStatus } from '../../gql/graphql';
import { STATUS_OPTIONS } from './statuses';

export type BannedFilter = 'all' | 'banned' | 'notBanned';

export interface ParticipantFilterValues {
  search: string;
  status: ParticipantStatus | null;
  banned: BannedFilter;
  /** Only those marked present today (in the hackathon's time zone). */
  presentToday: boolean;
  /** Only active members of a team. */
  hasTeam: boolean;
  orderBy: ParticipantOrder;
}

export const NO_FILTERS: ParticipantFilterValues = {
  search: '',
  status: null,
  banned: 'all',
  presentToday: false,
  hasTeam: false,
  orderBy: 'REGISTERED_AT',
};

const BANNED_OPTIONS = [
  { value: 'all', label: 'Banned or not' },
  { value: 'banned', label: 'Banned' },
  { value: 'notBanned', label: 'Not banned' },
];

interface ParticipantFiltersProps {
  values: ParticipantFilterValues;
  onChange: (values: ParticipantFilterValues) => void;
}

/** The list's search box, status, banned, present-today and has-a-team filters, and its order. */
export function ParticipantFilters({ values, onChange }: ParticipantFiltersProps) {
  const set = (changes: Partial<ParticipantFilterValues>) => onChange({ ...values, ...changes });
  return (
    <Group gap="sm" align="flex-end">
      <TextInput
        label="Search"
        placeholder="Name or e-mail"
        value={values.search}
        onChange={(event) => set({ search: event.currentTarget.value })}
        style={{ flex: 1, minWidth: 200 }}
      />
      <Select
        label="Status"
        placeholder="Any status"
        clearable
        data={STATUS_OPTIONS}
        value={values.status}
        onChange={(value) => set({ status: value as ParticipantStatus | null })}
      />
      <Select
        label="Banned"
        allowDeselect={false}
        data={BANNED_OPTIONS}
        value={values.banned}
        onChange={(value) => set({ banned: (value ?? 'all') as BannedFilter })}
      />
      <Stack gap={6} pb={4}>
        <Checkbox
          label="Present today"
          checked={values.presentToday}
          onChange={(event) => set({ presentToday: event.currentTarget.checked })}
        />
        <Checkbox label="Has a team" checked={values.hasTeam} onChange={(event) => set({ hasTeam: event.currentTarget.checked })} />
      </Stack>
      <SegmentedControl
        aria-label="Sort by"
        value={values.orderBy}
        onChange={(value) => set({ orderBy: value })}
        data={[
          { value: 'REGISTERED_AT', label: 'Registered' },
          { value: 'NAME', label: 'Name' },
        ]}
      />
    </Group>
  );
}

/** The filter argument of the participants query. */
export function filterInput({ status, banned, presentToday, hasTeam }: ParticipantFilterValues) {
  return {
    status,
    banned: banned === 'all' ? null : banned === 'banned',
    presentToday: presentToday || null,
    hasTeam: hasTeam || null,
  };
}
