import { describe, expect, it } from 'vitest';
import { visitorCan } from '../../test/shellMocks';
import { ALL_ITEMS, sidebarGroups, type SidebarContext, type SidebarHackathon } from './sidebarItems';

type ViewerCan = SidebarHackathon['viewerCan'];

const nothing: ViewerCan = { ...visitorCan, view: false, join: false, seePrizes: false, seeResources: false, seeGoals: false, createTeam: false };

const hackathon: SidebarHackathon = {
  __typename: 'Hackathon',
  id: '7',
  name: 'Hack Week',
  myTeam: null,
  phase: 'HACKING',
  phaseDisplay: 'Hacking',
  isParticipant: false,
  ideasRequired: false,
  hasResources: false,
  hasMentors: false,
  hasVolunteers: false,
  hasJudges: false,
  hasPrizes: false,
  hasGameification: false,
  requireTermsAcceptance: false,
  viewerCan: nothing,
};

/** A hackathon where the server lets the viewer do the given things. */
const can = (...allowed: (keyof ViewerCan)[]): Partial<SidebarHackathon> => ({
  viewerCan: { ...nothing, ...Object.fromEntries(allowed.map((what) => [what, true])) },
});

const allFeatures: SidebarContext['features'] = { talentRatings: true, gamification: true, innovations: true, organizationPage: true };

/** Context changes with feature toggles off. */
const without = (...off: (keyof SidebarContext['features'])[]): Partial<SidebarContext> => ({
  features: { ...allFeatures, ...Object.fromEntries(off.map((feature) => [feature, false])) },
});

function context(h: Partial<SidebarHackathon> | null, c: Partial<SidebarContext> = {}): SidebarContext {
  return {
    hackathon: h && { ...hackathon, ...h },
    features: allFeatures,
    organizationId: '3',
    myTeamId: null,
    pendingApprovals: 0,
    hasRatingItemTemplates: false,
    ...c,
  };
}

/** The keys of the active hackathon's group when every page exists. */
function hackathonItems(h: Partial<SidebarHackathon>, c: Partial<SidebarContext> = {}): string[] {
  const groups = sidebarGroups(context(h, c), ALL_ITEMS);
  return groups.find(({ label }) => label === 'Hack Week')?.items.map(({ key }) => key) ?? [];
}

/** A participant once registration has closed: the server lets them form a team. */
const participant = { isParticipant: true, ...can('createTeam') };
const organizer = can('manage');

