import type { Item, Property } from './ledgerModel';

type Status = NonNullable<Property['valueStatus']>;
type Tag = Property['valueTags'][number];

export const ledgerStatus = (id: string, name: string, statusGroupId = 'g1'): Status => ({ __typename: 'LedgerStatus', id, name, statusGroupId });

export const ledgerTag = (id: string, name: string, color = '#1c7ed6'): Tag => ({ __typename: 'LedgerTag', id, name, color });

/** An empty text property, unless the fields say otherwise. */
export function ledgerProperty(name: string, fields: Partial<Property> = {}): Property {
  return {
    __typename: 'LedgerProperty',
    id: `p-${name}`,
    ledgerItemId: '',
    name,
    propertyType: 'TEXT',
    valueText: '',
    valueNumber: null,
    valueCurrency: null,
    valueTags: [],
    valueStatus: null,
    linkedItemId: null,
    ...fields,
  };
}

/** "Item {id}", a root without children or properties unless the fields say otherwise. */
export function ledgerItem(id: string, fields: Partial<Item> = {}): Item {
  return {
    __typename: 'LedgerItem',
    id,
    uid: `uid-${id}`,
    name: `Item ${id}`,
    description: '',
    parentId: null,
    children: [],
    properties: [],
    ...fields,
  };
}
