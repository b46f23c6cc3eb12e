import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { LedgerQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { ledgerItem, ledgerProperty, ledgerStatus, ledgerTag } from './ledgerMocks';
import { LedgerPage } from './LedgerPage';

const user = userEvent.setup({ delay: null });

const idea = ledgerStatus('s1', 'Idea');
const building = ledgerStatus('s2', 'Building', 'g2');
const aiTag = ledgerTag('t1', 'AI');

const ledger: LedgerQuery = {
  __typename: 'Query',
  ledger: { __typename: 'Ledger', id: '9', name: 'Green logistics', description: '', status: 'ACTIVE', owner: { __typename: 'Organization', id: '3', name: 'Acme' } },
  ledgerItems: [
    ledgerItem('1', {
      name: 'Drone delivery',
      children: ['2'],
      properties: [
        ledgerProperty('Stage', { propertyType: 'STATUS', valueStatus: idea }),
        ledgerProperty('Budget', { propertyType: 'MONEY', valueNumber: '25000.00', valueCurrency: 'USD' }),
        ledgerProperty('Weight', { propertyType: 'NUMBER', valueNumber: '12.50' }),
      ],
    }),
    ledgerItem('2', {
      name: 'Battery swap',
      parentId: '1',
      properties: [
        ledgerProperty('Labels', { propertyType: 'TAGS', valueTags: [aiTag] }),
        ledgerProperty('Budget', { id: 'p-Budget-2', propertyType: 'MONEY', valueNumber: '4800.5', valueCurrency: 'EUR' }),
      ],
    }),
  ],
  ledgerStatusGroups: [
    { __typename: 'LedgerStatusGroup', id: 'g1', name: 'To-do', statuses: [idea] },
    { __typename: 'LedgerStatusGroup', id: 'g2', name: 'Doing', statuses: [building] },
  ],
  ledgerTags: [aiTag],
};

function renderLedger(routes: Parameters<typeof mockFetch>[0] = {}) {
  signInAnn();
  const mocks = mockFetch({ 'POST /gql Ledger': gqlData<LedgerQuery>(ledger), ...routes });
  renderAt(
    '/innovation/initiatives/9',
    <Routes>
      <Route path="/innovation/initiatives/:ledgerId" element={<LedgerPage />} />
    </Routes>,
  );
  return mocks;
}

describe('LedgerPage', () => {
  it('shows the tree as a table with a column per property, expanding an item to its children', async () => {
    renderLedger();
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Item', 'Budget', 'Labels', 'Stage', 'Weight']);
    expect(within(table).getByText('12.50')).toBeInTheDocument();
    expect(within(table).getByText('$25,000.00')).toBeInTheDocument();
    expect(within(table).queryByText('Battery swap')).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Expand Drone delivery' }));
    expect(within(table).getByText('Battery swap')).toBeInTheDocument();
    expect(within(table).getByText('€4,800.50')).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Collapse Drone delivery' }));
    expect(within(table).queryByText('Battery swap')).not.toBeInTheDocument();
  });

  it('shows the board with a column per status, in its group', async () => {
    renderLedger();
    await user.click(await screen.findByRole('tab', { name: 'Board' }));
    const ideaColumn = await screen.findByRole('region', { name: 'Idea column' });
    expect(within(ideaColumn).getByText('To-do')).toBeInTheDocument();
    expect(within(ideaColumn).getByText('Drone delivery')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'No status column' })).getByText('Battery swap')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Building column' })).queryByLabelText(/^Card/)).not.toBeInTheDocument();
  });

  it('shows the server’s refusal of a number under the number field', async () => {
    const { requests } = renderLedger({
      'POST /gql CreateLedgerProperty': gqlError('Enter a decimal number, such as 12 or 3.25.', { code: 'BAD_USER_INPUT', field: 'valueNumber' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Drone delivery' }));
    const drawer = await screen.findByRole('dialog', { name: 'Drone delivery' });
    await user.click(within(drawer).getByRole('button', { name: 'Add property' }));
    await user.type(within(drawer).getByLabelText(/^Property/), 'Cost');
    await user.click(within(drawer).getByRole('combobox', { name: 'Type' }));
    const types = await screen.findByRole('listbox', { name: 'Type', hidden: true });
    await user.click(within(types).getByRole('option', { name: 'Number', hidden: true }));
    await user.type(within(drawer).getByLabelText(/^Number/), '12,5');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Enter a decimal number, such as 12 or 3.25.')).toBeInTheDocument();
    const sent = requests.find(isOperation('CreateLedgerProperty'));
    expect(sent?.body).toMatchObject({ variables: { input: { ledgerItemId: '1', name: 'Cost', propertyType: 'NUMBER', value: { valueNumber: '12,5' } } } });
  });

  it('adds money in the ledger’s last currency, or another, and shows the server’s refusal under the currency', async () => {
    const { requests } = renderLedger({
      'POST /gql CreateLedgerProperty': gqlError('Choose a currency code such as USD or EUR.', { code: 'BAD_USER_INPUT', field: 'valueCurrency' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Drone delivery' }));
    const drawer = await screen.findByRole('dialog', { name: 'Drone delivery' });
    await user.click(within(drawer).getByRole('button', { name: 'Add property' }));
    await user.type(within(drawer).getByLabelText(/^Property/), 'Grant');
    await user.click(within(drawer).getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox', { name: 'Type', hidden: true })).getByRole('option', { name: 'Money', hidden: true }));
    const currency = within(drawer).getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('EUR · Euro');
    await user.type(within(drawer).getByRole('textbox', { name: 'Amount' }), '1234.567');
    expect(within(drawer).getByRole('textbox', { name: 'Amount' })).toHaveValue('1,234.56');
    await user.click(currency);
    await user.click(within(await screen.findByRole('listbox', { name: 'Currency', hidden: true })).getByRole('option', { name: 'CHF · Swiss Franc', hidden: true }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText('Choose a currency code such as USD or EUR.')).toBeInTheDocument();
    const sent = requests.find(isOperation('CreateLedgerProperty'));
    expect(sent?.body).toMatchObject({
      variables: { input: { ledgerItemId: '1', name: 'Grant', propertyType: 'MONEY', value: { valueNumber: '1234.56', valueCurrency: 'CHF' } } },
    });
  });
});
