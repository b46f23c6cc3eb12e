import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { FeatureTogglesContext } from '../../features/featureToggles';
import type { HackathonDetailQuery, MyAttendancesQuery } from '../../gql/graphql';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import { detailHackathon, gqlData, hackathonAccess, gqlError, shellRoutes, signInAnn } from '../../test/shellMocks';
import { AppRoutes } from '../AppRoutes';
import { loadSignedIn } from '../signedIn';
import { RequireFeature } from './RequireFeature';

// The signed-in shell and pages load on first use (app/signedIn.tsx): load them
// before the tests, so that their pages render at once, as after the first.
beforeAll(loadSignedIn, 60_000);

const location = () => screen.getByRole('status', { name: 'location' });

describe('RequireFeature', () => {
  function renderGuarded(toggles: ReadonlyMap<string, boolean> | null) {
    renderAt(
      '/organization',
      <FeatureTogglesContext value={toggles}>
        <Routes>
          <Route element={<RequireFeature feature="organization_page" />}>
            <Route path="/organization" element={<p>organizations</p>} />
          </Route>
          <Route path="/" element={<p>home</p>} />
        </Routes>
      </FeatureTogglesContext>,
    );
  }

  it('lets the user in while the toggle is on', () => {
    renderGuarded(new Map([['organization_page', true]]));
    expect(screen.getByText('organizations')).toBeInTheDocument();
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
      'POST /gql HackathonAccess': hackathonAccess(hackathon),
      'POST /gql HackathonDetail': gqlData<HackathonDetailQuery>({ hackathon }),
      'POST /gql MyAttendances': gqlData<MyAttendancesQuery>({
        hackathon: { __typename: 'Hackathon', id: '5', today: '2026-05-04', days: ['2026-05-04'] },
        myAttendances: [],
      }),
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
