import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { CheckInParticipantMutation, HackathonDetailQuery, QrScannerQuery } from '../../gql/graphql';
import { mockFetch, type MockRequest } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, gqlError, isOperation, signInAnn } from '../../test/shellMocks';
import { HackathonDetailPage } from '../hackathons';
import { QrScannerPage } from './QrScannerPage';

// jsdom has no camera: a button stands in for a code coming into view.
vi.mock('./CameraScanner', () => ({
  CameraScanner: ({ onCode }: { onCode: (code: string) => void }) => (
    <button type="button" onClick={() => onCode('5-12-SCANNEDCODE')}>
      Fake scan
    </button>
  ),
}));

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

const checkInVariables = (requests: MockRequest[]) =>
  requests
    .filter(isOperation('CheckInParticipant'))
    .map((r) => (r.body as { variables: unknown }).variables);

function scanner(manage: boolean, presentCount = 3) {
  return gqlData<QrScannerQuery>({
    hackathon: { __typename: 'Hackathon', id: '5', name: 'Hack Five', viewerCan: { __typename: 'HackathonViewerCan', manage } },
    checkInDay: { __typename: 'CheckInDay', date: '2026-05-04', presentCount },
  });
}

function checkedIn(name: string, alreadyCheckedIn: boolean, presentCount: number) {
  return gqlData<CheckInParticipantMutation>({
    checkInParticipant: {
      __typename: 'CheckInParticipantPayload',
      participant: { __typename: 'Participant', id: '12', person: { __typename: 'Person', id: 'u12', displayName: name } },
      alreadyCheckedIn,
      presentToday: { __typename: 'CheckInDay', date: '2026-05-04', presentCount },
    },
  });
}

function renderScanner() {
  renderAt(
    '/hackathon/5/qr-scanner',
    <Routes>
      <Route path="/hackathon/:hackathon_id/qr-scanner" element={<QrScannerPage />} />
      <Route path="/hackathon/:hackathon_id/detail" element={<HackathonDetailPage />} />
    </Routes>,
  );
}

describe('QrScannerPage', () => {
  it('checks a typed code in and shows the running count, then says when it was already checked in', async () => {
    signInAnn();
    const answers = [checkedIn('Ada Lovelace', false, 4), checkedIn('Ada Lovelace', true, 4)];
    const { requests } = mockFetch({
      'POST /gql QrScanner': scanner(true),
      'POST /gql CheckInParticipant': () => answers.shift()!(),
    });
    renderScanner();
    expect(await screen.findByRole('heading', { name: 'Present today' })).toHaveTextContent('3');
    expect(screen.getByText('Present today (2026-05-04)')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Check-in code' }), '5-12-ABCDEFGHIJKLMNOP');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ada Lovelace is checked in for today.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Present today' })).toHaveTextContent('4');
    expect(screen.getByRole('textbox', { name: 'Check-in code' })).toHaveValue('');

    await user.type(screen.getByRole('textbox', { name: 'Check-in code' }), '5-12-ABCDEFGHIJKLMNOP');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByText('Ada Lovelace was already checked in today.')).toBeInTheDocument();
    expect(screen.getByText('Already checked in')).toBeInTheDocument();
    expect(checkInVariables(requests)).toEqual([
      { input: { hackathonId: '5', code: '5-12-ABCDEFGHIJKLMNOP' } },
      { input: { hackathonId: '5', code: '5-12-ABCDEFGHIJKLMNOP' } },
    ]);
  });

  it.each([
    "Unknown check-in code: it is not one of this hackathon's codes, or it was altered.",
    'This check-in code belongs to another hackathon.',
    'This participant is banned and cannot be checked in.',
  ])('shows why a code is refused: %s', async (message) => {
    signInAnn();
    mockFetch({
      'POST /gql QrScanner': scanner(true),
      'POST /gql CheckInParticipant': gqlError(message, { code: 'BAD_USER_INPUT', field: 'code' }),
    });
    renderScanner();
    await user.type(await screen.findByRole('textbox', { name: 'Check-in code' }), '5-12-TAMPERED');
    await user.click(screen.getByRole('button', { name: 'Check in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Not checked in');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { name: 'Present today' })).toHaveTextContent('3');
  });

  it('checks in what the camera reads', async () => {
    signInAnn();
    const { requests } = mockFetch({
      'POST /gql QrScanner': scanner(true),
      'POST /gql CheckInParticipant': checkedIn('Bo Byte', false, 1),
    });
    renderScanner();
    await user.click(await screen.findByRole('button', { name: 'Fake scan' }));
    expect(await screen.findByText('Bo Byte is checked in for today.')).toBeInTheDocument();
    expect(checkInVariables(requests)).toEqual([{ input: { hackathonId: '5', code: '5-12-SCANNEDCODE' } }]);
  });

  it('sends those who may not check people in to the hackathon page', async () => {
    signInAnn();
    mockFetch({
      'POST /gql QrScanner': scanner(false),
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon: detailHackathon() }),
    });
    renderScanner();
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Check-in code' })).not.toBeInTheDocument();
  });
});

describe('the check-in code on the hackathon page', () => {
  it('shows a participant their QR code and its text', async () => {
    signInAnn();
    const hackathon = detailHackathon({ isParticipant: true, myCheckInCode: '5-12-ABCDEFGHIJKLMNOP' });
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }) });
    renderAt(
      '/hackathon/5/detail',
      <Routes>
        <Route path="/hackathon/:hackathon_id/detail" element={<HackathonDetailPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('img', { name: 'Your check-in QR code' })).toBeInTheDocument();
    expect(screen.getByText('5-12-ABCDEFGHIJKLMNOP')).toBeInTheDocument();
  });

  it('shows no code to someone without one', async () => {
    signInAnn();
    mockFetch({ 'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon: detailHackathon() }) });
    renderAt(
      '/hackathon/5/detail',
      <Routes>
        <Route path="/hackathon/:hackathon_id/detail" element={<HackathonDetailPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Your check-in code')).not.toBeInTheDocument();
  });
});
