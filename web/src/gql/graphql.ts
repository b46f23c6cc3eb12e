/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AdvanceHackathonPhaseInput = {
  /** The phase the caller sees; refused if it has changed meanwhile. */
  expectedPhase: HackathonPhase;
  hackathonId: string | number;
};

export type AllowedParticipants =
  /** Only people with the share link (invite token) or a role. */
  | 'INVITE_ONLY'
  /** Only members of the hosting organisation. */
  | 'ORGANIZATION'
  /** Anyone may find, view and join it. */
  | 'PUBLIC';

export type CreateHackathonInput = {
  allowedParticipants: AllowedParticipants;
  description?: string | null | undefined;
  detailDescription?: string | null | undefined;
  endDatetime: string;
  flags?: HackathonFlagsInput | null | undefined;
  /** Settable at creation only. */
  hasGameification?: boolean | null | undefined;
  maxTeamSize: number;
  name: string;
  organizationId: string | number;
  startDatetime: string;
  timeZone?: string | null | undefined;
};

export type CreateOrganizationInput = {
  name: string;
};

export type Environment =
  | 'DEVELOPMENT'
  | 'LOCAL'
  | 'PRODUCTION'
  | 'UAT';

export type HackathonFlagsInput = {
  canRegisterOutsideRegistrationPhase?: boolean | null | undefined;
  hasClosingSession?: boolean | null | undefined;
  hasGoals?: boolean | null | undefined;
  hasJudges?: boolean | null | undefined;
  hasKickoffSession?: boolean | null | undefined;
  hasMentors?: boolean | null | undefined;
  hasPitches?: boolean | null | undefined;
  hasPopularVote?: boolean | null | undefined;
  hasPrizes?: boolean | null | undefined;
  hasResources?: boolean | null | undefined;
  hasTalents?: boolean | null | undefined;
  hasVolunteers?: boolean | null | undefined;
  ideasRequireApproval?: boolean | null | undefined;
  ideasRequired?: boolean | null | undefined;
  ideasThroughoutHacking?: boolean | null | undefined;
  managementTeamVisible?: boolean | null | undefined;
  requireTermsAcceptance?: boolean | null | undefined;
  showTeams?: boolean | null | undefined;
};

export type HackathonListFilter =
  /** Hackathons the user created. */
  | 'CREATOR'
  /** Public hackathons, running and upcoming first. */
  | 'DISCOVER'
  /** Hackathons the user holds any role in. */
  | 'MINE'
  /** Hackathons the user created or manages. */
  | 'ORGANIZING'
  /** Hackathons the user takes part in as participant, mentor, judge or volunteer. */
  | 'PARTICIPATING';

export type HackathonPhase =
  | 'COMPLETE'
  | 'HACKING'
  | 'JUDGING'
  | 'PLANNING'
  | 'POPULAR_VOTE'
  | 'REGISTRATION_OPEN';

/** Where the hackathon stands against its dates. */
export type HackathonStatus =
  | 'ENDED'
  | 'RUNNING'
  | 'UPCOMING';

export type JoinHackathonInput = {
  hackathonId: string | number;
  /** The share link's token, needed for invite-only hackathons. */
  inviteToken?: string | null | undefined;
};

export type MarkNotificationReadInput = {
  id: string | number;
};

export type NotificationType =
  /** A hackathon you hold a role in moved to another phase. */
  | 'HACKATHON_PHASE_CHANGED'
  | 'HACKATHON_SUBMISSION_CONFIRMATION'
  | 'IDEA_APPROVAL_REJECTED'
  | 'IDEA_APPROVAL_REQUEST'
  | 'JUDGE_INVITE'
  | 'MENTOR_INVITE'
  | 'ORGANIZING_TEAM_MEMBER_INVITE'
  /** A participant registered for a hackathon you organise. */
  | 'PARTICIPANT_REGISTERED'
  /** Submissions of a hackathon you take part in close soon. */
  | 'SUBMISSION_REMINDER'
  | 'TEAM_JOIN_REQUEST'
  | 'TEAM_JOIN_REQUEST_ACCEPTED'
  | 'VOLUNTEER_INVITE';

export type OrganizationRole =
  | 'ADMIN'
  | 'MEMBER'
  | 'OWNER';

export type PhaseTimeInput = {
  phase: HackathonPhase;
  /** Null unschedules the phase. */
  startsAt?: string | null | undefined;
};

export type SetHackathonTimelineInput = {
  hackathonId: string | number;
  /** The phases to (re)schedule; phases left out keep their time. */
  phases: Array<PhaseTimeInput>;
  /** IANA zone, e.g. Europe/Berlin; unchanged when left out. */
  timeZone?: string | null | undefined;
};

