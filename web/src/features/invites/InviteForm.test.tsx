import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { InvitePayloadFieldsFragment } from '../../gql/graphql';
import { renderAt } from '../../test/render';
import { gqlError } from '../../test/shellMocks';
import { authClient } from '../../lib/apollo/clients';
import { mockFetch } from '../../test/fetchMock';
import { InviteForm } from './InviteForm';
import { InviteToHackathonMutation } from './operations';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const payload = (changes: Partial<InvitePayloadFieldsFragment> = {}): InvitePayloadFieldsFragment => ({
  __typename: 'InvitePayload',
  invited: [],
  alreadyPending: [],
  rejected: [],
  ...changes,
});

function renderForm(onSend: (emails: string[]) => Promise<InvitePayloadFieldsFragment | undefined>) {
  renderAt('/', <InviteForm onSend={onSend} />);
}

const addresses = () => screen.getByLabelText('E-mail addresses');

describe('InviteForm', () => {
  it('sends a pasted list, split on lines, commas and semicolons, each address once', async () => {
    const onSend = vi.fn(() => Promise.resolve(payload()));
    renderForm(onSend);
    await user.click(addresses());
    await user.paste('ann@example.com, bob@example.com;\ncy@example.com\nANN@example.com');
    await user.click(screen.getByRole('button', { name: 'Send 3 invites' }));
    expect(onSend).toHaveBeenCalledWith(['ann@example.com', 'bob@example.com', 'cy@example.com']);
  });

  it('asks for an address before sending', async () => {
    const onSend = vi.fn(() => Promise.resolve(payload()));
    renderForm(onSend);
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Enter at least one e-mail address.')).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('loads the e-mail column of a CSV file into the list', async () => {
    renderForm(() => Promise.resolve(payload()));
    await user.type(addresses(), 'zed@example.com');
    const csv = new File(['Name;Work e-mail;Team\nAnn Lee;ann@example.com;Red\nBob Ray;bob@example.com;Blue\nZed;zed@example.com;Red\n'], 'people.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByLabelText('CSV file'), csv);
    expect(await screen.findByText('Loaded 3 addresses from the column "Work e-mail" of people.csv.')).toBeInTheDocument();
    expect(addresses()).toHaveValue('zed@example.com\nann@example.com\nbob@example.com');
    expect(screen.getByRole('button', { name: 'Send 3 invites' })).toBeInTheDocument();
  });

  it('says so when a CSV file has no addresses', async () => {
    renderForm(() => Promise.resolve(payload()));
    await user.upload(screen.getByLabelText('CSV file'), new File(['Name,Team\nAnn,Red\n'], 'teams.csv', { type: 'text/csv' }));
    expect(await screen.findByText('No e-mail addresses found in teams.csv.')).toBeInTheDocument();
  });

  it('shows who was invited, who had an invite already, and why the others were not', async () => {
    const outcome = payload({
      invited: [{ __typename: 'Invite', id: '1', email: 'ann@example.com' }],
      alreadyPending: [{ __typename: 'Invite', id: '2', email: 'bob@example.com' }],
      rejected: [
        { __typename: 'RejectedAddress', email: 'cy@example', reason: 'Not an e-mail address.' },
        { __typename: 'RejectedAddress', email: 'dee@example.com', reason: 'is a judge already' },
      ],
    });
    renderForm(() => Promise.resolve(outcome));
    await user.click(addresses());
    await user.paste('ann@example.com\nbob@example.com\ncy@example\ndee@example.com');
    await user.click(screen.getByRole('button', { name: 'Send 4 invites' }));

    const results = await screen.findByRole('region', { name: 'Invite results' });
    expect(within(results).getByText('Invited 1 address')).toBeInTheDocument();
    expect(within(results).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(results).getByText('Already invited, no second e-mail: 1')).toBeInTheDocument();
    expect(within(results).getByText('bob@example.com')).toBeInTheDocument();
    expect(within(results).getByText('Not invited: 2')).toBeInTheDocument();
    expect(within(results).getByText('cy@example').parentElement).toHaveTextContent('cy@example: Not an e-mail address.');
    expect(within(results).getByText('dee@example.com').parentElement).toHaveTextContent('dee@example.com: is a judge already');
    // The list is cleared for the next ones.
    expect(addresses()).toHaveValue('');
  });

  it('shows the server’s complaint about the addresses under them', async () => {
    mockFetch({ 'POST /gql InviteToHackathon': gqlError('Invite at most 1000 addresses at once.', { code: 'BAD_USER_INPUT', field: 'emails' }) });
    const send = async (emails: string[]) => {
      const { data } = await authClient.mutate({ mutation: InviteToHackathonMutation, variables: { input: { hackathonId: '5', kind: 'JUDGE', emails } } });
      return data?.inviteToHackathon;
    };
    renderForm(send);
    await user.type(addresses(), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invite' }));
    expect(await screen.findByText('Invite at most 1000 addresses at once.')).toBeInTheDocument();
    expect(addresses()).toHaveAttribute('aria-invalid', 'true');
  });
});
