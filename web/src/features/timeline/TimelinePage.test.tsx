import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import type {
  AdvanceHackathonPhaseMutation,
  CreatedHackathonsQuery,
  HackathonPhase,
  SetHackathonTimelineMutation,
  TimelineFieldsFragment,
  TimelinePageQuery,
} from '../../gql/graphql';
import { authClient } from '../../lib/apollo/clients';
import { session } from '../../lib/session/store';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError } from '../../test/shellMocks';
import { TimelinePage } from './TimelinePage';

const slot = (phase: HackathonPhase, phaseDisplay: string, startsAt: string | null = null): TimelineFieldsFragment['slots'][number] => ({
  __typename: 'PhaseSlot',
  phase,
  phaseDisplay,
  startsAt,
});

const timeline = (phase: HackathonPhase = 'PLANNING', phaseDisplay = 'Planning'): TimelineFieldsFragment => ({
  __typename: 'HackathonTimeline',
  hackathonId: '5',
  timeZone: 'Europe/Berlin',
  phase,
  phaseDisplay,
  slots: [
    slot('PLANNING', 'Planning', '2030-01-10T08:00:00Z'),
    slot('REGISTRATION_OPEN', 'Registration open', '2030-02-01T08:00:00Z'),
    slot('HACKING', 'Hacking'),
    slot('JUDGING', 'Judging'),
    slot('COMPLETE', 'Complete'),
  ],
  nextPhase: 'REGISTRATION_OPEN',
  nextTransitionAt: '2030-02-01T08:00:00Z',
  reminderAt: null,
  workflowId: 'hackathon-lifecycle:5',
});

/** The page's answer; `manage`: whether the server lets the viewer change the timeline. */
const page = (manage: boolean) =>
  gqlData<TimelinePageQuery>({
    hackathon: {
      __typename: 'Hackathon',
      id: '5',
      name: 'Spring Hack',
      viewerCan: { __typename: 'HackathonViewerCan', manage },
      phase: 'PLANNING',
    },
    hackathonTimeline: timeline(),
  })();

const variablesOf = (requests: MockRequest[], operation: string) =>
  requests
    .map((r) => r.body as { operationName: string; variables: Record<string, unknown> })
    .filter((body) => body.operationName === operation)
    .map((body) => body.variables);

function renderTimeline(path = '/hackathon/5/timeline') {
  renderAt(
    path,
    <ApolloProvider client={authClient}>
      <Routes>
        <Route path="/hackathon/:hackathon_id/timeline" element={<TimelinePage />} />
        <Route path="/hackathon/5/detail" element={<p>detail</p>} />
      </Routes>
    </ApolloProvider>,
  );
}

/** Matches a paragraph by its whole text, across the elements inside it. */
const paragraph = (text: RegExp) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && text.test(element.textContent ?? '');

const startField = (phase: string) => screen.getByLabelText(`${phase} starts`);

beforeEach(() => session.login('tok'));

