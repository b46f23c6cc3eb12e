import { ActionIcon, Card, Collapse, Group, Loader, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconChevronRight, IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { Fragment, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { TalentRatingItemsQuery } from './operations';
import {
  NO_RESULTS,
  countedItems,
  criteria,
  itemsFromColumns,
  mentorRows,
  mentorsWhoRated,
  participantRows,
  participantsRatedBy,
  possessive,
  sortMentors,
  type CountedItem,
  type MentorSort,
  type RatingRow,
} from './talentRatings';
import { useRelayoutWidth } from './useRelayout';

/** The delay when switching between the list and a detail view (SPEC 4). */
export const VIEW_SWITCH_MS = 100;
/** Room per column before a table scrolls instead of squeezing. */
const COLUMN_WIDTH = 160;

type View = { kind: 'list' } | { kind: 'mentor'; id: string; name: string } | { kind: 'participant'; id: string; name: string };

/**
 * /hackathon/{id}/talent-man-mentors: the Talent Ratings management screen
 * (SPEC 2.7). Every talent rating item of the hackathon is fetched
 * network-only on entering and re-activating the route and aggregated here.
 */
export function TalentRatingsPage() {
  const { hackathon_id: hackathonId = '' } = useParams();
  const location = useLocation();
  const { data, loading, error, refetch } = useQuery(TalentRatingItemsQuery, {
    variables: { hackathonId },
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const [view, setView] = useState<View>({ kind: 'list' });
  const [switching, setSwitching] = useState(false);
  const [expanded, setExpanded] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Re-activating the route (its sidebar link again): the list, reloaded.
  const entry = useRef(location.key);
  useEffect(() => {
    if (entry.current === location.key) return;
    entry.current = location.key;
    setView({ kind: 'list' });
    setExpanded(null);
    void refetch().catch(() => undefined);
  }, [location.key, refetch]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = useMemo(() => countedItems(data ? itemsFromColumns(data.talentRatingItems) : [], hackathonId), [data, hackathonId]);
  useEffect(() => {
    if (error) console.error('Could not load the talent ratings', error);
  }, [error]);
  useEffect(() => {
    if (data && items.length === 0) console.info(NO_RESULTS);
  }, [data, items.length]);

  const go = (next: View) => {
    setSwitching(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setView(next);
      setExpanded(null);
      setSwitching(false);
    }, VIEW_SWITCH_MS);
  };
  const busy = (loading && !error) || switching;
  const toggle = (key: string) => setExpanded((open) => (open === key ? null : key));

  return (
    <Stack>
      <Title order={2}>Talent Ratings</Title>
      {view.kind !== 'participant' && (
        <Card withBorder aria-label="Mentors' Talent Ratings" component="section">
          {view.kind === 'mentor' ? (
            <DetailView
              title={`${possessive(view.name)} Talent Ratings`}
              firstColumn="Participant"
              rows={participantsRatedBy(items, view.id)}
              empty="No ratings found for this participant."
              busy={busy}
              expanded={expanded}
              onToggle={toggle}
              onBack={() => go({ kind: 'list' })}
              backLabel="Back to the mentors"
            />
          ) : (
            <MentorsList items={items} busy={busy} onOpen={(id, name) => go({ kind: 'mentor', id, name })} />
          )}
        </Card>
      )}
      {view.kind !== 'mentor' && (
        <Card withBorder aria-label="Participants' Talent Ratings" component="section">
          {view.kind === 'participant' ? (
            <DetailView
              title={`${possessive(view.name)} Talent Ratings`}
              firstColumn="Mentor"
              rows={mentorsWhoRated(items, view.id)}
              empty="No ratings found for this mentor."
              busy={busy}
              expanded={expanded}
              onToggle={toggle}
              onBack={() => go({ kind: 'list' })}
              backLabel="Back to the participants"
            />
          ) : (
            <ParticipantsList items={items} busy={busy} onOpen={(id, name) => go({ kind: 'participant', id, name })} />
          )}
        </Card>
      )}
    </Stack>
  );
}

function Spinner({ label }: { label: string }) {
  return (
    <Group justify="center" p="md">
      <Loader size="sm" role="status" aria-label={label} />
    </Group>
  );
}

/** A table that takes the card's width when its columns fit, and scrolls otherwise (re-measured on resize and sidebar toggle). */
function FittingTable({ columns, children }: { columns: number; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useRelayoutWidth(ref);
  const fits = width >= columns * COLUMN_WIDTH;
  return (
    <div ref={ref} data-layout={fits ? 'fixed' : 'scroll'}>
      <Table.ScrollContainer minWidth={fits ? 0 : columns * COLUMN_WIDTH}>
        <Table layout={fits ? 'fixed' : 'auto'} highlightOnHover>
          {children}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

function SortHeader({ label, column, sort, onSort }: { label: string; column: MentorSort['column']; sort: MentorSort; onSort: (s: MentorSort) => void }) {
  const active = sort.column === column;
  const Icon = !active ? IconSelector : sort.descending ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <UnstyledButton onClick={() => onSort({ column, descending: active ? !sort.descending : false })}>
        <Group gap={4} wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

function MentorsList({ items, busy, onOpen }: { items: CountedItem[]; busy: boolean; onOpen: (id: string, name: string) => void }) {
  const [sort, setSort] = useState<MentorSort>({ column: 'name', descending: false });
  const rows = sortMentors(mentorRows(items), sort);
  return (
    <Stack gap="sm">
      <Title order={3}>Mentors' Talent Ratings</Title>
      {busy ? (
        <Spinner label="Loading the mentors' ratings" />
      ) : (
        <FittingTable columns={2}>
          <Table.Thead>
            <Table.Tr>
              <SortHeader label="Mentor" column="name" sort={sort} onSort={setSort} />
              <SortHeader label="Ratings Completed" column="completed" sort={sort} onSort={setSort} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <UnstyledButton c="blue" onClick={() => onOpen(row.id, row.name)}>
                    {row.name}
                  </UnstyledButton>
                </Table.Td>
                <Table.Td>{row.completed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </FittingTable>
      )}
    </Stack>
  );
}

function ParticipantsList({ items, busy, onOpen }: { items: CountedItem[]; busy: boolean; onOpen: (id: string, name: string) => void }) {
  const columns = criteria(items);
  const rows = participantRows(items, columns);
  return (
    <Stack gap="sm">
      <Title order={3}>Participants' Talent Ratings</Title>
      {busy ? (
        <Spinner label="Loading the participants' ratings" />
      ) : (
        <FittingTable columns={columns.length + 1}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Participant</Table.Th>
              {columns.map((c) => (
                <Table.Th key={c}>Aggregate {c}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <UnstyledButton c="blue" onClick={() => onOpen(row.id, row.name)}>
                    {row.name}
                  </UnstyledButton>
                </Table.Td>
                {columns.map((c) => (
                  <Table.Td key={c}>{row.aggregates[c]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </FittingTable>
      )}
    </Stack>
  );
}

interface DetailProps {
  title: string;
  firstColumn: string;
  rows: RatingRow[];
  empty: string;
  busy: boolean;
  expanded: string | null;
  onToggle: (key: string) => void;
  onBack: () => void;
  backLabel: string;
}

function DetailView({ title, firstColumn, rows, empty, busy, expanded, onToggle, onBack, backLabel }: DetailProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <ActionIcon variant="subtle" onClick={onBack} aria-label={backLabel}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Title order={3}>{title}</Title>
      </Group>
      {busy ? (
        <Spinner label="Loading the ratings" />
      ) : (
        <FittingTable columns={3}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48} />
              <Table.Th>{firstColumn}</Table.Th>
              <Table.Th>Overall Rating</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const open = expanded === row.id;
              return (
                <Fragment key={row.id}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon variant="subtle" onClick={() => onToggle(row.id)} aria-expanded={open} aria-label={`Ratings of ${row.name}`}>
                        {open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td>{row.name}</Table.Td>
                    <Table.Td>{row.overall}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Td colSpan={3} p={0} style={{ borderTop: open ? undefined : 'none' }}>
                      <Collapse expanded={open} transitionDuration={250}>
                        <RatingLines row={row} empty={empty} />
                      </Collapse>
                    </Table.Td>
                  </Table.Tr>
                </Fragment>
              );
            })}
          </Table.Tbody>
        </FittingTable>
      )}
    </Stack>
  );
}

function RatingLines({ row, empty }: { row: RatingRow; empty: string }) {
  if (row.lines.length === 0) {
    return (
      <Text p="sm" c="dimmed" size="sm">
        {empty}
      </Text>
    );
  }
  return (
    <Table withRowBorders={false} aria-label={`Criteria of ${row.name}`}>
      <Table.Tbody>
        {row.lines.map((line, i) => (
          <Table.Tr key={`${line.criterion}-${i}`}>
            <Table.Td w="40%">{line.criterion}</Table.Td>
            <Table.Td fs={line.freeText ? 'italic' : undefined}>{line.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
