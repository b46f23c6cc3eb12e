import '@mantine/dates/styles.css';
import { Button, CloseButton, Group, Pill, Select, SimpleGrid, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import type { DiscoverSort, HackathonPhase, HackathonStatus } from '../../gql/graphql';
import type { DiscoverParams } from './discoverSearch';

const PHASE_OPTIONS: { value: HackathonPhase; label: string }[] = [
  { value: 'PLANNING', label: 'Planning' },
  { value: 'REGISTRATION_OPEN', label: 'Registration open' },
  { value: 'HACKING', label: 'Hacking' },
  { value: 'JUDGING', label: 'Judging' },
  { value: 'POPULAR_VOTE', label: 'Popular vote' },
  { value: 'COMPLETE', label: 'Complete' },
];
const STATUS_OPTIONS: { value: HackathonStatus; label: string }[] = [
  { value: 'UPCOMING', label: 'Upcoming' },
  { value: 'RUNNING', label: 'Running' },
  { value: 'ENDED', label: 'Ended' },
];
const SORT_OPTIONS: { value: DiscoverSort; label: string }[] = [
  { value: 'SOONEST', label: 'Soonest first' },
  { value: 'NEWEST', label: 'Newest first' },
  { value: 'MOST_PARTICIPANTS', label: 'Most participants' },
];

interface DiscoverFiltersProps {
  params: DiscoverParams;
  onChange: (params: DiscoverParams) => void;
  /** Messages per field from the server (e.g. to: before from). */
  errors: Record<string, string>;
}

/** Discover's search box, filters and sort; each change applies at once, the text on Search. */
export function DiscoverFilters({ params, onChange, errors }: DiscoverFiltersProps) {
  const [text, setText] = useState(params.search);
  const change = (patch: Partial<DiscoverParams>) => onChange({ ...params, ...patch });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change({ search: text });
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Search hackathons">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <TextInput
          flex={1}
          label="Search"
          placeholder="Name, organization or topic"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={errors.search}
        />
        <Button type="submit" mt={25}>
          Search
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm" mt="sm">
        <Select label="Phase" placeholder="Any phase" clearable data={PHASE_OPTIONS} value={params.phase} onChange={(v) => change({ phase: v })} />
        <Select label="When" placeholder="Any time" clearable data={STATUS_OPTIONS} value={params.status} onChange={(v) => change({ status: v })} />
        <DateInput label="Running from" placeholder="Any date" clearable valueFormat="MMM D, YYYY" value={params.from} onChange={(v) => change({ from: v })} error={errors.from} />
        <DateInput label="Running until" placeholder="Any date" clearable valueFormat="MMM D, YYYY" value={params.to} onChange={(v) => change({ to: v })} error={errors.to} />
        <Select label="Sort" data={SORT_OPTIONS} value={params.sort} allowDeselect={false} onChange={(v) => v && change({ sort: v })} />
      </SimpleGrid>
      {params.organizationId && (
        <Group mt="sm" gap="xs">
          <Pill size="md">
            Hosted by {params.organizationName ?? 'one organization'}
            <CloseButton size="xs" ml={4} aria-label="Show every organization" onClick={() => change({ organizationId: null, organizationName: null })} />
          </Pill>
        </Group>
      )}
    </form>
  );
}
