import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { DeleteOrganizationMutation, MyOrganizationsQuery, UpdateOrganizationMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, inputOf, isOperation, signInAnn } from '../../test/shellMocks';
import { ORGANIZATION_KEY } from './currentOrganization';
import { OrganizationPage } from './OrganizationPage';

const user = userEvent.setup({ delay: null });

type Organization = MyOrganizationsQuery['organizations'][number];
const org = (id: string, name: string, role: 'OWNER' | 'ADMIN' | 'MEMBER'): Organization => ({
  __typename: 'Organization',
  logo: null,
  id,
  name,
  description: `${name} runs hackathons.`,
  userMembershipRole: role,
  viewerCan: { __typename: 'OrganizationViewerCan', createHackathon: role !== 'MEMBER', update: role !== 'MEMBER', delete: role === 'OWNER' },
});
const acme = org('3', 'Acme', 'OWNER');
const beta = org('4', 'Beta Labs', 'MEMBER');

function renderPage(path: string, routes: Record<string, () => Response> = {}) {
  signInAnn();
  const mocks = mockFetch({ 'POST /gql MyOrganizations': gqlData<MyOrganizationsQuery>({ organizations: [acme, beta] }), ...routes });
  renderAt(
    path,
    <Routes>
      <Route path="/organization" element={<OrganizationPage />} />
      <Route path="/organization/:organization_id" element={<OrganizationPage />} />
    </Routes>,
  );
  return mocks;
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('OrganizationPage', () => {
  it('opens the organization last chosen, and switches to another, remembering it', async () => {
    localStorage.setItem(ORGANIZATION_KEY, '4');
    renderPage('/organization');
    expect(await screen.findByRole('heading', { name: 'Beta Labs' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/organization/4');
    expect(screen.getByText('Beta Labs runs hackathons.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Organization details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete organization' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Switch organization' }));
    await user.click(await screen.findByRole('option', { name: 'Acme', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/organization/3');
    expect(localStorage.getItem(ORGANIZATION_KEY)).toBe('3');
  });

  it('saves the name and description, showing the server’s refusal under its field', async () => {
    let answer = gqlError('Ensure this field has no more than 1000 characters.', { code: 'BAD_USER_INPUT', field: 'description' });
    const { requests } = renderPage('/organization/3', { 'POST /gql UpdateOrganization': () => answer() });
    const details = await screen.findByRole('region', { name: 'Organization details' });
    const name = within(details).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText('Name is required')).toBeInTheDocument();

    await user.type(name, '  Acme Inc ');
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await within(details).findByText('Ensure this field has no more than 1000 characters.')).toBeInTheDocument();

    answer = gqlData<UpdateOrganizationMutation>({ updateOrganization: { __typename: 'UpdateOrganizationPayload', organization: { ...acme, name: 'Acme Inc' } } });
    await user.click(within(details).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Organization saved')).toBeInTheDocument();
    expect(inputOf(requests.filter(isOperation('UpdateOrganization')).at(-1))).toEqual({ id: '3', name: 'Acme Inc', description: 'Acme runs hackathons.' });
  });

  it('deletes the organization once its name is typed, and shows a refusal in the dialog', async () => {
    let answer = gqlError('This organization still hosts the hackathon "Spring Jam". Delete it first: an organization is deleted only once it hosts none.', {
      code: 'CONFLICT',
    });
    const { requests } = renderPage('/organization/3', { 'POST /gql DeleteOrganization': () => answer() });
    await user.click(await screen.findByRole('button', { name: 'Delete organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Acme?' });
    expect(within(dialog).getByText(/cannot be deleted: delete them first/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Delete organization' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Organization name' }), 'acm');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Organization name' }), 'e');
    await user.click(confirm);
    expect(await within(dialog).findByText(/still hosts the hackathon "Spring Jam"/)).toBeInTheDocument();

    answer = gqlData<DeleteOrganizationMutation>({ deleteOrganization: { __typename: 'DeletePayload', deletedId: '3' } });
    await user.click(confirm);
    expect(await screen.findByText('Acme was deleted')).toBeInTheDocument();
    expect(inputOf(requests.find(isOperation('DeleteOrganization')))).toEqual({ id: '3', confirmName: 'acme' });
  });

  it('says so for an organization the user is not part of', async () => {
    renderPage('/organization/99');
    expect(await screen.findByText('This organization does not exist, or you are not one of its members.')).toBeInTheDocument();
  });
});
