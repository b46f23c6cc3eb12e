import { Button, Group, MultiSelect, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconLayoutKanban, IconPlus, IconTable } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { QueryState } from '../../components/QueryState';
import type { LedgerQuery } from '../../gql/graphql';
import { ItemDrawer } from './ItemDrawer';
import { LedgerBoard } from './LedgerBoard';
import { ItemModal, StatusModal, TagModal } from './LedgerModals';
import { filtering, matchesFilters, statusPropertyName, type Filters } from './ledgerModel';
import { LedgerTable } from './LedgerTable';
import { LedgerQuery as LedgerDocument } from './operations';

type Adding = 'item' | 'tag' | 'status' | null;

/** /innovation/initiatives/{ledgerId}: a ledger as a tree table and as a board by status, with filters by tag and status. */
export function LedgerPage() {
  const { ledgerId = '' } = useParams();
  const { data, loading, error } = useQuery(LedgerDocument, { variables: { id: ledgerId } });
  return (
    <QueryState loading={loading && !data} error={error} errorText="Unable to load this ledger.">
      {data && <LoadedLedger data={data} />}
    </QueryState>
  );
}

function LoadedLedger({ data }: { data: LedgerQuery }) {
  const { ledger, ledgerItems: items, ledgerStatusGroups: groups, ledgerTags: tags } = data;
  const [adding, setAdding] = useState<Adding>(null);
  const [openItemId, setOpenItemId] = useState<string | null>(null);
  const [filters, setFilters] = useState<Filters>({ tagIds: [], statusIds: [] });
  const statusName = statusPropertyName(items);
  const shown = useMemo(() => items.filter((i) => matchesFilters(i, filters, statusName)), [items, filters, statusName]);
  const openItem = items.find((i) => i.id === openItemId);

  return (
    <Stack>
      <PageHeader
        title={ledger.name}
        description={ledger.description || `A ledger of ${ledger.owner.name}`}
        actions={
          <>
            <Button variant="default" onClick={() => setAdding('status')}>
              Add status
            </Button>
            <Button variant="default" onClick={() => setAdding('tag')}>
              Add tag
            </Button>
            <Button leftSection={<IconPlus size={18} />} onClick={() => setAdding('item')}>
              Add item
            </Button>
          </>
        }
      />
      <Group align="flex-end">
        <MultiSelect
          label="Tags"
          placeholder={filters.tagIds.length ? undefined : 'Any tag'}
          data={tags.map((t) => ({ value: t.id, label: t.name }))}
          value={filters.tagIds}
          onChange={(tagIds) => setFilters((f) => ({ ...f, tagIds }))}
          clearable
          w={260}
        />
        <MultiSelect
          label="Statuses"
          placeholder={filters.statusIds.length ? undefined : 'Any status'}
          data={groups.map((g) => ({ group: g.name, items: g.statuses.map((s) => ({ value: s.id, label: s.name })) }))}
          value={filters.statusIds}
          onChange={(statusIds) => setFilters((f) => ({ ...f, statusIds }))}
          clearable
          w={260}
        />
        {filtering(filters) && (
          <Text size="sm" c="dimmed">
            {shown.length} of {items.length} items
          </Text>
        )}
      </Group>
      <Tabs defaultValue="table" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="table" leftSection={<IconTable size={16} />}>
            Table
          </Tabs.Tab>
          <Tabs.Tab value="board" leftSection={<IconLayoutKanban size={16} />}>
            Board
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="table" pt="md">
          <LedgerTable items={items} filtered={filtering(filters) ? shown : null} onOpen={setOpenItemId} />
        </Tabs.Panel>
        <Tabs.Panel value="board" pt="md">
          <LedgerBoard groups={groups} items={shown} statusName={statusName} onOpen={setOpenItemId} />
        </Tabs.Panel>
      </Tabs>
      {adding === 'item' && <ItemModal ledgerId={ledger.id} items={items} onClose={() => setAdding(null)} />}
      {adding === 'tag' && <TagModal ledgerId={ledger.id} onClose={() => setAdding(null)} />}
      {adding === 'status' && <StatusModal ledgerId={ledger.id} groups={groups} onClose={() => setAdding(null)} />}
      {openItem && <ItemDrawer item={openItem} data={data} onClose={() => setOpenItemId(null)} />}
    </Stack>
  );
}
