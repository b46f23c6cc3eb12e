import { ActionIcon, Collapse, Group, Loader, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconChevronDown, IconChevronRight, IconSelector, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Fragment, useRef, useState, type ReactNode } from 'react';
import { criteria, mentorRows, participantRows, sortMentors, type CountedItem, type MentorSort, type RatingRow } from './talentRatings';
import { useRelayoutWidth } from './useRelayout';

/** Room per column before a table scrolls instead of squeezing. */
const COLUMN_WIDTH = 160;

export interface PeopleListProps {
  items: CountedItem[];
  busy: boolean;
  /** Opens one person's ratings. */
  onOpen: (id: string, name: string) => void;
}

/** Every mentor who rated, with how many ratings each completed; sortable by either column. */
export function MentorsList({ items, busy, onOpen }: PeopleListProps) {
  const [sort, setSort] = useState<MentorSort>({ column: 'name', descending: false });
  const rows = sortMentors(mentorRows(items), sort);
  return (
    <TableSection heading={<Title order={3}>Mentors' Talent Ratings</Title>} busy={busy} loadingLabel="Loading the mentors' ratings" columns={2}>
      <Table.Thead>
        <Table.Tr>
          <SortHeader label="Mentor" column="name" sort={sort} onSort={setSort} />
          <SortHeader label="Ratings Completed" column="completed" sort={sort} onSort={setSort} />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <PersonRow key={row.id} person={row} onOpen={onOpen}>
            <Table.Td>{row.completed}</Table.Td>
          </PersonRow>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}

/** Every rated participant, with the aggregate of each criterion. */
export function ParticipantsList({ items, busy, onOpen }: PeopleListProps) {
  const columns = criteria(items);
  const rows = participantRows(items, columns);
  return (
    <TableSection
      heading={<Title order={3}>Participants' Talent Ratings</Title>}
      busy={busy}
      loadingLabel="Loading the participants' ratings"
      columns={columns.length + 1}
    >
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
          <PersonRow key={row.id} person={row} onOpen={onOpen}>
            {columns.map((c) => (
              <Table.Td key={c}>{row.aggregates[c]}</Table.Td>
            ))}
          </PersonRow>
        ))}
      </Table.Tbody>
    </TableSection>
  );
}

interface DetailProps {
  title: string;
  /** Who the rows are: the other side of the person opened. */
  firstColumn: string;
  rows: RatingRow[];
  /** Said in a row opened that has no rating lines. */
  empty: string;
  busy: boolean;
  /** The row whose rating lines are shown. */
  expanded: string | null;
  onToggle: (key: string) => void;
  onBack: () => void;
  backLabel: string;
}

/** One person's ratings, a row for each person on the other side; a row opens onto its rating lines. */
export function DetailView({ title, firstColumn, rows, empty, busy, expanded, onToggle, onBack, backLabel }: DetailProps) {
  const heading = (
    <Group gap="xs">
      <ActionIcon variant="subtle" onClick={onBack} aria-label={backLabel}>
        <IconArrowLeft size={18} />
      </ActionIcon>
      <Title order={3}>{title}</Title>
    </Group>
  );
  return (
    <TableSection heading={heading} busy={busy} loadingLabel="Loading the ratings" columns={3}>
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
    </TableSection>
  );
}

interface TableSectionProps {
  heading: ReactNode;
  busy: boolean;
  /** The spinner's name while busy. */
  loadingLabel: string;
  columns: number;
  /** The table's head and body. */
  children: ReactNode;
}

/** A heading over a table, or over a spinner while the ratings load or the view switches. */
function TableSection({ heading, busy, loadingLabel, columns, children }: TableSectionProps) {
  return (
    <Stack gap="sm">
      {heading}
      {busy ? (
        <Group justify="center" p="md">
          <Loader size="sm" role="status" aria-label={loadingLabel} />
        </Group>
      ) : (
        <FittingTable columns={columns}>{children}</FittingTable>
      )}
    </Stack>
  );
}

/** A table that takes the card's width when its columns fit, and scrolls otherwise (re-measured on resize and sidebar toggle). */
function FittingTable({ columns, children }: { columns: number; children: ReactNode }) {
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

interface PersonRowProps {
  person: { id: string; name: string };
  onOpen: PeopleListProps['onOpen'];
  /** The cells after the name. */
  children: ReactNode;
}

/** A person's row in a list: their name, as the button that opens their ratings, then the cells. */
function PersonRow({ person, onOpen, children }: PersonRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <UnstyledButton c="blue" onClick={() => onOpen(person.id, person.name)}>
          {person.name}
        </UnstyledButton>
      </Table.Td>
      {children}
    </Table.Tr>
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
