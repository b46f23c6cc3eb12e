import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateProgramItemMutation, DeleteProgramItemMutation, ProgrammeHackathonQuery, ScheduleQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { participantCan, programmeHackathon } from './programmeMocks';
import { SchedulePage } from './SchedulePage';

const user = userEvent.setup({ delay: null });

type Item = ScheduleQuery['programItems'][number];
const item = (id: string, name: string, startTime: string, endTime: string, kind: Item['kind'] = 'SESSION'): Item => ({
  __typename: 'ProgramItem',
  id,
  kind,
  name,
  description: `About ${name}`,
  startTime,
  endTime,
  links: [],
});

const items: Item[] = [
  item('1', 'Welcome', '2026-05-04T07:00:00Z', '2026-05-04T08:00:00Z', 'KICKOFF'),
  { ...item('2', 'Lunch', '2026-05-04T10:00:00Z', '2026-05-04T11:00:00Z'), links: [{ __typename: 'ProgramItemLink', name: 'Menu', url: 'https://menu.example.com' }] },
  item('3', 'Talk', '2026-05-04T12:00:00Z', '2026-05-04T13:00:00Z'),
  item('4', 'Closing', '2026-05-06T14:00:00Z', '2026-05-06T15:00:00Z', 'CLOSING'),
];

function renderSchedule(can = {}, routes = {}) {
  signInAnn();
  const mocks = mockFetch({
    'POST /gql ProgrammeHackathon': gqlData<ProgrammeHackathonQuery>({ hackathon: programmeHackathon({}, can) }),
    'POST /gql Schedule': gqlData<ScheduleQuery>({ programItems: items }),
    ...routes,
  });
  renderAt(
    '/hackathon/5/schedule',
    <Routes>
      <Route path="/hackathon/:hackathon_id/schedule" element={<SchedulePage />} />
    </Routes>,
  );
  return mocks;
}

describe('SchedulePage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-04T10:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the programme by day in the hackathon’s time zone, with what is on now and next', async () => {
    renderSchedule(participantCan);
    const monday = await screen.findByRole('region', { name: 'Monday, May 4' });
    expect(within(monday).getAllByText(/^(Welcome|Lunch|Talk)$/).map((e) => e.textContent)).toEqual(['Welcome', 'Lunch', 'Talk']);
    expect(screen.getByRole('region', { name: 'Wednesday, May 6' })).toBeInTheDocument();

    const lunch = screen.getByLabelText('Lunch');
    expect(within(lunch).getByText('On now')).toBeInTheDocument();
    expect(within(lunch).getByText('12:00 PM – 1:00 PM UTC+2')).toBeInTheDocument();
    expect(within(lunch).getByRole('link', { name: 'Menu' })).toHaveAttribute('href', 'https://menu.example.com');
    expect(within(screen.getByLabelText('Talk')).getByText('Up next')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Welcome')).queryByText(/On now|Up next/)).not.toBeInTheDocument();

    expect(screen.getByLabelText('Calendar feed')).toHaveValue('http://localhost:3000/api/v1/hackathons/5/schedule.ics?token=cal-5');
    expect(screen.queryByRole('button', { name: 'Add item' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Lunch' })).not.toBeInTheDocument();
  });

  it('lets organizers add an item, showing the server’s field errors under the field', async () => {
    const created: CreateProgramItemMutation['createProgramItem']['programItem'] = item('9', 'Demo', '2026-05-05T08:00:00Z', '2026-05-05T09:00:00Z');
    const answers = [
      gqlError('Must lie within the hackathon’s dates.', { code: 'BAD_USER_INPUT', field: 'startTime' }),
      gqlData<CreateProgramItemMutation>({ createProgramItem: { __typename: 'ProgramItemPayload', programItem: created } }),
    ];
    const { requests } = renderSchedule({}, { 'POST /gql CreateProgramItem': () => answers.shift()!() });
    await user.click(await screen.findByRole('button', { name: 'Add item' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a programme item' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Demo');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Show and tell');
    expect(within(dialog).getByLabelText(/^Starts/)).toHaveValue('May 4, 2026, 9:00 AM');
    await user.click(within(dialog).getByRole('button', { name: 'Add a link' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link 1 name' }), 'Slides');
    await user.type(within(dialog).getByRole('textbox', { name: 'Link 1 URL' }), 'slides');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Please enter a complete URL (e.g., www.example.com or https://example.com)')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'Link 1 URL' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Link 1 URL' }), 'www.example.com/slides/');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Must lie within the hackathon’s dates.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Programme item added')).toBeInTheDocument();
    const sent = requests.filter(isOperation('CreateProgramItem'));
    expect(sent.at(-1)?.body).toMatchObject({
      variables: {
        input: {
          hackathonId: '5',
          name: 'Demo',
          description: 'Show and tell',
          startTime: '2026-05-04T07:00:00.000Z',
          endTime: '2026-05-04T08:00:00.000Z',
          links: [{ name: 'Slides', url: 'https://www.example.com/slides' }],
        },
      },
    });
  });

  it('offers edit on every item and delete on sessions only, asking first', async () => {
    const { requests } = renderSchedule({}, {
      'POST /gql DeleteProgramItem': gqlData<DeleteProgramItemMutation>({ deleteProgramItem: { __typename: 'DeletePayload', deletedId: '3' } }),
    });
    expect(await screen.findByRole('button', { name: 'Edit Welcome' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Welcome' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Talk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete?' });
    expect(within(dialog).getByText('Delete Talk? This cannot be undone.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Talk deleted')).toBeInTheDocument();
    expect(requests.some(isOperation('DeleteProgramItem'))).toBe(true);
  });
});
