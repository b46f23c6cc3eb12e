import { describe, expect, it } from 'vitest';
import { boardColumns, matchesFilters, NO_STATUS, propertyColumns, statusPropertyName, treeRows, type Item, type Property } from './ledgerModel';

const status = (id: string, name: string) => ({ __typename: 'LedgerStatus' as const, id, name, statusGroupId: 'g1' });
const tag = (id: string) => ({ __typename: 'LedgerTag' as const, id, name: `Tag ${id}`, color: '#1c7ed6' });

function property(name: string, fields: Partial<Property>): Property {
  return {
    __typename: 'LedgerProperty',
    id: `${name}-${Math.random()}`,
    ledgerItemId: '',
    name,
    propertyType: 'TEXT',
    valueText: '',
    valueNumber: null,
    valueTags: [],
    valueStatus: null,
    linkedItemId: null,
    ...fields,
  };
}

function item(id: string, parentId: string | null, children: string[], properties: Property[] = []): Item {
  return { __typename: 'LedgerItem', id, uid: `u${id}`, name: `Item ${id}`, description: '', parentId, children, properties };
}

const root = item('1', null, ['2'], [property('Stage', { propertyType: 'STATUS', valueStatus: status('s1', 'Idea') })]);
const child = item('2', '1', ['3'], [property('Labels', { propertyType: 'TAGS', valueTags: [tag('t1')] })]);
const grandchild = item('3', '2', []);
const loose = item('4', null, [], [property('Budget', { propertyType: 'NUMBER', valueNumber: '12.5' })]);
const items = [root, child, grandchild, loose];

describe('the ledger model', () => {
  it('has a column per property name with its type', () => {
    expect(propertyColumns(items)).toEqual([
      { name: 'Budget', type: 'NUMBER' },
      { name: 'Labels', type: 'TAGS' },
      { name: 'Stage', type: 'STATUS' },
    ]);
  });

  it('shows the children of expanded items only, indented', () => {
    expect(treeRows(items, new Set()).map((r) => r.item.id)).toEqual(['1', '4']);
    const open = treeRows(items, new Set(['1', '2']));
    expect(open.map((r) => [r.item.id, r.depth])).toEqual([
      ['1', 0],
      ['2', 1],
      ['3', 2],
      ['4', 0],
    ]);
    expect(open[0].hasChildren).toBe(true);
    expect(open[2].hasChildren).toBe(false);
  });

  it('lists filtered items flat', () => {
    const rows = treeRows(items, new Set(), (i) => matchesFilters(i, { tagIds: ['t1'], statusIds: [] }, 'Stage'));
    expect(rows.map((r) => r.item.id)).toEqual(['2']);
  });

  it('filters by tag and by status together', () => {
    expect(matchesFilters(root, { tagIds: [], statusIds: ['s1'] }, 'Stage')).toBe(true);
    expect(matchesFilters(root, { tagIds: ['t1'], statusIds: ['s1'] }, 'Stage')).toBe(false);
    expect(matchesFilters(loose, { tagIds: [], statusIds: ['s1'] }, 'Stage')).toBe(false);
    expect(matchesFilters(loose, { tagIds: [], statusIds: [] }, 'Stage')).toBe(true);
  });

  it('groups the board by the status property, in board order', () => {
    expect(statusPropertyName(items)).toBe('Stage');
    expect(statusPropertyName([loose])).toBe('Status');
    const groups = [{ __typename: 'LedgerStatusGroup' as const, id: 'g1', name: 'To-do', statuses: [status('s1', 'Idea'), status('s2', 'Building')] }];
    const columns = boardColumns(groups, items, 'Stage');
    expect(columns.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([
      [NO_STATUS, ['2', '3', '4']],
      ['s1', ['1']],
      ['s2', []],
    ]);
    expect(columns[1].group).toBe('To-do');
  });
});
