import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CreateLedgerMutation, LedgerOrganizationsQuery, LedgersQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { InitiativesPage } from './InitiativesPage';

const user = userEvent.setup({ delay: null });

const acme = { __typename: 'Organization' as const, id: '3', name: 'Acme' };
const ledger = (id: string, name: string): LedgersQuery['ledgers'][number] => ({
  __typename: 'Ledger',
  id,
  name,
  description: 'Ideas of the fleet team',
  status: 'ACTIVE',
  owner: acme,
});

function renderInitiatives() {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql Ledgers': gqlData<LedgersQuery>({ ledgers: [ledger('9', 'Green logistics')] }),
    'POST /gql LedgerOrganizations': gqlData<LedgerOrganizationsQuery>({ organizations: [acme] }),
    'POST /gql CreateLedger': gqlData<CreateLedgerMutation>({ createLedger: { __typename: 'LedgerPayload', ledger: ledger('10', 'Warehouses') } }),
  });
  renderAt(
    '/innovation/initiatives',
    <Routes>
      <Route path="/innovation/initiatives" element={<InitiativesPage />} />
      <Route path="/innovation/initiatives/:ledgerId" element={<p>Ledger page</p>} />
    </Routes>,
  );
  return mocks;
}

describe('InitiativesPage', () => {
  it('lists the ledgers with their organization and opens one', async () => {
    renderInitiatives();
    const link = await screen.findByRole('link', { name: 'Green logistics' });
    expect(screen.getByText('Acme')).toBeInTheDocument();
    await user.click(link);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/innovation/initiatives/9');
  });

  it('starts a ledger for an organization and goes to it', async () => {
    const { requests } = renderInitiatives();
    await user.click(await screen.findByRole('button', { name: 'New ledger' }));
    const dialog = await screen.findByRole('dialog', { name: 'New ledger' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Choose an organization.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('combobox', { name: /^Organization/ }));
    const options = await screen.findByRole('listbox', { hidden: true });
    await user.click(within(options).getByRole('option', { name: 'Acme', hidden: true }));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Warehouses');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Ledger page')).toBeInTheDocument();
    const sent = requests.find(isOperation('CreateLedger'));
    expect(sent?.body).toMatchObject({ variables: { input: { organizationId: '3', name: 'Warehouses' } } });
  });
});
