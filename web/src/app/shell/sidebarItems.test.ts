import { describe, expect, it } from 'vitest';
import { ALL_ITEMS, sidebarGroups, type SidebarContext, type SidebarHackathon } from './sidebarItems';

const hackathon: SidebarHackathon = {
  id: '7',
  name: 'Hack Week',
  phase: 'HACKING',
  isCreator: false,
  isManager: false,
  isParticipant: false,
  isMentor: false,
  isJudge: false,
  isVolunteer: false,
  managementTeamVisible: false,
  ideasRequired: false,
  ideasRequireApproval: false,
  hasResources: false,
  hasMentors: false,
  hasVolunteers: false,
  hasJudges: false,
  hasTalents: false,
  hasPrizes: false,
  hasGameification: false,
  requireTermsAcceptance: false,
};

const allFeatures: SidebarContext['features'] = { talentRatings: true, gamification: true, innovations: true, organizationPage: true };

/** Context changes with feature toggles off. */
const without = (...off: (keyof SidebarContext['features'])[]): Partial<SidebarContext> => ({
  features: { ...allFeatures, ...Object.fromEntries(off.map((feature) => [feature, false])) },
});

function context(h: Partial<SidebarHackathon> | null, c: Partial<SidebarContext> = {}): SidebarContext {
  return {
    hackathon: h && { ...hackathon, ...h },
    features: allFeatures,
    hasOrganizations: true,
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

const creator = { isCreator: true };
const manager = { isManager: true };
const participant = { isParticipant: true };
const mentor = { isMentor: true };
const judge = { isJudge: true };
const volunteer = { isVolunteer: true };

// SPEC 2.5, row by row: [case, hackathon, context, item, shown].
const TABLE: [string, Partial<SidebarHackathon>, Partial<SidebarContext>, string, boolean][] = [
  ['creator', creator, {}, 'settings', true],
  ['manager', manager, {}, 'settings', true],
  ['participant', participant, {}, 'settings', false],
  ['participant', participant, {}, 'home', true],
  ['management team visible', { ...participant, managementTeamVisible: true }, {}, 'organizingTeam', true],
  ['manager', manager, {}, 'organizingTeam', true],
  ['volunteer', volunteer, {}, 'organizingTeam', true],
  ['mentor', mentor, {}, 'organizingTeam', true],
  ['participant', participant, {}, 'organizingTeam', false],
  ['mentor', mentor, {}, 'participants', true],
  ['creator', creator, {}, 'participants', true],
  ['participant', participant, {}, 'participants', false],
  ['manager', manager, {}, 'qrRegistration', true],
  ['mentor', mentor, {}, 'qrRegistration', false],
  ['participant with a team', participant, { myTeamId: '3' }, 'myTeam', true],
  ['participant without a team', participant, {}, 'myTeam', false],
  ['participant without a team, hacking', participant, {}, 'createTeam', true],
  ['participant with a team', participant, { myTeamId: '3' }, 'createTeam', false],
  ['in planning', { ...participant, phase: 'PLANNING' }, {}, 'createTeam', false],
  ['registration open', { ...participant, phase: 'REGISTRATION_OPEN' }, {}, 'createTeam', false],
  ['ideas required', { ...participant, ideasRequired: true }, {}, 'createTeam', false],
  ['mentor', mentor, {}, 'createTeam', false],
  ['ideas required', { ideasRequired: true }, {}, 'hackathonIdeas', true],
  ['ideas not required', participant, {}, 'hackathonIdeas', false],
  ['ideas required, participant', { ...participant, ideasRequired: true }, {}, 'myIdeas', true],
  ['ideas required, creator', { ...creator, ideasRequired: true }, {}, 'myIdeas', true],
  ['ideas required, mentor', { ...mentor, ideasRequired: true }, {}, 'myIdeas', false],
  ['ideas not required, participant', participant, {}, 'myIdeas', false],
  ['manager, approval required', { ...manager, ideasRequired: true, ideasRequireApproval: true }, {}, 'approveIdeas', true],
  ['creator, approval required', { ...creator, ideasRequired: true, ideasRequireApproval: true }, {}, 'approveIdeas', false],
  ['manager, no approval', { ...manager, ideasRequired: true }, {}, 'approveIdeas', false],
  ['anyone', participant, {}, 'schedule', true],
  ['creator, hacking', creator, {}, 'popularVote', true],
  ['manager, hacking', manager, {}, 'popularVote', true],
  ['participant, hacking', participant, {}, 'popularVote', false],
  ['participant, popular vote', { ...participant, phase: 'POPULAR_VOTE' }, {}, 'popularVote', true],
  ['mentor, popular vote', { ...mentor, phase: 'POPULAR_VOTE' }, {}, 'popularVote', true],
  ['volunteer, popular vote', { ...volunteer, phase: 'POPULAR_VOTE' }, {}, 'popularVote', true],
  ['judge, popular vote', { ...judge, phase: 'POPULAR_VOTE' }, {}, 'popularVote', false],
  ['has resources', { hasResources: true }, {}, 'resources', true],
  ['no resources', creator, {}, 'resources', false],
  ['has mentors', { hasMentors: true }, {}, 'mentors', true],
  ['has volunteers', { hasVolunteers: true }, {}, 'heroes', true],
  ['no volunteers', creator, {}, 'heroes', false],
  ['has judges', { hasJudges: true }, {}, 'judges', true],
  ['has judges', { hasJudges: true }, {}, 'criteria', true],
  ['no judges', creator, {}, 'judges', false],
  ['manager, judges', { ...manager, hasJudges: true }, {}, 'submissions', true],
  ['creator, judges', { ...creator, hasJudges: true }, {}, 'submissions', true],
  ['judge, judging', { ...judge, hasJudges: true, phase: 'JUDGING' }, {}, 'submissions', true],
  ['judge, complete', { ...judge, hasJudges: true, phase: 'COMPLETE' }, {}, 'submissions', true],
  ['judge, hacking', { ...judge, hasJudges: true }, {}, 'submissions', false],
  ['participant, judging', { ...participant, hasJudges: true, phase: 'JUDGING' }, {}, 'submissions', false],
  ['creator, talents', { ...creator, hasTalents: true }, {}, 'ratingManagement', true],
  ['mentor, talents', { ...mentor, hasTalents: true }, {}, 'talentRatings', true],
  ['participant, talents', { ...participant, hasTalents: true }, {}, 'ratingManagement', false],
  ['creator, no talents', creator, {}, 'ratingManagement', false],
  ['talent ratings off', { ...creator, hasTalents: true }, without('talentRatings'), 'ratingManagement', false],
  ['templates exist', { ...mentor, hasTalents: true }, { hasRatingItemTemplates: true }, 'myTalentRatings', true],
  ['no templates', { ...mentor, hasTalents: true }, {}, 'myTalentRatings', false],
  ['has prizes', { hasPrizes: true }, {}, 'prizes', true],
  ['creator', creator, {}, 'goals', true],
  ['participant', participant, {}, 'goals', false],
  ['gamification', { hasGameification: true }, {}, 'competitions', true],
  ['gamification off', { hasGameification: true }, without('gamification'), 'competitions', false],
  ['terms required', { requireTermsAcceptance: true }, {}, 'terms', true],
  ['no terms', creator, {}, 'terms', false],
];

describe('sidebar rules (SPEC 2.5)', () => {
  it.each(TABLE)('%s: %s → %s shown: %s', (_, h, c, key, shown) => {
    expect(hackathonItems(h, c).includes(key)).toBe(shown);
  });

  it('keeps the order of the table and shows the approval count', () => {
    const c = { pendingApprovals: 3 };
    expect(hackathonItems({ ...manager, ideasRequired: true, ideasRequireApproval: true, hasJudges: true }, c)).toEqual([
      'settings',
      'home',
      'organizingTeam',
      'participants',
      'qrRegistration',
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
    const groups = sidebarGroups(context({ ...manager, ideasRequired: true, ideasRequireApproval: true }, c), ALL_ITEMS);
    expect(groups[1].items.find(({ key }) => key === 'approveIdeas')).toMatchObject({ badge: 3, path: '/hackathon/7/ideas/approve' });
  });

  it('puts judging and ratings items under their sections', () => {
    const items = sidebarGroups(context({ ...creator, hasJudges: true, hasTalents: true }), ALL_ITEMS)[1].items;
    expect(items.filter(({ section }) => section === 'Judging').map(({ label }) => label)).toEqual(['Judges', 'Criteria', 'Submissions']);
    expect(items.filter(({ section }) => section === 'Ratings').map(({ label }) => label)).toEqual(['Rating Management', 'Talent Ratings']);
  });

  it('shows Innovation Initiatives and Organization by toggle and membership', () => {
    const labels = (c: Partial<SidebarContext>) => sidebarGroups(context(null, c), ALL_ITEMS).map(({ label }) => label);
    expect(labels({})).toEqual(['Hackathons', 'Innovation', 'Settings']);
    const off = without('innovations', 'organizationPage');
    expect(labels(off)).toEqual(['Hackathons', 'Settings']);
    const settings = (c: Partial<SidebarContext>) => sidebarGroups(context(null, c), ALL_ITEMS).at(-1)?.items.map(({ key }) => key);
    expect(settings({})).toEqual(['profile', 'organization']);
    expect(settings({ hasOrganizations: false })).toEqual(['profile']);
    expect(settings(off)).toEqual(['profile']);
  });

  describe('with only the pages built so far', () => {
    const everything = {
      ...creator,
      ...manager,
      ...participant,
      managementTeamVisible: true,
      hasJudges: true,
      hasPrizes: true,
      hasResources: true,
      hasMentors: true,
      hasVolunteers: true,
      hasTalents: true,
      hasGameification: true,
      requireTermsAcceptance: true,
    };

    it('shows Settings and Home to organisers, and every unbuilt item stays hidden', () => {
      expect(sidebarGroups(context(everything)).map(({ label, items }) => [label, items.map(({ label: item }) => item)])).toEqual([
        ['Hackathons', ['Discover', 'My Hackathons', 'Hackathon Profile']],
        ['Hack Week', ['Settings', 'Home']],
        ['Settings', ['Profile', 'Organization']],
      ]);
    });

    it('shows Home alone to a participant', () => {
      expect(sidebarGroups(context(participant))[1]).toEqual({
        label: 'Hack Week',
        items: [{ key: 'home', label: 'Home', path: '/hackathon/7/detail' }],
      });
    });

    it('has no hackathon group without an active hackathon', () => {
      expect(sidebarGroups(context(null)).map(({ label }) => label)).toEqual(['Hackathons', 'Settings']);
    });
  });
});
