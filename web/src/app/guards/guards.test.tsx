import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FeatureTogglesContext } from '../../features/featureToggles/FeatureToggles';
import { ACCESS_CACHE_MS, checkHackathonAccess } from '../../features/hackathons/access';
import { RequireHackathonAccess } from '../../features/hackathons/RequireHackathonAccess';
import { authClient } from '../../lib/apollo/clients';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, gqlError, noRoles, shellRoutes, signInAnn } from '../../test/shellMocks';
import { AppRoutes } from '../AppRoutes';
import { RequireFeature } from './RequireFeature';

const location = () => screen.getByRole('status', { name: 'location' });

describe('RequireFeature', () => {
  function renderGuarded(toggles: ReadonlyMap<string, boolean> | null) {
    renderAt(
      '/organization',
      <FeatureTogglesContext value={toggles}>
        <Routes>
          <Route element={<RequireFeature feature="organization_page" />}>
            <Route path="/organization" element={<p>organisations</p>} />
          </Route>
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </FeatureTogglesContext>,
    );
  }

  it('lets the user in while the toggle is on', () => {
    renderGuarded(new Map([['organization_page', true]]));
    expect(screen.getByText('organisations')).toBeInTheDocument();
  });

  it('sends the user to / while it is off', () => {
    renderGuarded(new Map([['organization_page', false]]));
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('waits for the first toggle fetch', () => {
    renderGuarded(null);
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    expect(location()).toHaveTextContent('/organization');
  });
});

describe('signed-in redirects', () => {
  it.each([
    ['/user', '/user/profile', 'Your account'],
    ['/inbox', '/inbox/all', 'Notifications'],
    ['/hackathon', '/hackathon/discover', 'Discover hackathons'],
  ])('%s goes to %s', async (path, target, heading) => {
    signInAnn();
    mockFetch(shellRoutes());
    renderAt(path, <AppRoutes />);
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
    expect(location()).toHaveTextContent(target);
  });

  it('/ goes to the active hackathon, chosen at load', async () => {
    signInAnn();
    const hackathon = detailHackathon({ isParticipant: true });
    mockFetch({
      ...shellRoutes([{ id: '5', name: 'Hack Five' }]),
      'POST /gql HackathonAccess': gqlData({ hackathon }),
      'POST /gql HackathonDetail': gqlData({ hackathon }),
    });
    renderAt('/', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Hack Five', level: 1 })).toBeInTheDocument();
    expect(location()).toHaveTextContent('/hackathon/5/detail');
  });

  it('/ goes to Discover when the active hackathon cannot be checked', async () => {
    signInAnn();
    mockFetch({ ...shellRoutes(), 'POST /gql MyHackathons': gqlError('Something went wrong, please try again.') });
    renderAt('/', <AppRoutes />);
    expect(await screen.findByRole('heading', { name: 'Discover hackathons' })).toBeInTheDocument();
  });
});

describe('hackathon detail access (SPEC 2.4)', () => {
  const access = (allowedParticipants: string, roles: Record<string, boolean> = {}) =>
    gqlData({
      hackathon: {
        __typename: 'Hackathon',
        id: 'any',
        allowedParticipants,
        ...noRoles,
        ...roles,
      },
    });

  function renderDetail(path: string) {
    renderAt(
      path,
      <Routes>
        <Route path="/hackathon/:hackathon_id/detail" element={<RequireHackathonAccess />}>
          <Route index element={<p>detail page</p>} />
        </Route>
        <Route path="/dash" element={<p>dashboard</p>} />
      </Routes>,
    );
  }

  // Each case asks about another hackathon: results are cached per hackathon.
  it.each([
    ['10', 'a PUBLIC hackathon', access('PUBLIC'), true],
    ['11', 'an invite-only one where the user is a mentor', access('INVITE_ONLY', { isMentor: true }), true],
    ['12', 'an organisation-only one the server shows', access('ORGANIZATION'), true],
    ['13', 'an invite-only one without a role', access('INVITE_ONLY'), false],
    ['14', 'a banned participant of an invite-only one', access('INVITE_ONLY', { isBanned: true }), false],
    ['15', 'a failed check', gqlError('Not found.', { code: 'NOT_FOUND' }), false],
  ])('hackathon %s, %s → allowed: %s', async (id, _, answer, allowed) => {
    signInAnn();
    mockFetch({ 'POST /gql HackathonAccess': answer });
    renderDetail(`/hackathon/${id}/detail`);
    expect(await screen.findByText(allowed ? 'detail page' : 'dashboard')).toBeInTheDocument();
  });

  it('keeps a result for 5 minutes per user and hackathon', async () => {
    const { fetchMock } = mockFetch({ 'POST /gql HackathonAccess': access('PUBLIC') });
    const start = Date.now();
    expect(await checkHackathonAccess(authClient, '7', '20', start)).toBe(true);
    expect(await checkHackathonAccess(authClient, '7', '20', start + ACCESS_CACHE_MS - 1)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await checkHackathonAccess(authClient, '8', '20', start)).toBe(true);
    expect(await checkHackathonAccess(authClient, '7', '20', start + ACCESS_CACHE_MS)).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('lets an invited user in without asking', async () => {
    signInAnn();
    const { requests } = mockFetch({});
    renderDetail('/hackathon/6/detail?token=t&participant_invite=true');
    expect(await screen.findByText('detail page')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});
