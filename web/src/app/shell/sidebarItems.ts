import { graphql } from '../../gql';
import type { SidebarHackathonFragment } from '../../gql/graphql';

// The sidebar of SPEC 2.5 as one table of rules. Who may see what comes from
// the server (viewerCan); the feature toggles and the hackathon's flags are
// applied here. Items whose page does not exist yet stay hidden: only the
// keys in `built` are ever shown.

/** What the rules read of the active hackathon. */
graphql(`
  fragment SidebarHackathon on Hackathon {
    id
    name
    phase
    phaseDisplay
    isParticipant
    ideasRequired
    hasResources
    hasMentors
    hasVolunteers
    hasJudges
    hasPrizes
    hasGameification
    requireTermsAcceptance
    myTeam {
      id
    }
    viewerCan {
      ...ViewerCan
      seePrizes
      seeResources
      seeGoals
      createTeam
    }
  }
`);

export type SidebarHackathon = SidebarHackathonFragment;

export interface SidebarContext {
  /** The active hackathon, with what the viewer may do in it. */
  hackathon: SidebarHackathon | null;
  features: { talentRatings: boolean; gamification: boolean; innovations: boolean; organizationPage: boolean };
  /** The organization shown: the URL's, else the one last chosen, else the first (its members page is under Settings); null when they have none. */
  organizationId: string | null;
  myTeamId: string | null;
  pendingApprovals: number;
  hasRatingItemTemplates: boolean;
}

type Group = 'Hackathons' | 'Hackathon' | 'Innovation' | 'Settings';

interface Rule {
  key: string;
  group: Group;
  /** A sub-heading inside the hackathon's group (SPEC 2.5: "Judging: ...", "Ratings: ..."). */
  section?: 'Judging' | 'Ratings';
  label: string;
  path: (c: SidebarContext, id: string) => string;
  show: (c: SidebarContext) => boolean;
  badge?: (c: SidebarContext) => number;
}

const always = () => true;
const ratings = (h: SidebarHackathon, c: SidebarContext) => h.viewerCan.manageRatings && c.features.talentRatings;

/** An item of the active hackathon's group, at /hackathon/{id}/{page}; hidden while there is none. */
function hackathonItem(
  key: string,
  label: string,
  page: string | ((c: SidebarContext) => string),
  show: (h: SidebarHackathon, c: SidebarContext) => boolean,
  more: Pick<Rule, 'section' | 'badge'> = {},
): Rule {
  return {
    key,
    group: 'Hackathon',
    label,
    path: (c, id) => `/hackathon/${id}/${typeof page === 'string' ? page : page(c)}`,
    show: (c) => c.hackathon !== null && show(c.hackathon, c),
    ...more,
  };
}

