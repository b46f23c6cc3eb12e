import { useQuery } from '@apollo/client/react';
import { ApolloProvider } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HackathonPhaseQuery } from '../../gql/graphql';
import { authClient } from '../../lib/apollo/clients';
import { session } from '../../lib/session/store';
import { json, mockFetch } from '../../test/fetchMock';
import { gqlData, isOperation } from '../../test/shellMocks';
import { PHASE_POLL_MS_KEY, usePhasePolling } from './usePhasePolling';

// A stand-in for the sidebar: reads the hackathon's phase from the cache.
const SidebarQuery = parse(`query TestSidebar($id: ID!) { hackathon(id: $id) { id phase phaseDisplay hasJudges } }`);

function Sidebar() {
  usePhasePolling('5');
  const { data } = useQuery<{ hackathon: { phaseDisplay: string } }>(SidebarQuery, { variables: { id: '5' } });
  return <p>phase {data?.hackathon.phaseDisplay ?? '...'}</p>;
}

const PHASES = { PLANNING: 'Planning', HACKING: 'Hacking' } as const;

const hackathon = (phase: keyof typeof PHASES, hasJudges = false): HackathonPhaseQuery['hackathon'] => ({
  __typename: 'Hackathon',
  id: '5',
  phase,
  phaseDisplay: PHASES[phase],
  hasJudges,
  hasPrizes: false,
  hasMentors: false,
  hasVolunteers: false,
  hasTalents: false,
});

let server: ReturnType<typeof hackathon>;
let hidden = false;

function renderPolling() {
  const fetches = mockFetch({
    'POST /gql TestSidebar': () => json(200, { data: { hackathon: server } }),
    'POST /gql HackathonPhase': () => gqlData<HackathonPhaseQuery>({ hackathon: server })(),
  });
  render(
    <ApolloProvider client={authClient}>
      <Sidebar />
    </ApolloProvider>,
  );
  const count = (operation: string) => fetches.requests.filter(isOperation(operation)).length;
  return { count };
}

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  session.login('tok');
  server = hackathon('PLANNING');
  hidden = false;
  vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden);
});

afterEach(() => vi.useRealTimers());

describe('usePhasePolling', () => {
  it('announces a phase change for 4 s and refreshes the queries reading it', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { count } = renderPolling();
    await tick(0);
    expect(screen.getByText('phase Planning')).toBeInTheDocument();

    server = hackathon('HACKING');
    await tick(30_000);
    expect(count('HackathonPhase')).toBe(1);
    expect(count('TestSidebar')).toBe(2);
    expect(screen.getByText('phase Hacking')).toBeInTheDocument();
    expect(show).toHaveBeenCalledTimes(1);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Hackathon phase updated to: Hacking', color: 'green', autoClose: 4000 }),
    );
  });

  it('refreshes without a notice when only a flag changed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { count } = renderPolling();
    await tick(0);
    server = hackathon('PLANNING', true);
    await tick(30_000);
    expect(count('TestSidebar')).toBe(2);
    expect(show).not.toHaveBeenCalled();
  });

  it('does nothing when nothing changed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { count } = renderPolling();
    await tick(0);
    await tick(60_000);
    expect(count('HackathonPhase')).toBe(2);
    expect(count('TestSidebar')).toBe(1);
    expect(show).not.toHaveBeenCalled();
  });

  it('pauses while the tab is hidden or not focused', async () => {
    const { count } = renderPolling();
    hidden = true;
    await tick(60_000);
    expect(count('HackathonPhase')).toBe(0);
    hidden = false;
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    await tick(30_000);
    expect(count('HackathonPhase')).toBe(0);
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
    await tick(30_000);
    expect(count('HackathonPhase')).toBe(1);
  });

  it('polls at the test-only interval from localStorage', async () => {
    localStorage.setItem(PHASE_POLL_MS_KEY, '1000');
    const { count } = renderPolling();
    await tick(3_000);
    expect(count('HackathonPhase')).toBe(3);
  });
});