describe('TimelinePage', () => {
  it('shows the schedule read-only to viewers without manage rights', async () => {
    mockFetch({ 'POST /gql TimelinePage': () => page(false) });
    renderTimeline();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /Registration open .*Feb.*2030.*9:00 AM/ })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Hacking Not scheduled' })).toBeInTheDocument();
    expect(screen.getByText('Planning', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByText('hackathon-lifecycle:5')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Advance/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save timeline' })).not.toBeInTheDocument();
  });

  it('lets the creator edit each start in the hackathon zone and saves them in UTC', async () => {
    const { requests } = mockFetch({
      'POST /gql TimelinePage': () => page(true),
      'POST /gql SetHackathonTimeline': gqlData<SetHackathonTimelineMutation>({
        setHackathonTimeline: { __typename: 'SetHackathonTimelinePayload', timeline: timeline() },
      }),
    });
    renderTimeline();
    expect(await screen.findByLabelText('Registration open starts')).toHaveValue('Feb 1, 2030, 9:00 AM');
    expect(screen.getByText(paragraph(/^Next: Registration open at .*Feb.*2030.*, in \d+ d \d+ h$/))).toBeInTheDocument();
    fireEvent.change(startField('Hacking'), { target: { value: '2030-03-01T10:30:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save timeline' }));

    await waitFor(() => expect(variablesOf(requests, 'SetHackathonTimeline')).toHaveLength(1));
    expect(variablesOf(requests, 'SetHackathonTimeline')[0].input).toEqual({
      hackathonId: '5',
      timeZone: 'Europe/Berlin',
      phases: [
        { phase: 'PLANNING', startsAt: '2030-01-10T08:00:00.000Z' },
        { phase: 'REGISTRATION_OPEN', startsAt: '2030-02-01T08:00:00.000Z' },
        { phase: 'HACKING', startsAt: '2030-03-01T09:30:00.000Z' },
        { phase: 'JUDGING', startsAt: null },
        { phase: 'COMPLETE', startsAt: null },
      ],
    });
    expect(await screen.findByText('Timeline saved')).toBeInTheDocument();
  });

  it('refuses a start before the previous phase, with the message under its field', async () => {
    const { requests } = mockFetch({ 'POST /gql TimelinePage': () => page(true) });
    renderTimeline();
    fireEvent.change(await screen.findByLabelText('Hacking starts'), { target: { value: '2030-01-20T10:00:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save timeline' }));
    expect(startField('Hacking')).toHaveAccessibleDescription(expect.stringContaining('Must be after the start of Registration open'));
    expect(variablesOf(requests, 'SetHackathonTimeline')).toHaveLength(0);
  });

  it('shows a server refusal under the field it names', async () => {
    const message = 'Hacking: must start after Registration open (2030-02-01T08:00:00Z)';
    mockFetch({
      'POST /gql TimelinePage': () => page(true),
      'POST /gql SetHackathonTimeline': gqlError(message, { code: 'BAD_USER_INPUT', field: 'phases.HACKING.startsAt' }),
    });
    renderTimeline();
    fireEvent.change(await screen.findByLabelText('Hacking starts'), { target: { value: '2030-03-01T10:30:00' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save timeline' }));
    await waitFor(() => expect(startField('Hacking')).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(startField('Hacking')).toHaveValue('2030-03-01T10:30:00');
  });

  it('shows a refusal for a phase the form no longer has above the button', async () => {
    const message = 'Popular vote: this hackathon has no popular vote';
    mockFetch({
      'POST /gql TimelinePage': () => page(true),
      'POST /gql SetHackathonTimeline': gqlError(message, { code: 'BAD_USER_INPUT', field: 'phases.POPULAR_VOTE.startsAt' }),
    });
    renderTimeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Save timeline' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('advances to the next phase after a confirmation', async () => {
    const { requests } = mockFetch({
      'POST /gql TimelinePage': () => page(true),
      'POST /gql AdvanceHackathonPhase': gqlData<AdvanceHackathonPhaseMutation>({
        advanceHackathonPhase: {
          __typename: 'AdvanceHackathonPhasePayload',
          timeline: { ...timeline('REGISTRATION_OPEN', 'Registration open'), nextPhase: null, nextTransitionAt: null },
          hackathon: { __typename: 'Hackathon', id: '5', phase: 'REGISTRATION_OPEN', phaseDisplay: 'Registration open' },
        },
      }),
    });
    renderTimeline();
    await userEvent.click(await screen.findByRole('button', { name: 'Advance to Registration open now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Advance to Registration open now?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Advance now' }));

    expect(await screen.findByText('Hackathon phase updated to: Registration open')).toBeInTheDocument();
    expect(variablesOf(requests, 'AdvanceHackathonPhase')[0].input).toEqual({ hackathonId: '5', expectedPhase: 'PLANNING' });
    expect(screen.getByText('Registration open', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Advance to Hacking now' })).toBeInTheDocument();
    expect(screen.getByText('No phase change is scheduled.')).toBeInTheDocument();
  });

  it('opens the newest created hackathon for /hackathon/new/timeline', async () => {
    const items = ['3', '12', '7'].map((id) => ({ __typename: 'Hackathon' as const, id }));
    mockFetch({ 'POST /gql CreatedHackathons': gqlData<CreatedHackathonsQuery>({ hackathons: { __typename: 'HackathonPage', items } }) });
    renderTimeline('/hackathon/new/timeline');
    await waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/hackathon/12/timeline'));
  });

  it('explains /hackathon/new/timeline to a user who has created no hackathon', async () => {
    mockFetch({ 'POST /gql CreatedHackathons': gqlData<CreatedHackathonsQuery>({ hackathons: { __typename: 'HackathonPage', items: [] } }) });
    renderTimeline('/hackathon/new/timeline');
    expect(await screen.findByRole('link', { name: 'Create a hackathon' })).toHaveAttribute('href', '/hackathon/create');
  });
});
