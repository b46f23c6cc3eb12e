import { describe, expect, it } from 'vitest';
import { boardColumns, matchesFilters, NO_STATUS, propertyColumns, statusPropertyName, treeRows } from './ledgerModel';
import { ledgerItem, ledgerProperty, ledgerStatus, ledgerTag } from './ledgerMocks';

const root = ledgerItem('1', { children: ['2'], properties: [ledgerProperty('Stage', { propertyType: 'STATUS', valueStatus: ledgerStatus('s1', 'Idea') })] });
const child = ledgerItem('2', { parentId: '1', children: ['3'], properties: [ledgerProperty('Labels', { propertyType: 'TAGS', valueTags: [ledgerTag('t1', 'Tag t1')] })] });
const grandchild = ledgerItem('3', { parentId: '2' });
const loose = ledgerItem('4', { properties: [ledgerProperty('Budget', { propertyType: 'NUMBER', valueNumber: '12.5' })] });
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
    const groups = [{ __typename: 'LedgerStatusGroup' as const, id: 'g1', name: 'To-do', statuses: [ledgerStatus('s1', 'Idea'), ledgerStatus('s2', 'Building')] }];
    const columns = boardColumns(groups, items, 'Stage');
    expect(columns.map((c) => [c.id, c.items.map((i) => i.id)])).toEqual([
      [NO_STATUS, ['2', '3', '4']],
      ['s1', ['1']],
      ['s2', []],
    ]);
    expect(columns[1].group).toBe('To-do');
  });
});
