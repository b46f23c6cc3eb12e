import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicHackathonQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, gqlError, signInAnn } from '../../test/shellMocks';
import { PublicHackathonPage } from './PublicHackathonPage';

function renderPublic(path: string) {
  renderAt(
    path,
    <Routes>
      <Route path="/pub/hackathon/:hackathon_id/detail" element={<PublicHackathonPage />} />
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>,
  );
}

const location = () => screen.getByRole('status', { name: 'location' });

describe('PublicHackathonPage', () => {
  const publicAnswer = (changes: Parameters<typeof detailHackathon>[0] = {}) =>
    gqlData<PublicHackathonQuery>({ hackathon: { ...detailHackathon({ id: '41', ...changes }), canRegisterOutsideRegistrationPhase: false } });

  it('shows a public hackathon in registration with Sign in to register, coming back to it', async () => {
    mockFetch({ 'POST /u-gql PublicHackathon': publicAnswer() });
    renderPublic('/pub/hackathon/41/detail');
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    const next = encodeURIComponent('/hackathon/41/detail');
    expect(screen.getByRole('link', { name: 'Sign in to register' })).toHaveAttribute('href', `/login?next=${next}`);
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', `/register?next=${next}`);
    expect(screen.getByText('12 participants · 3 teams')).toBeInTheDocument();
    expect(screen.getByText('1st · Grand prize')).toBeInTheDocument();
  });

  it('offers the results once it is complete, and only logging in while it runs', async () => {
    mockFetch({ 'POST /u-gql PublicHackathon': publicAnswer({ phase: 'COMPLETE', phaseDisplay: 'Complete' }) });
    renderPublic('/pub/hackathon/41/detail');
    expect(await screen.findByRole('link', { name: 'See results' })).toHaveAttribute('href', '/pub/hackathon/41/results');
    expect(screen.queryByRole('link', { name: 'Sign in to register' })).not.toBeInTheDocument();
  });

  it('offers logging in while it runs', async () => {
    mockFetch({ 'POST /u-gql PublicHackathon': publicAnswer({ phase: 'HACKING', phaseDisplay: 'Hacking' }) });
    renderPublic('/pub/hackathon/41/detail');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/login?next=${encodeURIComponent('/hackathon/41/detail')}`);
    expect(screen.queryByRole('link', { name: 'Sign in to register' })).not.toBeInTheDocument();
  });

  it('invites to an invite-only hackathon it cannot show, keeping the token', async () => {
    mockFetch({ 'POST /u-gql PublicHackathon': gqlError('Not found.', { code: 'NOT_FOUND' }) });
    renderPublic('/pub/hackathon/42/detail?token=tok-42&participant_invite=true');
    expect(await screen.findByRole('heading', { name: 'You are invited to a hackathon' })).toBeInTheDocument();
    const next = encodeURIComponent('/hackathon/42/detail?token=tok-42&participant_invite=true');
    expect(screen.getByRole('link', { name: 'Register to join' })).toHaveAttribute(
      'href',
      `/register?next=${next}&participant_invite=true`,
    );
  });

  it('sends a signed-in user on to the full page with the invite', () => {
    signInAnn();
    const { requests } = mockFetch({});
    renderPublic('/pub/hackathon/43/detail?token=tok-43&participant_invite=true');
    expect(location()).toHaveTextContent('/hackathon/43/detail?token=tok-43&participant_invite=true');
    expect(requests).toHaveLength(0);
  });
});
