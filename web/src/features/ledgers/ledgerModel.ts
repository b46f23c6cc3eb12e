import type { LedgerItemFieldsFragment, LedgerPropertyFieldsFragment, LedgerPropertyType, LedgerQuery } from '../../gql/graphql';

// What the ledger page derives from the items it loaded: the table's
// columns and visible rows, the filters, and the board's columns.

export type Item = LedgerItemFieldsFragment;
export type Property = LedgerPropertyFieldsFragment;
export type StatusGroup = LedgerQuery['ledgerStatusGroups'][number];

/** A column of the table: a property name and the type its properties share. */
export interface PropertyColumn {
  name: string;
  type: LedgerPropertyType;
}

/** The property names the ledger's items use, alphabetically (a column each). */
export function propertyColumns(items: Item[]): PropertyColumn[] {
  const byName = new Map<string, LedgerPropertyType>();
  for (const item of items) for (const p of item.properties) byName.set(p.name, p.propertyType);
  return [...byName].map(([name, type]) => ({ name, type })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A row of the tree table: an item and how deep it sits. */
export interface TreeRow {
  item: Item;
  depth: number;
  hasChildren: boolean;
}

/**
 * The rows of the tree, parents before their children; the children of a
 * collapsed item are hidden. With a filter on, the matching items are listed
 * flat (their ancestors may not match).
 */
export function treeRows(items: Item[], expanded: ReadonlySet<string>, matches?: (item: Item) => boolean): TreeRow[] {
  const byId = new Map(items.map((i) => [i.id, i]));
  if (matches) return items.filter(matches).map((item) => ({ item, depth: 0, hasChildren: false }));
  const rows: TreeRow[] = [];
  const walk = (item: Item, depth: number) => {
    rows.push({ item, depth, hasChildren: item.children.length > 0 });
    if (!expanded.has(item.id)) return;
    for (const id of item.children) {
      const child = byId.get(id);
      if (child) walk(child, depth + 1);
    }
  };
  for (const item of items) if (!item.parentId || !byId.has(item.parentId)) walk(item, 0);
  return rows;
}

/** The board's status property: the first STATUS property name in use, else "Status". */
export function statusPropertyName(items: Item[]): string {
  return propertyColumns(items).find((c) => c.type === 'STATUS')?.name ?? 'Status';
}

export function propertyOf(item: Item, name: string): Property | undefined {
  return item.properties.find((p) => p.name === name);
}

/** The item's tags, over all its TAGS properties. */
export function tagIdsOf(item: Item): string[] {
  return item.properties.flatMap((p) => p.valueTags.map((t) => t.id));
}

export interface Filters {
  tagIds: string[];
  statusIds: string[];
}

/** Whether any filter is set. */
export function filtering({ tagIds, statusIds }: Filters): boolean {
  return tagIds.length > 0 || statusIds.length > 0;
}

/** An item matches when it has one of the chosen tags (if any) and one of the chosen statuses (if any). */
export function matchesFilters(item: Item, { tagIds, statusIds }: Filters, statusName: string): boolean {
  const tags = tagIdsOf(item);
  const status = propertyOf(item, statusName)?.valueStatus?.id;
  return (tagIds.length === 0 || tagIds.some((t) => tags.includes(t))) && (statusIds.length === 0 || (status !== undefined && statusIds.includes(status)));
}

/** The id of the board's column for items without a status. */
export const NO_STATUS = 'none';

/** A column of the board: a status (or none) and its items. */
export interface BoardColumn {
  id: string;
  title: string;
  group: string;
  items: Item[];
}

/** The board's columns: one per status in board order, after a column for items without one. */
export function boardColumns(groups: StatusGroup[], items: Item[], statusName: string): BoardColumn[] {
  const columns: BoardColumn[] = [{ id: NO_STATUS, title: 'No status', group: '', items: [] }];
  for (const g of groups) for (const s of g.statuses) columns.push({ id: s.id, title: s.name, group: g.name, items: [] });
  for (const item of items) {
    const status = propertyOf(item, statusName)?.valueStatus?.id ?? NO_STATUS;
    (columns.find((c) => c.id === status) ?? columns[0]).items.push(item);
  }
  return columns;
}
