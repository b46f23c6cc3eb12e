import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { session } from '../../lib/session/store';
import { mockFetch } from '../../test/fetchMock';
import { renderAt } from '../../test/render';
import type { HackathonsQuery, SidebarHackathonQuery } from '../../gql/graphql';
import { gqlData, shellRoutes, signInAnn, variablesOf } from '../../test/shellMocks';
import { AppRoutes } from '../AppRoutes';
import { showsActiveHackathonName } from './ActiveHackathonName';
import { loadSignedIn } from '../signedIn';

// The signed-in shell and pages load on first use (app/signedIn.tsx): load them
// before the tests, so that their pages render at once, as after the first.
beforeAll(loadSignedIn, 60_000);

/** Types without pauses between keys. */
const user = userEvent.setup({ delay: null });

/** The creator's view of a hackathon with every sidebar flag on. */
const sidebarHackathon: SidebarHackathonQuery['hackathon'] = {
  __typename: 'Hackathon',
  id: '5',
  name: 'Hack Five',
  myTeam: null,
  phase: 'REGISTRATION_OPEN',
  phaseDisplay: 'Registration open',
  isParticipant: false,
  ideasRequired: true,
  hasResources: true,
  hasMentors: true,
  hasVolunteers: true,
  hasJudges: true,
  hasPrizes: true,
  hasGameification: true,
  requireTermsAcceptance: true,
  viewerCan: {
    __typename: 'HackathonViewerCan',
    view: true,
    manage: true,
    join: false,
    seeParticipants: true,
    seeOrganizingTeam: true,
    approveIdeas: false,
    seeSubmissions: true,
    seePopularVote: true,
    manageRatings: true,
    manageOrganizingTeam: true,
    manageJudges: true,
    manageMentors: true,
    manageVolunteers: true,
    seePrizes: true,
    seeResources: true,
    seeGoals: true,
    createTeam: true,
  },
};

/** Hack Five is the active hackathon; Hack Six (id 6) is another the user organizes. */
function renderShell(path: string) {
  signInAnn();
  session.setActiveHackathon({ id: '5', name: 'Hack Five' });
  mockFetch({
    ...shellRoutes([{ id: '5', name: 'Hack Five' }]),
    'POST /gql SidebarHackathon': (request) => {
      const six = variablesOf(request).id === '6';
      const hackathon = six ? { ...sidebarHackathon, id: '6', name: 'Hack Six', phase: 'HACKING' as const, phaseDisplay: 'Hacking' } : sidebarHackathon;
      return gqlData<SidebarHackathonQuery>({ hackathon })();
    },
    'POST /gql Hackathons': gqlData<HackathonsQuery>({
      hackathons: {
        __typename: 'HackathonPage',
        items: [],
        totalCount: 0,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
      },
    }),
  });
  renderAt(path, <AppRoutes />);
}

