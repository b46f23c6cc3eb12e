import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session/store';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlError, shellRoutes, signInAnn } from '../../test/shellMocks';
import { useActiveHackathon } from './ActiveHackathonContext';
import { ActiveHackathonProvider } from './ActiveHackathonProvider';

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const alpha = { id: '1', name: 'Alpha' };
const beta = { id: '2', name: 'Beta' };

function Probe() {
  const { active, status, requestSwitch, activate } = useActiveHackathon();
  return (
    <>
      <p>
        {status}: {active?.name ?? 'none'}
      </p>
      <button onClick={() => requestSwitch(beta)}>Switch to Beta</button>
      <button onClick={() => activate(beta)}>Activate Beta</button>
    </>
  );
}

function renderProvider() {
  renderAt(
    '/somewhere',
    <ActiveHackathonProvider>
      <Probe />
    </ActiveHackathonProvider>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('the active hackathon chosen at load (SPEC 4)', () => {
  it('keeps the stored one while it is still the user’s', async () => {
    signInAnn();
    session.setActiveHackathon({ id: '2', name: 'Beta (old name)' });
    mockFetch(shellRoutes([alpha, beta]));
    renderProvider();
    expect(await screen.findByText('ready: Beta')).toBeInTheDocument();
  });

  it('takes the first hackathon with a role when the stored one is gone', async () => {
    signInAnn();
    session.setActiveHackathon({ id: '9', name: 'Gone' });
    mockFetch(shellRoutes([alpha, beta]));
    renderProvider();
    expect(await screen.findByText('ready: Alpha')).toBeInTheDocument();
    expect(session.get().activeHackathon).toEqual(alpha);
  });

  it('has none without hackathons', async () => {
    signInAnn();
    mockFetch(shellRoutes());
    renderProvider();
    expect(await screen.findByText('ready: none')).toBeInTheDocument();
  });

  it('reports a failed check', async () => {
    signInAnn();
    mockFetch({ ...shellRoutes(), 'POST /gql MyHackathons': gqlError('Something went wrong, please try again.') });
    renderProvider();
    expect(await screen.findByText('failed: none')).toBeInTheDocument();
  });
});

describe('switching the active hackathon (SPEC 2.8)', () => {
  it('makes the first one active without asking', async () => {
    signInAnn();
    mockFetch(shellRoutes());
    renderProvider();
    await user.click(await screen.findByRole('button', { name: 'Switch to Beta' }));
    expect(await screen.findByText('ready: Beta')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks first; Cancel keeps the current one', async () => {
    signInAnn();
    mockFetch(shellRoutes([alpha, beta]));
    renderProvider();
    await screen.findByText('ready: Alpha');
    await user.click(screen.getByRole('button', { name: 'Switch to Beta' }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure? You are about to switch to an entirely different hackathon called:Beta');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('ready: Alpha')).toBeInTheDocument();
    expect(location()).toHaveTextContent('/somewhere');
  });

  it('Confirm makes it active and opens its page (HackathonView)', async () => {
    signInAnn();
    mockFetch(shellRoutes([alpha, beta]));
    renderProvider();
    await screen.findByText('ready: Alpha');
    await user.click(screen.getByRole('button', { name: 'Switch to Beta' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('ready: Beta')).toBeInTheDocument();
    expect(session.get().activeHackathon).toEqual(beta);
    expect(location()).toHaveTextContent('/hackathon/2/detail');
  });

  it('makes one active without asking when the user has just taken on a role in it', async () => {
    signInAnn();
    mockFetch(shellRoutes([alpha, beta]));
    renderProvider();
    await screen.findByText('ready: Alpha');
    await user.click(screen.getByRole('button', { name: 'Activate Beta' }));
    expect(await screen.findByText('ready: Beta')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/somewhere');
  });
});