const RULES: Rule[] = [
  { key: 'discover', group: 'Hackathons', label: 'Discover', path: () => '/hackathon/discover', show: always },
  { key: 'myHackathons', group: 'Hackathons', label: 'My Hackathons', path: () => '/hackathon/mine', show: always },
  { key: 'hackathonProfile', group: 'Hackathons', label: 'Hackathon Profile', path: () => '/hackathon/profile', show: always },

  hackathonItem('settings', 'Settings', 'timeline', (h) => h.viewerCan.manage),
  hackathonItem('home', 'Home', 'detail', always),
  hackathonItem('organizingTeam', 'Organizing Team', 'organizing-team', (h) => h.viewerCan.seeOrganizingTeam),
  hackathonItem('participants', 'Participants', 'participants', (h) => h.viewerCan.seeParticipants),
  hackathonItem('qrRegistration', 'QR Registration', 'qr-scanner', (h) => h.viewerCan.manage),
  hackathonItem('categories', 'Categories', 'categories', (h) => h.viewerCan.manage),
  hackathonItem('jobs', 'Jobs', 'jobs', (h) => h.viewerCan.manage),
  hackathonItem('announcements', 'Announcements', 'announcements', (h) => h.viewerCan.manage),
  hackathonItem('myTeam', 'My Team', (c) => `team/${c.myTeamId}`, (h, c) => h.isParticipant && c.myTeamId !== null),
  hackathonItem('createTeam', 'Create Team', 'teams/create', (h, c) =>
    h.viewerCan.createTeam && c.myTeamId === null && !h.ideasRequired,
  ),
  hackathonItem('hackathonIdeas', 'Hackathon Ideas', 'ideas', (h) => h.ideasRequired),
  hackathonItem('myIdeas', 'My Ideas', 'ideas/mine', (h) => h.ideasRequired && (h.isParticipant || h.viewerCan.manage)),
  hackathonItem('approveIdeas', 'Approve Ideas', 'ideas/approve', (h) => h.viewerCan.approveIdeas, {
    badge: (c) => c.pendingApprovals,
  }),
  hackathonItem('schedule', 'Schedule', 'schedule', always),
  hackathonItem('popularVote', 'Popular Vote', 'popular-vote', (h) => h.viewerCan.seePopularVote),
  hackathonItem('resources', 'Resources', 'resources', (h) => h.hasResources && h.viewerCan.seeResources),
  hackathonItem('mentors', 'Mentors', 'mentors', (h) => h.hasMentors),
  hackathonItem('heroes', 'Heroes', 'heroes', (h) => h.hasVolunteers),
  hackathonItem('judges', 'Judges', 'judges', (h) => h.hasJudges, { section: 'Judging' }),
  hackathonItem('criteria', 'Criteria', 'judging-criteria', (h) => h.hasJudges, { section: 'Judging' }),
  hackathonItem('submissions', 'Submissions', 'submissions', (h) => h.viewerCan.seeSubmissions, { section: 'Judging' }),
  hackathonItem('ratingManagement', 'Rating Management', 'talent-man', ratings, { section: 'Ratings' }),
  hackathonItem('myTalentRatings', 'My Talent Ratings', 'ratings/talent', (h, c) => ratings(h, c) && c.hasRatingItemTemplates, {
    section: 'Ratings',
  }),
  hackathonItem('talentRatings', 'Talent Ratings', 'talent-man-mentors', ratings, { section: 'Ratings' }),
  hackathonItem('prizes', 'Prizes', 'prizes', (h) => h.hasPrizes && h.viewerCan.seePrizes),
  hackathonItem('goals', 'Goals', 'goals', (h) => h.viewerCan.seeGoals),
  hackathonItem('competitions', 'Competitions', 'gameification/dashboard', (h, c) => h.hasGameification && c.features.gamification),
  hackathonItem('terms', 'Terms and Conditions', 'terms', (h) => h.requireTermsAcceptance),

  {
    key: 'innovationInitiatives',
    group: 'Innovation',
    label: 'Innovation Initiatives',
    path: () => '/innovation/initiatives',
    show: (c) => c.features.innovations,
  },

  { key: 'profile', group: 'Settings', label: 'Profile', path: () => '/user/profile', show: always },
  {
    key: 'organization',
    group: 'Settings',
    label: 'Organization',
    path: () => '/organization',
    show: (c) => c.organizationId !== null && c.features.organizationPage,
  },
  {
    key: 'organizationMembers',
    group: 'Settings',
    label: 'Members',
    path: (c) => `/organization/${c.organizationId}/members`,
    show: (c) => c.organizationId !== null && c.features.organizationPage,
  },
];

/** Every item of the table. */
export const ALL_ITEMS: ReadonlySet<string> = new Set(RULES.map(({ key }) => key));

/** The items whose pages exist. Add a key here when its page is built. */
const BUILT: ReadonlySet<string> = new Set([
  'discover',
  'competitions',
  'innovationInitiatives',
  'myHackathons',
  'hackathonProfile',
  'settings',
  'home',
  'organizingTeam',
  'participants',
  'qrRegistration',
  'categories',
  'jobs',
  'announcements',
  'myTeam',
  'createTeam',
  'mentors',
  'heroes',
  'judges',
  'schedule',
  'resources',
  'prizes',
  'goals',
  'terms',
  'hackathonIdeas',
  'myIdeas',
  'approveIdeas',
  'ratingManagement',
  'myTalentRatings',
  'talentRatings',
  'profile',
  'organization',
  'organizationMembers',
  'criteria',
  'submissions',
  'popularVote',
]);

export interface SidebarItem {
  key: string;
  label: string;
  path: string;
  section?: 'Judging' | 'Ratings';
  badge?: number;
}

export interface SidebarGroup {
  /** "Hackathons", the active hackathon's name, "Innovation" or "Settings". */
  label: string;
  items: SidebarItem[];
}

/** The groups and items the sidebar shows, in order; empty groups are left out. */
export function sidebarGroups(c: SidebarContext, built: ReadonlySet<string> = BUILT): SidebarGroup[] {
  const id = c.hackathon?.id ?? '';
  const groups = new Map<Group, SidebarItem[]>();
  for (const rule of RULES) {
    if (!built.has(rule.key) || !rule.show(c)) continue;
    const { key, label, section } = rule;
    const item: SidebarItem = { key, label, path: rule.path(c, id), section, badge: rule.badge?.(c) };
    groups.set(rule.group, [...(groups.get(rule.group) ?? []), item]);
  }
  const labelOf = (group: Group) => (group === 'Hackathon' ? (c.hackathon?.name ?? '') : group);
  return [...groups].map(([group, items]) => ({ label: labelOf(group), items }));
}
