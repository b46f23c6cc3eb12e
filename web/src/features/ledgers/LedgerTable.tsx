import 'mantine-datatable/styles.css';
import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useState } from 'react';
import { propertyColumns, propertyOf, treeRows, type Item, type Property, type TreeRow } from './ledgerModel';
import { formatMoney } from './money';

interface LedgerTableProps {
  items: Item[];
  /** The items matching the filters, listed flat; null without filters. */
  filtered: Item[] | null;
  onOpen: (itemId: string) => void;
}

/** The ledger as a tree table: a column per property; items with children expand and collapse. */
export function LedgerTable({ items, filtered, onOpen }: LedgerTableProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const rows = filtered ? treeRows(filtered, expanded, () => true) : treeRows(items, expanded);
  const names = new Map(items.map((i) => [i.id, i.name]));

  const columns: DataTableColumn<TreeRow>[] = [
    {
      accessor: 'name',
      title: 'Item',
      render: ({ item, depth, hasChildren }) => (
        <Group gap={4} wrap="nowrap" pl={depth * 24}>
          {hasChildren ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`${expanded.has(item.id) ? 'Collapse' : 'Expand'} ${item.name}`}
              aria-expanded={expanded.has(item.id)}
              onClick={() => toggle(item.id)}
            >
              {expanded.has(item.id) ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
            </ActionIcon>
          ) : (
            <span style={{ width: 22 }} />
          )}
          <Anchor component="button" type="button" fw={600} onClick={() => onOpen(item.id)}>
            {item.name}
          </Anchor>
        </Group>
      ),
    },
    ...propertyColumns(items).map(
      ({ name }): DataTableColumn<TreeRow> => ({
        accessor: `property:${name}`,
        title: name,
        render: ({ item }) => <PropertyValue property={propertyOf(item, name)} itemName={(id) => names.get(id) ?? ''} />,
      }),
    ),
  ];

  return (
    <DataTable
      aria-label="Ledger items"
      withTableBorder
      borderRadius="md"
      verticalSpacing="xs"
      idAccessor={({ item }) => item.id}
      records={rows}
      columns={columns}
      noRecordsText={filtered ? 'No item matches the filters.' : 'No items yet.'}
      minHeight={rows.length ? undefined : 150}
    />
  );
}

/** A property's value as the table and the item drawer show it. */
export function PropertyValue({ property, itemName }: { property: Property | undefined; itemName: (id: string) => string }) {
  if (!property) return null;
  switch (property.propertyType) {
    case 'TEXT':
      return <Text size="sm">{property.valueText}</Text>;
    case 'NUMBER':
      return (
        <Text size="sm" ff="monospace">
          {property.valueNumber}
        </Text>
      );
    case 'MONEY':
      return (
        <Text size="sm" ff="monospace">
          {property.valueNumber && property.valueCurrency ? formatMoney(property.valueNumber, property.valueCurrency) : ''}
        </Text>
      );
    case 'TAGS':
      return (
        <Group gap={4}>
          {property.valueTags.map((t) => (
            <Badge key={t.id} color={t.color} variant="filled" size="sm">
              {t.name}
            </Badge>
          ))}
        </Group>
      );
    case 'STATUS':
      return (
        <Badge variant="light" size="sm">
          {property.valueStatus?.name}
        </Badge>
      );
    case 'LINK':
      return <Text size="sm">→ {property.linkedItemId ? itemName(property.linkedItemId) : ''}</Text>;
  }
}