export type UpdateHackathonInput = {
  allowedParticipants?: AllowedParticipants | null | undefined;
  description?: string | null | undefined;
  detailDescription?: string | null | undefined;
  endDatetime?: string | null | undefined;
  flags?: HackathonFlagsInput | null | undefined;
  id: string | number;
  maxTeamSize?: number | null | undefined;
  name?: string | null | undefined;
  startDatetime?: string | null | undefined;
  timeZone?: string | null | undefined;
};

export type UpdateHackathonProfileInput = {
  bio?: string | null | undefined;
  city?: string | null | undefined;
  githubUrl?: string | null | undefined;
  linkedinUrl?: string | null | undefined;
  offerzenUrl?: string | null | undefined;
  /** Replaces the profile's skills when given. */
  skillIds?: Array<string | number> | null | undefined;
};

export type SidebarHackathonQueryVariables = Exact<{
  id: string | number;
}>;


export type SidebarHackathonQuery = { hackathon: { id: string, name: string, phase: HackathonPhase, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, hasResources: boolean, hasMentors: boolean, hasVolunteers: boolean, hasJudges: boolean, hasTalents: boolean, hasPrizes: boolean, hasGameification: boolean, requireTermsAcceptance: boolean } };

export type MyHackathonsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHackathonsQuery = { hackathons: { items: Array<{ id: string, name: string }> } };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { me: { id: string, idB64: string, account: { idB64: string, uid: string } } };

export type MyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRolesQuery = { me: { id: string, roles: Array<{ id: string, name: string, friendlyName: string }> } };

export type FeatureTogglesQueryVariables = Exact<{
  environment: Environment;
}>;


export type FeatureTogglesQuery = { featureToggles: Array<{ id: string, featureName: string, enabled: boolean }> };

export type HackathonProfileFieldsFragment = { id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ id: string, name: string }> };

export type MyHackathonProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHackathonProfileQuery = { myHackathonProfile: { id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ id: string, name: string }> }, skills: Array<{ id: string, name: string }> };

export type UpdateHackathonProfileMutationVariables = Exact<{
  input: UpdateHackathonProfileInput;
}>;


export type UpdateHackathonProfileMutation = { updateHackathonProfile: { hackathonProfile: { id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ id: string, name: string }> } } };

export type CreateHackathonMutationVariables = Exact<{
  input: CreateHackathonInput;
}>;


export type CreateHackathonMutation = { createHackathon: { hackathon: { id: string, name: string } } };

export type HackathonSettingsFragment = { id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, isCreator: boolean, isManager: boolean, organization: { id: string } };

export type HackathonSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonSettingsQuery = { hackathon: { id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, isCreator: boolean, isManager: boolean, organization: { id: string } } };

export type UpdateHackathonMutationVariables = Exact<{
  input: UpdateHackathonInput;
}>;


export type UpdateHackathonMutation = { updateHackathon: { hackathon: { id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, isCreator: boolean, isManager: boolean, organization: { id: string } } } };

export type HackathonDetailQueryVariables = Exact<{
  id: string | number;
  inviteToken?: string | null | undefined;
}>;


export type HackathonDetailQuery = { hackathon: { canRegisterOutsideRegistrationPhase: boolean, inviteToken: string | null, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { id: string, name: string } } };

export type JoinHackathonMutationVariables = Exact<{
  input: JoinHackathonInput;
}>;


export type JoinHackathonMutation = { joinHackathon: { hackathon: { id: string, name: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean } } };

export type PublicHackathonQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicHackathonQuery = { hackathon: { detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { id: string, name: string } } };

export type HackathonAccessQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonAccessQuery = { hackathon: { id: string, allowedParticipants: AllowedParticipants, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean } };

export type HackathonSummaryFragment = { id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { id: string, name: string } };

export type HackathonOverviewFragment = { detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { id: string, name: string } };

export type HackathonRolesFragment = { id: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean };

export type HackathonsQueryVariables = Exact<{
  filter: HackathonListFilter;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type HackathonsQuery = { hackathons: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, items: Array<{ id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean, organization: { id: string, name: string } }> } };