// SPEC 2.5, row by row: [case, hackathon, context, item, shown]. Who may do
// what is the server's viewerCan (api/access); the flags and toggles are ours.
const TABLE: [string, Partial<SidebarHackathon>, Partial<SidebarContext>, string, boolean][] = [
  ['may manage', organizer, {}, 'settings', true],
  ['may not manage', participant, {}, 'settings', false],
  ['participant', participant, {}, 'home', true],
  ['may see the organizing team', can('seeOrganizingTeam'), {}, 'organizingTeam', true],
  ['may not see the organizing team', organizer, {}, 'organizingTeam', false],
  ['may see participants', can('seeParticipants'), {}, 'participants', true],
  ['may not see participants', organizer, {}, 'participants', false],
  ['may manage', organizer, {}, 'qrRegistration', true],
  ['may not manage', can('seeParticipants'), {}, 'qrRegistration', false],
  ['participant with a team', participant, { myTeamId: '3' }, 'myTeam', true],
  ['participant without a team', participant, {}, 'myTeam', false],
  ['participant without a team, hacking', participant, {}, 'createTeam', true],
  ['participant with a team', participant, { myTeamId: '3' }, 'createTeam', false],
  ['teams not open yet (planning, registration)', { isParticipant: true }, {}, 'createTeam', false],
  ['ideas required', { ...participant, ideasRequired: true }, {}, 'createTeam', false],
  ['no participant', organizer, {}, 'createTeam', false],
  ['ideas required', { ideasRequired: true }, {}, 'hackathonIdeas', true],
  ['ideas not required', participant, {}, 'hackathonIdeas', false],
  ['ideas required, participant', { ...participant, ideasRequired: true }, {}, 'myIdeas', true],
  ['ideas required, may manage', { ...organizer, ideasRequired: true }, {}, 'myIdeas', true],
  ['ideas required, neither', { ...can('seeParticipants'), ideasRequired: true }, {}, 'myIdeas', false],
  ['ideas not required, participant', participant, {}, 'myIdeas', false],
  ['may approve ideas', { ...can('approveIdeas'), ideasRequired: true }, {}, 'approveIdeas', true],
  ['may not approve ideas', { ...organizer, ideasRequired: true }, {}, 'approveIdeas', false],
  ['anyone', participant, {}, 'schedule', true],
  ['may see the popular vote', can('seePopularVote'), {}, 'popularVote', true],
  ['may not see the popular vote', participant, {}, 'popularVote', false],
  ['has resources and may see them', { ...can('seeResources'), hasResources: true }, {}, 'resources', true],
  ['has no resources, even for organizers (SPEC 2.5)', can('seeResources'), {}, 'resources', false],
  ['may not see resources', { ...organizer, hasResources: true }, {}, 'resources', false],
  ['has mentors', { hasMentors: true }, {}, 'mentors', true],
  ['has volunteers', { hasVolunteers: true }, {}, 'heroes', true],
  ['no volunteers', organizer, {}, 'heroes', false],
  ['has judges', { hasJudges: true }, {}, 'judges', true],
  ['has judges', { hasJudges: true }, {}, 'criteria', true],
  ['no judges', organizer, {}, 'judges', false],
  ['may see submissions', { ...can('seeSubmissions'), hasJudges: true }, {}, 'submissions', true],
  ['may not see submissions', { ...organizer, hasJudges: true }, {}, 'submissions', false],
  ['may manage ratings', can('manageRatings'), {}, 'ratingManagement', true],
  ['may manage ratings', can('manageRatings'), {}, 'talentRatings', true],
  ['may not manage ratings', organizer, {}, 'ratingManagement', false],
  ['talent ratings off', can('manageRatings'), without('talentRatings'), 'ratingManagement', false],
  ['templates exist', can('manageRatings'), { hasRatingItemTemplates: true }, 'myTalentRatings', true],
  ['no templates', can('manageRatings'), {}, 'myTalentRatings', false],
  ['has prizes and may see them', { ...can('seePrizes'), hasPrizes: true }, {}, 'prizes', true],
  ['has no prizes, even for organizers (SPEC 2.5)', can('seePrizes'), {}, 'prizes', false],
  ['may not see prizes', { ...organizer, hasPrizes: true }, {}, 'prizes', false],
  ['may see goals', can('seeGoals'), {}, 'goals', true],
  ['may not see goals', organizer, {}, 'goals', false],
  ['gamification', { hasGameification: true }, {}, 'competitions', true],
  ['gamification off', { hasGameification: true }, without('gamification'), 'competitions', false],
  ['terms required', { requireTermsAcceptance: true }, {}, 'terms', true],
  ['no terms', organizer, {}, 'terms', false],
];

