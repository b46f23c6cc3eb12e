import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MyAttendancesQuery, SetMyAvailabilityMutation } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { gqlData, isOperation, signInAnn } from '../../test/shellMocks';
import { AvailabilityToggle } from './AvailabilityToggle';

const user = userEvent.setup({ delay: null });

function attendances(today: string, available: boolean) {
  return gqlData<MyAttendancesQuery>({
    hackathon: { __typename: 'Hackathon', id: '5', today, days: ['2026-11-23', '2026-11-24'] },
    myAttendances: available
      ? [{ __typename: 'Attendance', id: 'a1', participantId: '9', date: today, presentAtHackathon: false, availableToday: true }]
      : [],
  });
}

describe('AvailabilityToggle', () => {
  it('records that the participant is available today', async () => {
    signInAnn();
    let available = false;
    const { requests } = mockFetch({
      'POST /gql MyAttendances': () => attendances('2026-11-24', available)(),
      'POST /gql SetMyAvailability': () => {
        available = true;
        return gqlData<SetMyAvailabilityMutation>({
          setMyAvailability: {
            __typename: 'AttendancePayload',
            attendance: { __typename: 'Attendance', id: 'a1', participantId: '9', date: '2026-11-24', presentAtHackathon: false, availableToday: true },
          },
        })();
      },
    });
    renderAt('/hackathon/5/detail', <AvailabilityToggle hackathonId="5" />);
    const toggle = await screen.findByRole('switch', { name: "I'm available today" });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect((requests.find(isOperation('SetMyAvailability'))?.body as { variables: unknown }).variables).toEqual({
      input: { hackathonId: '5', available: true },
    });
  });

  it('has no switch on days outside the hackathon', async () => {
    signInAnn();
    mockFetch({ 'POST /gql MyAttendances': attendances('2026-11-20', false) });
    renderAt('/hackathon/5/detail', <AvailabilityToggle hackathonId="5" />);
    expect(await screen.findByText(/available on the hackathon's days/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
