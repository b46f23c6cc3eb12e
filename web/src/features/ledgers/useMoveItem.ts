import { useMutation } from '@apollo/client/react';
import { notify } from '../../lib/notify';
import { NO_STATUS, propertyOf, type Item } from './ledgerModel';
import { CreateLedgerPropertyMutation, DeleteLedgerPropertyMutation, UpdateLedgerPropertyMutation } from './operations';

const refetch = { refetchQueries: ['Ledger'], awaitRefetchQueries: true };

/**
 * Sets an item's status property (named statusName) to a status, creating
 * the property when the item has none; NO_STATUS removes it.
 */
export function useMoveItem(statusName: string): (item: Item, statusId: string) => Promise<void> {
  const [create] = useMutation(CreateLedgerPropertyMutation, refetch);
  const [update] = useMutation(UpdateLedgerPropertyMutation, refetch);
  const [remove] = useMutation(DeleteLedgerPropertyMutation, refetch);
  return async (item, statusId) => {
    const property = propertyOf(item, statusName);
    try {
      if (statusId === NO_STATUS) {
        if (property) await remove({ variables: { id: property.id } });
      } else if (property) {
        await update({ variables: { input: { id: property.id, value: { valueStatusId: statusId } } } });
      } else {
        await create({ variables: { input: { ledgerItemId: item.id, name: statusName, propertyType: 'STATUS', value: { valueStatusId: statusId } } } });
      }
    } catch {
      notify(`${item.name} could not be moved.`, 'danger');
    }
  };
}