export type NotificationFieldsFragment = { id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { myNotifications: { unreadCount: number, items: Array<{ id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string }> } };

export type AllNotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AllNotificationsQuery = { myNotifications: { totalCount: number, unreadCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, items: Array<{ id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type MarkNotificationReadMutation = { markNotificationRead: { success: boolean, notification: { id: string, isRead: boolean } } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { markAllNotificationsRead: { success: boolean, count: number } };

export type MyOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrganizationsQuery = { organizations: Array<{ id: string, name: string, userMembershipRole: OrganizationRole | null }> };

export type CreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { organization: { id: string, name: string, userMembershipRole: OrganizationRole | null } } };

export type AdvanceHackathonPhaseMutationVariables = Exact<{
  input: AdvanceHackathonPhaseInput;
}>;


export type AdvanceHackathonPhaseMutation = { advanceHackathonPhase: { timeline: { hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> }, hackathon: { id: string, phase: HackathonPhase, phaseDisplay: string } } };

export type CreatedHackathonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreatedHackathonsQuery = { hackathons: { items: Array<{ id: string }> } };

export type SetHackathonTimelineMutationVariables = Exact<{
  input: SetHackathonTimelineInput;
}>;


export type SetHackathonTimelineMutation = { setHackathonTimeline: { timeline: { hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> } } };

export type TimelineFieldsFragment = { hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> };

export type TimelinePageQueryVariables = Exact<{
  id: string | number;
}>;


export type TimelinePageQuery = { hackathon: { id: string, name: string, isCreator: boolean, isManager: boolean, phase: HackathonPhase }, hackathonTimeline: { hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> } };

export type HackathonPhaseFieldsFragment = { id: string, phase: HackathonPhase, phaseDisplay: string, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasVolunteers: boolean, hasTalents: boolean };

export type HackathonPhaseQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonPhaseQuery = { hackathon: { id: string, phase: HackathonPhase, phaseDisplay: string, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasVolunteers: boolean, hasTalents: boolean } };

export const HackathonProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonProfileFieldsFragment, unknown>;
export const HackathonSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}}]}}]} as unknown as DocumentNode<HackathonSettingsFragment, unknown>;
export const HackathonSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonSummaryFragment, unknown>;
export const HackathonOverviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonOverviewFragment, unknown>;
export const HackathonRolesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonRolesFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const TimelineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<TimelineFieldsFragment, unknown>;
export const HackathonPhaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}}]}}]} as unknown as DocumentNode<HackathonPhaseFieldsFragment, unknown>;
export const SidebarHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidebarHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}}]}}]}}]} as unknown as DocumentNode<SidebarHackathonQuery, SidebarHackathonQueryVariables>;
export const MyHackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHackathons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"MINE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MyHackathonsQuery, MyHackathonsQueryVariables>;
export const MyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idB64"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idB64"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}}]}}]}}]} as unknown as DocumentNode<MyAccountQuery, MyAccountQueryVariables>;
export const MyRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}}]}}]}}]} as unknown as DocumentNode<MyRolesQuery, MyRolesQueryVariables>;
export const FeatureTogglesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureToggles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"environment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Environment"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureToggles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"environment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"environment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"featureName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<FeatureTogglesQuery, FeatureTogglesQueryVariables>;
export const MyHackathonProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myHackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyHackathonProfileQuery, MyHackathonProfileQueryVariables>;
export const UpdateHackathonProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathonProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathonProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateHackathonProfileMutation, UpdateHackathonProfileMutationVariables>;
export const CreateHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateHackathonMutation, CreateHackathonMutationVariables>;
export const HackathonSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}}]}}]} as unknown as DocumentNode<HackathonSettingsQuery, HackathonSettingsQueryVariables>;
export const UpdateHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}}]}}]} as unknown as DocumentNode<UpdateHackathonMutation, UpdateHackathonMutationVariables>;
export const HackathonDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"inviteToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonOverview"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"inviteToken"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonDetailQuery, HackathonDetailQueryVariables>;
export const JoinHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<JoinHackathonMutation, JoinHackathonMutationVariables>;
export const PublicHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonOverview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}}]} as unknown as DocumentNode<PublicHackathonQuery, PublicHackathonQueryVariables>;
export const HackathonAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonAccessQuery, HackathonAccessQueryVariables>;
export const HackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Hackathons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonListFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonsQuery, HackathonsQueryVariables>;
export const UnreadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const AllNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<AllNotificationsQuery, AllNotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MyOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"ASSOCIATED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userMembershipRole"}}]}}]}}]} as unknown as DocumentNode<MyOrganizationsQuery, MyOrganizationsQueryVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userMembershipRole"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const AdvanceHackathonPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvanceHackathonPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceHackathonPhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceHackathonPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<AdvanceHackathonPhaseMutation, AdvanceHackathonPhaseMutationVariables>;
export const CreatedHackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatedHackathons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"CREATOR"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreatedHackathonsQuery, CreatedHackathonsQueryVariables>;
export const SetHackathonTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHackathonTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetHackathonTimelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHackathonTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<SetHackathonTimelineMutation, SetHackathonTimelineMutationVariables>;
export const TimelinePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimelinePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hackathonTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<TimelinePageQuery, TimelinePageQueryVariables>;
export const HackathonPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonPhaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}}]}}]} as unknown as DocumentNode<HackathonPhaseQuery, HackathonPhaseQueryVariables>;