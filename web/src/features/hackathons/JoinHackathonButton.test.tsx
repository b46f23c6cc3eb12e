import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { HackathonDetailQuery, JoinHackathonMutation, TermsStatusQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, isOperation, signInAnn, visitorCan } from '../../test/shellMocks';
import { HackathonDetailPage } from './HackathonDetailPage';

const user = userEvent.setup({ delay: null });

function termsStatus(outstanding: boolean) {
  return gqlData<TermsStatusQuery>({
    termsStatus: {
      __typename: 'TermsStatus',
      required: true,
      accepted: false,
      acceptedAt: null,
      outstanding,
      latest: outstanding
        ? { __typename: 'Terms', id: '77', version: '2.0', contentHtml: '<p>Play <b>fair</b>.</p>', createdAt: '2026-05-01T10:00:00Z' }
        : null,
    },
  });
}

function setUp(outstanding: boolean) {
  signInAnn();
  const hackathon = detailHackathon({ id: '31', allowedParticipants: 'INVITE_ONLY', requireTermsAcceptance: true });
  const mocks = mockFetch({
    'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
    'POST /gql TermsStatus': termsStatus(outstanding),
    'POST /gql JoinHackathon': gqlData<JoinHackathonMutation>({
      joinHackathon: {
        __typename: 'JoinHackathonPayload',
        hackathon: { ...hackathon, isParticipant: true, termsOutstanding: false, viewerCan: { ...visitorCan, join: false } },
      },
    }),
  });
  renderAt(
    '/hackathon/31/detail?token=tok-31&participant_invite=true',
    <Routes>
      <Route path="/hackathon/:hackathon_id/detail" element={<HackathonDetailPage />} />
    </Routes>,
  );
  return mocks;
}

describe('JoinHackathonButton with terms', () => {
  it('shows the latest terms first, and accepting them joins with their id', async () => {
    const { requests } = setUp(true);
    await user.click(await screen.findByRole('button', { name: 'Join hackathon' }));
    expect(await screen.findByText('fair')).toBeInTheDocument();
    expect(screen.getByText(/Version 2.0/)).toBeInTheDocument();
    expect(requests.find(isOperation('TermsStatus'))?.body).toMatchObject({ variables: { hackathonId: '31', inviteToken: 'tok-31' } });
    expect(requests.find(isOperation('JoinHackathon'))).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Accept and join' }));
    expect(await screen.findByText('You joined Hack Five')).toBeInTheDocument();
    expect(requests.find(isOperation('JoinHackathon'))?.body).toMatchObject({
      variables: { input: { hackathonId: '31', inviteToken: 'tok-31', acceptTermsId: '77' } },
    });
  });

  it('joins at once when no version is published', async () => {
    const { requests } = setUp(false);
    await user.click(await screen.findByRole('button', { name: 'Join hackathon' }));
    expect(await screen.findByText('You joined Hack Five')).toBeInTheDocument();
    expect(requests.find(isOperation('JoinHackathon'))?.body).toMatchObject({ variables: { input: { acceptTermsId: null } } });
    expect(screen.queryByRole('button', { name: 'Accept and join' })).not.toBeInTheDocument();
  });
});