describe('sidebar rules (SPEC 2.5)', () => {
  it.each(TABLE)('%s: %s → %s shown: %s', (_, h, c, key, shown) => {
    expect(hackathonItems(h, c).includes(key)).toBe(shown);
  });

  it('keeps the order of the table and shows the approval count', () => {
    const c = { pendingApprovals: 3 };
    const manager = can('manage', 'seeOrganizingTeam', 'seeParticipants', 'approveIdeas', 'seePopularVote', 'seeSubmissions', 'seeGoals');
    expect(hackathonItems({ ...manager, ideasRequired: true, hasJudges: true }, c)).toEqual([
      'settings',
      'home',
      'organizingTeam',
      'participants',
      'qrRegistration',
      'categories',
      'jobs',
      'announcements',
      'hackathonIdeas',
      'myIdeas',
      'approveIdeas',
      'schedule',
      'popularVote',
      'judges',
      'criteria',
      'submissions',
      'goals',
    ]);
    const groups = sidebarGroups(context({ ...manager, ideasRequired: true }, c), ALL_ITEMS);
    expect(groups[1].items.find(({ key }) => key === 'approveIdeas')).toMatchObject({ badge: 3, path: '/hackathon/7/ideas/approve' });
  });

  it('puts judging and ratings items under their sections', () => {
    const creator = can('manage', 'seeSubmissions', 'manageRatings');
    const items = sidebarGroups(context({ ...creator, hasJudges: true }), ALL_ITEMS)[1].items;
    expect(items.filter(({ section }) => section === 'Judging').map(({ label }) => label)).toEqual(['Judges', 'Criteria', 'Submissions']);
    expect(items.filter(({ section }) => section === 'Ratings').map(({ label }) => label)).toEqual(['Rating Management', 'Talent Ratings']);
  });

  it('shows Innovation Initiatives and Organization by toggle and membership', () => {
    const labels = (c: Partial<SidebarContext>) => sidebarGroups(context(null, c), ALL_ITEMS).map(({ label }) => label);
    expect(labels({})).toEqual(['Hackathons', 'Innovation', 'Settings']);
    const off = without('innovations', 'organizationPage');
    expect(labels(off)).toEqual(['Hackathons', 'Settings']);
    const settings = (c: Partial<SidebarContext>) => sidebarGroups(context(null, c), ALL_ITEMS).at(-1)?.items.map(({ key }) => key);
    expect(settings({})).toEqual(['profile', 'organization', 'organizationMembers']);
    expect(sidebarGroups(context(null), ALL_ITEMS).at(-1)?.items.at(-1)).toMatchObject({ label: 'Members', path: '/organization/3/members' });
    expect(settings({ organizationId: null })).toEqual(['profile']);
    expect(settings(off)).toEqual(['profile']);
  });

  describe('with only the pages built so far', () => {
    const everything = {
      ...participant,
      ...can(
        'manage',
        'seeParticipants',
        'seeOrganizingTeam',
        'approveIdeas',
        'seeSubmissions',
        'seePopularVote',
        'manageRatings',
        'seePrizes',
        'seeResources',
        'seeGoals',
      ),
      ideasRequired: true,
      hasJudges: true,
      hasPrizes: true,
      hasResources: true,
      hasMentors: true,
      hasVolunteers: true,
      hasGameification: true,
      requireTermsAcceptance: true,
    };

    it('shows Settings, Home, the programme and the people who run it to organizers, and every unbuilt item stays hidden', () => {
      expect(sidebarGroups(context(everything)).map(({ label, items }) => [label, items.map(({ label: item }) => item)])).toEqual([
        ['Hackathons', ['Discover', 'My Hackathons', 'Hackathon Profile']],
        ['Hack Week', ['Settings', 'Home', 'Organizing Team', 'Participants', 'QR Registration', 'Categories', 'Jobs', 'Announcements', 'Hackathon Ideas', 'My Ideas', 'Approve Ideas', 'Schedule', 'Popular Vote', 'Resources', 'Mentors', 'Heroes', 'Judges', 'Criteria', 'Submissions', 'Rating Management', 'Talent Ratings', 'Prizes', 'Goals', 'Competitions', 'Terms and Conditions']],
        ['Innovation', ['Innovation Initiatives']],
        ['Settings', ['Profile', 'Organization', 'Members']],
      ]);
    });

    it('shows Home, Create Team and the schedule to a participant without a team', () => {
      expect(sidebarGroups(context(participant))[1]).toEqual({
        label: 'Hack Week',
        items: [
          { key: 'home', label: 'Home', path: '/hackathon/7/detail' },
          { key: 'createTeam', label: 'Create Team', path: '/hackathon/7/teams/create' },
          { key: 'schedule', label: 'Schedule', path: '/hackathon/7/schedule' },
        ],
      });
    });

    it('shows My Team instead to a participant with a team', () => {
      const keys = sidebarGroups(context(participant, { myTeamId: '3' }))[1].items.map(({ key, path }) => `${key} ${path}`);
      expect(keys).toContain('myTeam /hackathon/7/team/3');
      expect(keys).not.toContain('createTeam /hackathon/7/teams/create');
    });

    it('has no hackathon group without an active hackathon', () => {
      expect(sidebarGroups(context(null)).map(({ label }) => label)).toEqual(['Hackathons', 'Innovation', 'Settings']);
    });
  });
});