describe('the shell', () => {
  it('shows the sidebar groups of SPEC 2.5 with only the pages that exist', async () => {
    renderShell('/hackathon/manage');
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    const hackathons = within(sidebar).getByRole('region', { name: 'Hackathons' });
    expect(within(hackathons).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Discover',
      'My Hackathons',
      'Hackathon Profile',
    ]);
    const active = await within(sidebar).findByRole('region', { name: 'Hack Five' });
    expect(within(active).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Settings', '/hackathon/5/timeline'],
      ['Home', '/hackathon/5/detail'],
      ['Organizing Team', '/hackathon/5/organizing-team'],
      ['Participants', '/hackathon/5/participants'],
      ['QR Registration', '/hackathon/5/qr-scanner'],
      ['Categories', '/hackathon/5/categories'],
      ['Jobs', '/hackathon/5/jobs'],
      ['Announcements', '/hackathon/5/announcements'],
      ['Hackathon Ideas', '/hackathon/5/ideas'],
      ['My Ideas', '/hackathon/5/ideas/mine'],
      ['Schedule', '/hackathon/5/schedule'],
      ['Popular Vote', '/hackathon/5/popular-vote'],
      ['Resources', '/hackathon/5/resources'],
      ['Mentors', '/hackathon/5/mentors'],
      ['Heroes', '/hackathon/5/heroes'],
      ['Judges', '/hackathon/5/judges'],
      ['Criteria', '/hackathon/5/judging-criteria'],
      ['Submissions', '/hackathon/5/submissions'],
      ['Prizes', '/hackathon/5/prizes'],
      ['Goals', '/hackathon/5/goals'],
      ['Terms and Conditions', '/hackathon/5/terms'],
    ]);
    expect(within(within(sidebar).getByRole('region', { name: 'Settings' })).getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Profile',
    ]);
  });

  it('shows the stage, the active hackathon’s name and the breadcrumb', async () => {
    renderShell('/hackathon/manage');
    expect(screen.getByLabelText('Stage LOCAL_DEV')).toHaveTextContent('LOCAL_DEV');
    expect(screen.getByLabelText('Active hackathon')).toHaveTextContent('Hack Five');
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Hackathons' })).toHaveAttribute('href', '/hackathon');
    expect(within(breadcrumb).getByText('Manage')).toHaveAttribute('aria-current', 'page');
    // The page is a lazy chunk: on a busy machine it takes more than findBy's default second.
    expect(await screen.findByText('You do not organize any hackathon yet.')).toBeInTheDocument();
  });

  it('leaves the active hackathon’s name out where the page shows its own context', () => {
    renderShell('/hackathon/discover');
    expect(screen.queryByLabelText('Active hackathon')).not.toBeInTheDocument();
  });

  it('on another hackathon’s page, names that one in the header, the sidebar and the tab, and offers to make it active', async () => {
    renderShell('/hackathon/6/timeline');
    const header = await screen.findByRole('group', { name: 'Hackathon of this page' });
    expect(within(header).getByRole('link', { name: 'Hack Six' })).toHaveAttribute('href', '/hackathon/6/detail');
    expect(within(header).getByText('Hacking')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Make it my active hackathon' })).toBeInTheDocument();
    const sidebar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(await within(sidebar).findByRole('region', { name: 'Hack Six' })).getByRole('link', { name: 'Participants' })).toHaveAttribute(
      'href',
      '/hackathon/6/participants',
    );
    expect(within(sidebar).queryByRole('region', { name: 'Hack Five' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Active hackathon')).not.toBeInTheDocument();
    expect(document.title).toBe('Timeline · Hack Six · Hackforge');
  });

  it('names the active hackathon’s page without offering to switch', async () => {
    renderShell('/hackathon/5/timeline');
    const header = await screen.findByRole('group', { name: 'Hackathon of this page' });
    expect(within(header).getByRole('link', { name: 'Hack Five' })).toBeInTheDocument();
    expect(within(header).queryByRole('button')).not.toBeInTheDocument();
  });

  it('titles a page outside any hackathon with its name alone', () => {
    renderShell('/hackathon/discover');
    expect(document.title).toBe('Discover · Hackforge');
    expect(screen.queryByRole('group', { name: 'Hackathon of this page' })).not.toBeInTheDocument();
  });

  it('has a user menu with initials, My profile, Platform Support and Logout', async () => {
    renderShell('/dash');
    const button = screen.getByRole('button', { name: /User menu/ });
    expect(button).toHaveTextContent('AL');
    await user.click(button);
    expect(await screen.findByRole('menuitem', { name: 'My profile' })).toHaveAttribute('href', '/user/profile');
    expect(screen.getByRole('menuitem', { name: 'Platform Support' })).toHaveAttribute('href', 'mailto:support@hackforge.dev');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  });

  it('has the footer links', () => {
    renderShell('/dash');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getAllByRole('link').map((link) => link.textContent)).toEqual(['Privacy', 'Terms', 'Acceptable use', 'Support']);
  });
});

describe('showsActiveHackathonName (SPEC 2.6)', () => {
  it.each([
    ['/hackathon/5/detail', false],
    ['/hackathon/mine', false],
    ['/hackathon/profile', false],
    ['/hackathon/discover', false],
    ['/organization', false],
    ['/user/profile', false],
    ['/user/timeline', false],
    ['/hackathon/5/timeline', true],
    ['/hackathon/manage', true],
    ['/dash', true],
    ['/inbox/all', true],
    ['/hackathon/6/participants', false], // another hackathon's page names that one
    ['/hackathon/5/participants', true],
  ])('%s → %s', (path, shown) => {
    expect(showsActiveHackathonName(path, '5')).toBe(shown);
  });
});
