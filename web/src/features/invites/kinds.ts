import type { InviteKind, InviteStatus, OrganizationRole, ViewerCanFragment } from '../../gql/graphql';

/** The four roles of people who run a hackathon. */
export type HackathonKind = Exclude<InviteKind, 'ORGANIZATION_MEMBER'>;

interface KindInfo {
  /** The page's title and the sidebar's label. */
  title: string;
  /** The invite page an e-mailed link opens (open route), and its read-only view (signed in). */
  answerPath: string;
  viewPath: string;
}

interface HackathonKindInfo extends KindInfo {
  /** What the page is about. */
  description: (hackathon: string) => string;
  /** The page's segment: /hackathon/{id}/{segment}. */
  segment: string;
  /** The viewerCan field that lets the viewer invite, change and remove these people. */
  manage: keyof Pick<ViewerCanFragment, 'manageOrganizingTeam' | 'manageJudges' | 'manageMentors' | 'manageVolunteers'>;
  /** Judges, mentors and Heroes are ACTIVE or INACTIVE; the organizing team only is. */
  hasStatus: boolean;
}

export const HACKATHON_KINDS: Record<HackathonKind, HackathonKindInfo> = {
  ORGANIZING_TEAM: {
    title: 'Organizing Team',
    description: (hackathon) => `The people who organize ${hackathon}.`,
    segment: 'organizing-team',
    answerPath: '/hackathon/organizing-team/invite',
    viewPath: '/hackathon/organizing-team/invite/view',
    manage: 'manageOrganizingTeam',
    hasStatus: false,
  },
  JUDGE: {
    title: 'Judges',
    description: (hackathon) => `The people who judge the submissions of ${hackathon}.`,
    segment: 'judges',
    answerPath: '/hackathon/judging/invite',
    viewPath: '/hackathon/judging/invite/view',
    manage: 'manageJudges',
    hasStatus: true,
  },
  MENTOR: {
    title: 'Mentors',
    description: (hackathon) => `The people who mentor the teams of ${hackathon}.`,
    segment: 'mentors',
    answerPath: '/hackathon/mentors/invite',
    viewPath: '/hackathon/mentors/invite/view',
    manage: 'manageMentors',
    hasStatus: true,
  },
  VOLUNTEER: {
    title: 'Heroes',
    description: (hackathon) => `The volunteers who help run ${hackathon}.`,
    segment: 'heroes',
    answerPath: '/hackathon/heroes/invite',
    viewPath: '/hackathon/heroes/invite/view',
    manage: 'manageVolunteers',
    hasStatus: true,
  },
};

export const ORGANIZATION_KIND: KindInfo = {
  title: 'Members',
  answerPath: '/organization/members/invite',
  viewPath: '/organization/members/invite/view',
};

/** Every kind's pages, for the routes. */
export const KIND_INFO: Record<InviteKind, KindInfo> = { ...HACKATHON_KINDS, ORGANIZATION_MEMBER: ORGANIZATION_KIND };

export const ROLE_LABELS: Record<OrganizationRole, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' };

export const STATUS_LABELS: Record<InviteStatus, string> = {
  PENDING: 'Pending',
  ACCEPTED: 'Accepted',
  DECLINED: 'Declined',
  REVOKED: 'Revoked',
  EXPIRED: 'Expired',
};

/** A link to an invite's page, e.g. /hackathon/judging/invite?uid=... */
export const invitePath = (path: string, uid: string) => `${path}?${new URLSearchParams({ uid })}`;
