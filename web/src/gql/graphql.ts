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

export type AnswerInviteInput = {
  answer: InviteAnswer;
  uid: string;
};

export type CheckInParticipantInput = {
  /** A check-in code as scanned or typed (case and spaces do not matter). */
  code: string;
  hackathonId: string | number;
};

export type CreateGoalInput = {
  description?: string | null | undefined;
  hackathonId: string | number;
  name: string;
};

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

export type CreateHackathonResourceInput = {
  description?: string | null | undefined;
  hackathonId: string | number;
  name: string;
  url?: string | null | undefined;
};

export type CreateLedgerInput = {
  description?: string | null | undefined;
  name: string;
  /** An organisation the caller created or belongs to. */
  organizationId: string | number;
};

export type CreateLedgerItemInput = {
  description?: string | null | undefined;
  ledgerId: string | number;
  name: string;
  /** An item of the same ledger. */
  parentId?: string | number | null | undefined;
};

export type CreateLedgerPropertyInput = {
  ledgerItemId: string | number;
  /** The column's name; a ledger's properties of one name share a type. */
  name: string;
  propertyType: LedgerPropertyType;
  value: LedgerPropertyValueInput;
};

export type CreateLedgerStatusGroupInput = {
  ledgerId: string | number;
  name: string;
};

export type CreateLedgerStatusInput = {
  ledgerId: string | number;
  name: string;
  /** A group of the ledger; by default "To-do". */
  statusGroupId?: string | number | null | undefined;
};

export type CreateLedgerTagInput = {
  /** A hex colour such as #1c7ed6. */
  color: string;
  ledgerId: string | number;
  name: string;
};

export type CreateOrganizationInput = {
  name: string;
};

/** SPEC 5: every field of a prize is optional. */
export type CreatePrizeInput = {
  /** true by default. */
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  hackathonId: string | number;
  name?: string | null | undefined;
  /** 1 or more; by default after the last prize. */
  position?: number | null | undefined;
};

export type CreateProgramItemInput = {
  description: string;
  /** After startTime, within the hackathon's dates. */
  endTime: string;
  hackathonId: string | number;
  links?: Array<ProgramItemLinkInput> | null | undefined;
  name: string;
  /** Within the hackathon's dates. */
  startTime: string;
};

export type CreateTermsAcceptanceInput = {
  /** The share link's token, for someone about to join an invite-only hackathon. */
  inviteToken?: string | null | undefined;
  termsId: string | number;
};

export type DeleteHackathonInput = {
  /** The hackathon's name, typed to confirm (surrounding spaces and case aside). */
  confirmName: string;
  id: string | number;
};

export type Environment =
  | 'DEVELOPMENT'
  | 'LOCAL'
  | 'PRODUCTION'
  | 'UAT';

/** Where a participant export stands; the file of a DONE one is deleted after 24 hours (EXPIRED). */
export type ExportState =
  | 'DONE'
  | 'EXPIRED'
  | 'FAILED'
  | 'RUNNING';

/** What a piece of user feedback is (the feedback widget of SPEC 1). */
export type FeedbackKind =
  /** Something does not work. */
  | 'BUG'
  /** A suggestion. */
  | 'IDEA'
  /** Something people like. */
  | 'PRAISE';

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

export type InviteAnswer =
  | 'ACCEPT'
  | 'DECLINE';

/** Where the invite's e-mail stands. */
export type InviteDelivery =
  /** The retries ran out (deliveryError says why); the organiser may resend. */
  | 'FAILED'
  /** Not yet accepted by the mail server; retried with back-off. */
  | 'SENDING'
  | 'SENT';

export type InviteIdInput = {
  id: string | number;
};

/** The role an invite offers. */
export type InviteKind =
  | 'JUDGE'
  | 'MENTOR'
  /** A member of an organisation. */
  | 'ORGANIZATION_MEMBER'
  /** The hackathon's organising team (its managers). */
  | 'ORGANIZING_TEAM'
  /** A Hero (volunteer). */
  | 'VOLUNTEER';

export type InviteStatus =
  | 'ACCEPTED'
  | 'DECLINED'
  | 'EXPIRED'
  | 'PENDING'
  | 'REVOKED';

export type InviteToHackathonInput = {
  /** At most 1000 addresses. */
  emails: Array<string>;
  hackathonId: string | number;
  /** ORGANIZING_TEAM, JUDGE, MENTOR or VOLUNTEER. */
  kind: InviteKind;
};

export type InviteToOrganizationInput = {
  /** At most 1000 addresses. */
  emails: Array<string>;
  organizationId: string | number;
  /** ADMIN or MEMBER (owners are made by changing a member's role). */
  role: OrganizationRole;
};

export type JoinHackathonInput = {
  /**
   * The latest terms version the user accepts while joining: recorded in the
   * same transaction as the registration. Needed when the hackathon requires
   * terms, has a published version, and the user has not accepted it yet.
   */
  acceptTermsId?: string | number | null | undefined;
  hackathonId: string | number;
  /** The share link's token, needed for invite-only hackathons. */
  inviteToken?: string | null | undefined;
};

export type LeaveHackathonInput = {
  hackathonId: string | number;
};

/** The type of a property, which decides the value it holds. */
export type LedgerPropertyType =
  /** A link to another item of the ledger (linkedItemId). */
  | 'LINK'
  /** A decimal number (valueNumber). */
  | 'NUMBER'
  /** One of the ledger's statuses (valueStatus). */
  | 'STATUS'
  /** Tags of the ledger (valueTags). */
  | 'TAGS'
  | 'TEXT';

/**
 * The value of a property: give the field of its type only. NUMBER takes a
 * decimal (\"12\", \"3.25\"); STATUS a status of one of the ledger's groups;
 * TAGS tags of the ledger; LINK another item of the ledger.
 */
export type LedgerPropertyValueInput = {
  linkedItemId?: string | number | null | undefined;
  valueNumber?: string | null | undefined;
  valueStatusId?: string | number | null | undefined;
  valueTagIds?: Array<string | number> | null | undefined;
  valueText?: string | null | undefined;
};

/** Whether a ledger is in use or kept for the record. */
export type LedgerState =
  | 'ACTIVE'
  | 'ARCHIVED';

export type MarkNotificationReadInput = {
  id: string | number;
};

/** A judge, mentor or Hero is ACTIVE or INACTIVE (listed, without the role). */
export type MemberStatus =
  | 'ACTIVE'
  | 'INACTIVE';

export type NotificationType =
  /** Thanks for feedback sent from the widget. */
  | 'FEEDBACK_THANKS'
  /** The hackathon was deleted by its creator. */
  | 'HACKATHON_DELETED'
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

export type ParticipantFilter = {
  banned?: boolean | null | undefined;
  /** An active member of one of the hackathon's teams. */
  hasTeam?: boolean | null | undefined;
  /** Marked present today, in the hackathon's time zone. */
  presentToday?: boolean | null | undefined;
  status?: ParticipantStatus | null | undefined;
};

export type ParticipantOrder =
  /** By first and last name. */
  | 'NAME'
  /** Oldest registration first. */
  | 'REGISTERED_AT';

/** Where a participant's registration stands (docs/decisions.md, Participants). */
export type ParticipantStatus =
  | 'CANCELLED'
  | 'CONFIRMED'
  | 'REGISTERED'
  | 'WAITLISTED';

export type ParticipationEventKind =
  | 'CHECKED_IN'
  | 'JOINED'
  | 'LEFT';

export type PhaseTimeInput = {
  phase: HackathonPhase;
  /** Null unschedules the phase. */
  startsAt?: string | null | undefined;
};

/** What a programme item is: an ordinary session, or the kickoff or closing session of a hackathon that has one. */
export type ProgramItemKind =
  /** Exists while hasClosingSession is on; created with defaults for organisers to fill. */
  | 'CLOSING'
  /** Exists while hasKickoffSession is on; created with defaults for organisers to fill. */
  | 'KICKOFF'
  | 'SESSION';

export type ProgramItemLinkInput = {
  name: string;
  /** A complete http(s) URL (SPEC 5); www.example.com becomes https://www.example.com. */
  url: string;
};

export type PublishTermsInput = {
  /** HTML; unsafe markup (scripts, event handlers) is removed. */
  contentHtml: string;
  hackathonId: string | number;
  version: string;
};

export type RemoveHackathonMemberInput = {
  id: string | number;
  kind: InviteKind;
};

export type RemoveOrganizationMemberInput = {
  id: string | number;
};

/** The goal batch: every goal of the hackathon, in the new order. */
export type ReorderGoalsInput = {
  goalIds: Array<string | number>;
  hackathonId: string | number;
};

export type RotateHackathonInviteTokenInput = {
  hackathonId: string | number;
};

export type SendFeedbackInput = {
  kind: FeedbackKind;
  /** At most 4000 characters. */
  message: string;
  /** The page the widget was opened on (path and query, at most 2000 characters). */
  pageUrl: string;
  /** 1 to 5, optional. */
  rating?: number | null | undefined;
};

export type SetHackathonTimelineInput = {
  hackathonId: string | number;
  /** The phases to (re)schedule; phases left out keep their time. */
  phases: Array<PhaseTimeInput>;
  /** IANA zone, e.g. Europe/Berlin; unchanged when left out. */
  timeZone?: string | null | undefined;
};

export type SetMyAvailabilityInput = {
  available: boolean;
  /** YYYY-MM-DD, a day of the hackathon; today (in its time zone) when left out. */
  date?: string | null | undefined;
  hackathonId: string | number;
};

export type SetParticipantPresenceInput = {
  /** YYYY-MM-DD, a day of the hackathon; today (in its time zone) when left out. */
  date?: string | null | undefined;
  participantId: string | number;
  present: boolean;
};

export type UpdateGoalInput = {
  description?: string | null | undefined;
  id: string | number;
  name: string;
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

export type UpdateHackathonMemberInput = {
  id: string | number;
  kind: InviteKind;
  status: MemberStatus;
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

export type UpdateHackathonResourceInput = {
  description?: string | null | undefined;
  id: string | number;
  name: string;
  url?: string | null | undefined;
};

/** Replaces the value; the name and type stay. */
export type UpdateLedgerPropertyInput = {
  id: string | number;
  value: LedgerPropertyValueInput;
};

export type UpdateOrganizationMemberInput = {
  id: string | number;
  role: OrganizationRole;
};

export type UpdateParticipantInput = {
  banned?: boolean | null | undefined;
  id: string | number;
  status?: ParticipantStatus | null | undefined;
};

/** Null fields keep their value. */
export type UpdatePrizeInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  id: string | number;
  name?: string | null | undefined;
  position?: number | null | undefined;
};

/** Every field is set again; links replace the item's links. */
export type UpdateProgramItemInput = {
  description: string;
  endTime: string;
  id: string | number;
  links?: Array<ProgramItemLinkInput> | null | undefined;
  name: string;
  startTime: string;
};

export type SidebarHackathonFragment = { __typename: 'Hackathon', id: string, name: string, phase: HackathonPhase, isParticipant: boolean, ideasRequired: boolean, hasResources: boolean, hasMentors: boolean, hasVolunteers: boolean, hasJudges: boolean, hasPrizes: boolean, hasGameification: boolean, requireTermsAcceptance: boolean, viewerCan: { __typename: 'HackathonViewerCan', seePrizes: boolean, seeResources: boolean, seeGoals: boolean, view: boolean, manage: boolean, join: boolean, seeParticipants: boolean, seeOrganizingTeam: boolean, approveIdeas: boolean, seeSubmissions: boolean, seePopularVote: boolean, manageRatings: boolean, manageOrganizingTeam: boolean, manageJudges: boolean, manageMentors: boolean, manageVolunteers: boolean } };

export type SidebarHackathonQueryVariables = Exact<{
  id: string | number;
}>;


export type SidebarHackathonQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, phase: HackathonPhase, isParticipant: boolean, ideasRequired: boolean, hasResources: boolean, hasMentors: boolean, hasVolunteers: boolean, hasJudges: boolean, hasPrizes: boolean, hasGameification: boolean, requireTermsAcceptance: boolean, viewerCan: { __typename: 'HackathonViewerCan', seePrizes: boolean, seeResources: boolean, seeGoals: boolean, view: boolean, manage: boolean, join: boolean, seeParticipants: boolean, seeOrganizingTeam: boolean, approveIdeas: boolean, seeSubmissions: boolean, seePopularVote: boolean, manageRatings: boolean, manageOrganizingTeam: boolean, manageJudges: boolean, manageMentors: boolean, manageVolunteers: boolean } } };

export type MyHackathonsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHackathonsQuery = { __typename: 'Query', hackathons: { __typename: 'HackathonPage', items: Array<{ __typename: 'Hackathon', id: string, name: string }> } };

export type SocialProvidersQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialProvidersQuery = { __typename: 'Query', socialProviders: Array<{ __typename: 'SocialProvider', name: string, issuer: string, clientId: string, authorizationUrl: string }> };

export type MyAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type MyAccountQuery = { __typename: 'Query', me: { __typename: 'User', id: string, idB64: string, account: { __typename: 'Account', idB64: string, uid: string } } };

export type MyRolesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyRolesQuery = { __typename: 'Query', me: { __typename: 'User', id: string, roles: Array<{ __typename: 'Role', id: string, name: string, friendlyName: string }> } };

export type QrScannerQueryVariables = Exact<{
  hackathonId: string | number;
}>;


export type QrScannerQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } }, checkInDay: { __typename: 'CheckInDay', date: string, presentCount: number } };

export type CheckInParticipantMutationVariables = Exact<{
  input: CheckInParticipantInput;
}>;


export type CheckInParticipantMutation = { __typename: 'Mutation', checkInParticipant: { __typename: 'CheckInParticipantPayload', alreadyCheckedIn: boolean, participant: { __typename: 'Participant', id: string, person: { __typename: 'Person', id: string, displayName: string } }, presentToday: { __typename: 'CheckInDay', date: string, presentCount: number } } };

export type ExportFieldsFragment = { __typename: 'ParticipantExport', id: string, uid: string, hackathonName: string, state: ExportState, rowsWritten: number, rowsTotal: number, filename: string, error: string | null, isRead: boolean, created: string, expiresAt: string, downloadPath: string | null };

export type CanExportParticipantsQueryVariables = Exact<{
  hackathonId: string | number;
}>;


export type CanExportParticipantsQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } } };

export type ExportParticipantsCsvMutationVariables = Exact<{
  hackathonId: string | number;
}>;


export type ExportParticipantsCsvMutation = { __typename: 'Mutation', exportParticipantsCsv: { __typename: 'ExportParticipantsCsvPayload', success: boolean, message: string, filename: string, export: { __typename: 'ParticipantExport', id: string, uid: string, hackathonName: string, state: ExportState, rowsWritten: number, rowsTotal: number, filename: string, error: string | null, isRead: boolean, created: string, expiresAt: string, downloadPath: string | null } } };

export type ParticipantExportQueryVariables = Exact<{
  uid: string;
}>;


export type ParticipantExportQuery = { __typename: 'Query', participantExport: { __typename: 'ParticipantExport', id: string, uid: string, hackathonName: string, state: ExportState, rowsWritten: number, rowsTotal: number, filename: string, error: string | null, isRead: boolean, created: string, expiresAt: string, downloadPath: string | null } };

export type MyJobsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type MyJobsQuery = { __typename: 'Query', myJobs: { __typename: 'JobPage', totalCount: number, unreadCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, items: Array<{ __typename: 'ParticipantExport', id: string, uid: string, hackathonName: string, state: ExportState, rowsWritten: number, rowsTotal: number, filename: string, error: string | null, isRead: boolean, created: string, expiresAt: string, downloadPath: string | null }> } };

export type ToggleJobReadMutationVariables = Exact<{
  jobId: string | number;
}>;


export type ToggleJobReadMutation = { __typename: 'Mutation', toggleJobRead: { __typename: 'ToggleJobReadPayload', success: boolean, isRead: boolean } };

export type FeatureTogglesQueryVariables = Exact<{
  environment: Environment;
}>;


export type FeatureTogglesQuery = { __typename: 'Query', featureToggles: Array<{ __typename: 'FeatureToggle', id: string, featureName: string, enabled: boolean }> };

export type SendFeedbackMutationVariables = Exact<{
  input: SendFeedbackInput;
}>;


export type SendFeedbackMutation = { __typename: 'Mutation', sendFeedback: { __typename: 'SendFeedbackPayload', success: boolean, id: string } };

export type CanReadFeedbackQueryVariables = Exact<{ [key: string]: never; }>;


export type CanReadFeedbackQuery = { __typename: 'Query', me: { __typename: 'User', id: string, canReadFeedback: boolean } };

export type FeedbackListQueryVariables = Exact<{
  kind?: FeedbackKind | null | undefined;
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type FeedbackListQuery = { __typename: 'Query', feedback: { __typename: 'FeedbackPage', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, items: Array<{ __typename: 'Feedback', id: string, kind: FeedbackKind, message: string, rating: number | null, pageUrl: string, created: string, sender: { __typename: 'Person', id: string, displayName: string, email: string | null } }> } };

export type HackathonProfileFieldsFragment = { __typename: 'HackathonProfile', id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ __typename: 'Skill', id: string, name: string }> };

export type MyHackathonProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyHackathonProfileQuery = { __typename: 'Query', myHackathonProfile: { __typename: 'HackathonProfile', id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ __typename: 'Skill', id: string, name: string }> }, skills: Array<{ __typename: 'Skill', id: string, name: string }> };

export type UpdateHackathonProfileMutationVariables = Exact<{
  input: UpdateHackathonProfileInput;
}>;


export type UpdateHackathonProfileMutation = { __typename: 'Mutation', updateHackathonProfile: { __typename: 'UpdateHackathonProfilePayload', hackathonProfile: { __typename: 'HackathonProfile', id: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, city: string, bio: string, skills: Array<{ __typename: 'Skill', id: string, name: string }> } } };

export type CreateHackathonMutationVariables = Exact<{
  input: CreateHackathonInput;
}>;


export type CreateHackathonMutation = { __typename: 'Mutation', createHackathon: { __typename: 'CreateHackathonPayload', hackathon: { __typename: 'Hackathon', id: string, name: string } } };

export type HackathonSettingsFragment = { __typename: 'Hackathon', id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, organization: { __typename: 'Organization', id: string }, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } };

export type HackathonSettingsQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonSettingsQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, organization: { __typename: 'Organization', id: string }, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } } };

export type UpdateHackathonMutationVariables = Exact<{
  input: UpdateHackathonInput;
}>;


export type UpdateHackathonMutation = { __typename: 'Mutation', updateHackathon: { __typename: 'UpdateHackathonPayload', hackathon: { __typename: 'Hackathon', id: string, name: string, description: string, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, startDatetime: string, endDatetime: string, timeZone: string, hasGameification: boolean, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasTalents: boolean, hasPopularVote: boolean, hasPitches: boolean, hasVolunteers: boolean, hasResources: boolean, hasGoals: boolean, hasKickoffSession: boolean, hasClosingSession: boolean, managementTeamVisible: boolean, ideasRequired: boolean, ideasRequireApproval: boolean, ideasThroughoutHacking: boolean, showTeams: boolean, canRegisterOutsideRegistrationPhase: boolean, requireTermsAcceptance: boolean, organization: { __typename: 'Organization', id: string }, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } } } };

export type HackathonDetailQueryVariables = Exact<{
  id: string | number;
  inviteToken?: string | null | undefined;
}>;


export type HackathonDetailQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', inviteToken: string | null, requireTermsAcceptance: boolean, myCheckInCode: string | null, detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean, join: boolean }, organization: { __typename: 'Organization', id: string, name: string } } };

export type JoinHackathonMutationVariables = Exact<{
  input: JoinHackathonInput;
}>;


export type JoinHackathonMutation = { __typename: 'Mutation', joinHackathon: { __typename: 'JoinHackathonPayload', hackathon: { __typename: 'Hackathon', id: string, name: string, termsOutstanding: boolean, myCheckInCode: string | null, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean, viewerCan: { __typename: 'HackathonViewerCan', view: boolean, manage: boolean, join: boolean, seeParticipants: boolean, seeOrganizingTeam: boolean, approveIdeas: boolean, seeSubmissions: boolean, seePopularVote: boolean, manageRatings: boolean, manageOrganizingTeam: boolean, manageJudges: boolean, manageMentors: boolean, manageVolunteers: boolean } } } };

export type LeaveHackathonMutationVariables = Exact<{
  input: LeaveHackathonInput;
}>;


export type LeaveHackathonMutation = { __typename: 'Mutation', leaveHackathon: { __typename: 'LeaveHackathonPayload', hackathon: { __typename: 'Hackathon', id: string } } };

export type PublicHackathonQueryVariables = Exact<{
  id: string | number;
}>;


export type PublicHackathonQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { __typename: 'Organization', id: string, name: string } } };

export type RotateHackathonInviteTokenMutationVariables = Exact<{
  input: RotateHackathonInviteTokenInput;
}>;


export type RotateHackathonInviteTokenMutation = { __typename: 'Mutation', rotateHackathonInviteToken: { __typename: 'RotateHackathonInviteTokenPayload', hackathon: { __typename: 'Hackathon', id: string, inviteToken: string | null } } };

export type HackathonAccessQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonAccessQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, viewerCan: { __typename: 'HackathonViewerCan', view: boolean } } };

export type HackathonSummaryFragment = { __typename: 'Hackathon', id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { __typename: 'Organization', id: string, name: string } };

export type HackathonOverviewFragment = { __typename: 'Hackathon', detailDescription: string, allowedParticipants: AllowedParticipants, maxTeamSize: number, id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, organization: { __typename: 'Organization', id: string, name: string } };

export type HackathonRolesFragment = { __typename: 'Hackathon', id: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean };

export type ViewerCanFragment = { __typename: 'HackathonViewerCan', view: boolean, manage: boolean, join: boolean, seeParticipants: boolean, seeOrganizingTeam: boolean, approveIdeas: boolean, seeSubmissions: boolean, seePopularVote: boolean, manageRatings: boolean, manageOrganizingTeam: boolean, manageJudges: boolean, manageMentors: boolean, manageVolunteers: boolean };

export type HackathonsQueryVariables = Exact<{
  filter: HackathonListFilter;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type HackathonsQuery = { __typename: 'Query', hackathons: { __typename: 'HackathonPage', totalCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, items: Array<{ __typename: 'Hackathon', id: string, name: string, description: string, startDatetime: string, endDatetime: string, timeZone: string, status: HackathonStatus, statusDisplay: string, phase: HackathonPhase, phaseDisplay: string, isCreator: boolean, isManager: boolean, isParticipant: boolean, isMentor: boolean, isJudge: boolean, isVolunteer: boolean, isBanned: boolean, organization: { __typename: 'Organization', id: string, name: string } }> } };

export type InviteRowFragment = { __typename: 'Invite', id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null };

export type InviteDetailFragment = { __typename: 'Invite', roleName: string, organizationRole: OrganizationRole | null, isForViewer: boolean, id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null, hackathon: { __typename: 'InviteHackathon', id: string, name: string, description: string } | null, organization: { __typename: 'InviteOrganization', id: string, name: string } | null, invitedBy: { __typename: 'Person', id: string, displayName: string }, respondedBy: { __typename: 'Person', id: string, displayName: string } | null };

export type HackathonMemberRowFragment = { __typename: 'HackathonMember', id: string, kind: InviteKind, status: MemberStatus, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } };

export type OrganizationMemberRowFragment = { __typename: 'OrganizationMember', id: string, role: OrganizationRole, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } };

export type InvitePayloadFieldsFragment = { __typename: 'InvitePayload', invited: Array<{ __typename: 'Invite', id: string, email: string }>, alreadyPending: Array<{ __typename: 'Invite', id: string, email: string }>, rejected: Array<{ __typename: 'RejectedAddress', email: string, reason: string }> };

export type HackathonPeopleQueryVariables = Exact<{
  hackathonId: string | number;
  kind: InviteKind;
}>;


export type HackathonPeopleQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, viewerCan: { __typename: 'HackathonViewerCan', view: boolean, manage: boolean, join: boolean, seeParticipants: boolean, seeOrganizingTeam: boolean, approveIdeas: boolean, seeSubmissions: boolean, seePopularVote: boolean, manageRatings: boolean, manageOrganizingTeam: boolean, manageJudges: boolean, manageMentors: boolean, manageVolunteers: boolean } }, hackathonMembers: Array<{ __typename: 'HackathonMember', id: string, kind: InviteKind, status: MemberStatus, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } }> };

export type HackathonInvitesQueryVariables = Exact<{
  hackathonId: string | number;
  kind: InviteKind;
  status?: InviteStatus | null | undefined;
}>;


export type HackathonInvitesQuery = { __typename: 'Query', hackathonInvites: Array<{ __typename: 'Invite', id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null }> };

export type OrganizationPeopleQueryVariables = Exact<{
  organizationId: string | number;
}>;


export type OrganizationPeopleQuery = { __typename: 'Query', organization: { __typename: 'Organization', id: string, name: string, userMembershipRole: OrganizationRole | null }, organizationMembers: Array<{ __typename: 'OrganizationMember', id: string, role: OrganizationRole, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } }> };

export type OrganizationInvitesQueryVariables = Exact<{
  organizationId: string | number;
  status?: InviteStatus | null | undefined;
}>;


export type OrganizationInvitesQuery = { __typename: 'Query', organizationInvites: Array<{ __typename: 'Invite', id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null }> };

export type InviteQueryVariables = Exact<{
  uid: string;
}>;


export type InviteQuery = { __typename: 'Query', invite: { __typename: 'Invite', roleName: string, organizationRole: OrganizationRole | null, isForViewer: boolean, id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null, hackathon: { __typename: 'InviteHackathon', id: string, name: string, description: string } | null, organization: { __typename: 'InviteOrganization', id: string, name: string } | null, invitedBy: { __typename: 'Person', id: string, displayName: string }, respondedBy: { __typename: 'Person', id: string, displayName: string } | null } };

export type InviteToHackathonMutationVariables = Exact<{
  input: InviteToHackathonInput;
}>;


export type InviteToHackathonMutation = { __typename: 'Mutation', inviteToHackathon: { __typename: 'InvitePayload', invited: Array<{ __typename: 'Invite', id: string, email: string }>, alreadyPending: Array<{ __typename: 'Invite', id: string, email: string }>, rejected: Array<{ __typename: 'RejectedAddress', email: string, reason: string }> } };

export type InviteToOrganizationMutationVariables = Exact<{
  input: InviteToOrganizationInput;
}>;


export type InviteToOrganizationMutation = { __typename: 'Mutation', inviteToOrganization: { __typename: 'InvitePayload', invited: Array<{ __typename: 'Invite', id: string, email: string }>, alreadyPending: Array<{ __typename: 'Invite', id: string, email: string }>, rejected: Array<{ __typename: 'RejectedAddress', email: string, reason: string }> } };

export type ResendInviteMutationVariables = Exact<{
  input: InviteIdInput;
}>;


export type ResendInviteMutation = { __typename: 'Mutation', resendInvite: { __typename: 'InviteChangePayload', invite: { __typename: 'Invite', id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null } } };

export type RevokeInviteMutationVariables = Exact<{
  input: InviteIdInput;
}>;


export type RevokeInviteMutation = { __typename: 'Mutation', revokeInvite: { __typename: 'InviteChangePayload', invite: { __typename: 'Invite', id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null } } };

export type AnswerInviteMutationVariables = Exact<{
  input: AnswerInviteInput;
}>;


export type AnswerInviteMutation = { __typename: 'Mutation', answerInvite: { __typename: 'InviteChangePayload', invite: { __typename: 'Invite', roleName: string, organizationRole: OrganizationRole | null, isForViewer: boolean, id: string, uid: string, kind: InviteKind, email: string, status: InviteStatus, delivery: InviteDelivery, deliveryError: string | null, invitedAt: string, expiresAt: string, respondedAt: string | null, hackathon: { __typename: 'InviteHackathon', id: string, name: string, description: string } | null, organization: { __typename: 'InviteOrganization', id: string, name: string } | null, invitedBy: { __typename: 'Person', id: string, displayName: string }, respondedBy: { __typename: 'Person', id: string, displayName: string } | null } } };

export type UpdateHackathonMemberMutationVariables = Exact<{
  input: UpdateHackathonMemberInput;
}>;


export type UpdateHackathonMemberMutation = { __typename: 'Mutation', updateHackathonMember: { __typename: 'HackathonMemberPayload', member: { __typename: 'HackathonMember', id: string, kind: InviteKind, status: MemberStatus, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } } } };

export type RemoveHackathonMemberMutationVariables = Exact<{
  input: RemoveHackathonMemberInput;
}>;


export type RemoveHackathonMemberMutation = { __typename: 'Mutation', removeHackathonMember: { __typename: 'RemoveMemberPayload', removedId: string } };

export type UpdateOrganizationMemberMutationVariables = Exact<{
  input: UpdateOrganizationMemberInput;
}>;


export type UpdateOrganizationMemberMutation = { __typename: 'Mutation', updateOrganizationMember: { __typename: 'OrganizationMemberPayload', member: { __typename: 'OrganizationMember', id: string, role: OrganizationRole, joinedAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } } } };

export type RemoveOrganizationMemberMutationVariables = Exact<{
  input: RemoveOrganizationMemberInput;
}>;


export type RemoveOrganizationMemberMutation = { __typename: 'Mutation', removeOrganizationMember: { __typename: 'RemoveMemberPayload', removedId: string } };

export type LedgerFieldsFragment = { __typename: 'Ledger', id: string, name: string, description: string, status: LedgerState, owner: { __typename: 'Organization', id: string, name: string } };

export type LedgerStatusFieldsFragment = { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string };

export type LedgerTagFieldsFragment = { __typename: 'LedgerTag', id: string, name: string, color: string };

export type LedgerPropertyFieldsFragment = { __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null };

export type LedgerItemFieldsFragment = { __typename: 'LedgerItem', id: string, uid: string, name: string, description: string, parentId: string | null, children: Array<string>, properties: Array<{ __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null }> };

export type LedgersQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgersQuery = { __typename: 'Query', ledgers: Array<{ __typename: 'Ledger', id: string, name: string, description: string, status: LedgerState, owner: { __typename: 'Organization', id: string, name: string } }> };

export type LedgerOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerOrganizationsQuery = { __typename: 'Query', organizations: Array<{ __typename: 'Organization', id: string, name: string }> };

export type LedgerQueryVariables = Exact<{
  id: string | number;
}>;


export type LedgerQuery = { __typename: 'Query', ledger: { __typename: 'Ledger', id: string, name: string, description: string, status: LedgerState, owner: { __typename: 'Organization', id: string, name: string } }, ledgerItems: Array<{ __typename: 'LedgerItem', id: string, uid: string, name: string, description: string, parentId: string | null, children: Array<string>, properties: Array<{ __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null }> }>, ledgerStatusGroups: Array<{ __typename: 'LedgerStatusGroup', id: string, name: string, statuses: Array<{ __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string }> }>, ledgerTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }> };

export type CreateLedgerMutationVariables = Exact<{
  input: CreateLedgerInput;
}>;


export type CreateLedgerMutation = { __typename: 'Mutation', createLedger: { __typename: 'LedgerPayload', ledger: { __typename: 'Ledger', id: string, name: string, description: string, status: LedgerState, owner: { __typename: 'Organization', id: string, name: string } } } };

export type CreateLedgerItemMutationVariables = Exact<{
  input: CreateLedgerItemInput;
}>;


export type CreateLedgerItemMutation = { __typename: 'Mutation', createLedgerItem: { __typename: 'LedgerItemPayload', item: { __typename: 'LedgerItem', id: string, uid: string, name: string, description: string, parentId: string | null, children: Array<string>, properties: Array<{ __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null }> } } };

export type DeleteLedgerItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLedgerItemMutation = { __typename: 'Mutation', deleteLedgerItem: { __typename: 'DeletePayload', deletedId: string } };

export type CreateLedgerPropertyMutationVariables = Exact<{
  input: CreateLedgerPropertyInput;
}>;


export type CreateLedgerPropertyMutation = { __typename: 'Mutation', createLedgerProperty: { __typename: 'LedgerPropertyPayload', property: { __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null } } };

export type UpdateLedgerPropertyMutationVariables = Exact<{
  input: UpdateLedgerPropertyInput;
}>;


export type UpdateLedgerPropertyMutation = { __typename: 'Mutation', updateLedgerProperty: { __typename: 'LedgerPropertyPayload', property: { __typename: 'LedgerProperty', id: string, ledgerItemId: string, name: string, propertyType: LedgerPropertyType, valueText: string, valueNumber: string | null, linkedItemId: string | null, valueTags: Array<{ __typename: 'LedgerTag', id: string, name: string, color: string }>, valueStatus: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } | null } } };

export type DeleteLedgerPropertyMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteLedgerPropertyMutation = { __typename: 'Mutation', deleteLedgerProperty: { __typename: 'DeletePayload', deletedId: string } };

export type CreateLedgerTagMutationVariables = Exact<{
  input: CreateLedgerTagInput;
}>;


export type CreateLedgerTagMutation = { __typename: 'Mutation', createLedgerTag: { __typename: 'LedgerTagPayload', tag: { __typename: 'LedgerTag', id: string, name: string, color: string } } };

export type CreateLedgerStatusGroupMutationVariables = Exact<{
  input: CreateLedgerStatusGroupInput;
}>;


export type CreateLedgerStatusGroupMutation = { __typename: 'Mutation', createLedgerStatusGroup: { __typename: 'LedgerStatusGroupPayload', statusGroup: { __typename: 'LedgerStatusGroup', id: string, name: string } } };

export type CreateLedgerStatusMutationVariables = Exact<{
  input: CreateLedgerStatusInput;
}>;


export type CreateLedgerStatusMutation = { __typename: 'Mutation', createLedgerStatus: { __typename: 'LedgerStatusPayload', status: { __typename: 'LedgerStatus', id: string, name: string, statusGroupId: string } } };

export type NotificationFieldsFragment = { __typename: 'Notification', id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string };

export type UnreadNotificationsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationsQuery = { __typename: 'Query', myNotifications: { __typename: 'NotificationPage', unreadCount: number, items: Array<{ __typename: 'Notification', id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string }> } };

export type AllNotificationsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type AllNotificationsQuery = { __typename: 'Query', myNotifications: { __typename: 'NotificationPage', totalCount: number, unreadCount: number, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null }, items: Array<{ __typename: 'Notification', id: string, type: NotificationType, title: string, text: string, link: string | null, isRead: boolean, created: string }> } };

export type MarkNotificationReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type MarkNotificationReadMutation = { __typename: 'Mutation', markNotificationRead: { __typename: 'MarkNotificationReadPayload', success: boolean, notification: { __typename: 'Notification', id: string, isRead: boolean } } };

export type MarkAllNotificationsReadMutationVariables = Exact<{ [key: string]: never; }>;


export type MarkAllNotificationsReadMutation = { __typename: 'Mutation', markAllNotificationsRead: { __typename: 'MarkAllNotificationsReadPayload', success: boolean, count: number } };

export type MyOrganizationsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOrganizationsQuery = { __typename: 'Query', organizations: Array<{ __typename: 'Organization', id: string, name: string, userMembershipRole: OrganizationRole | null }> };

export type CreateOrganizationMutationVariables = Exact<{
  input: CreateOrganizationInput;
}>;


export type CreateOrganizationMutation = { __typename: 'Mutation', createOrganization: { __typename: 'CreateOrganizationPayload', organization: { __typename: 'Organization', id: string, name: string, userMembershipRole: OrganizationRole | null } } };

export type ParticipantDetailsFragment = { __typename: 'Participant', daysPresent: number, mentorStatus: MemberStatus | null, profile: { __typename: 'HackathonProfile', id: string, city: string, bio: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, skills: Array<{ __typename: 'Skill', id: string, name: string }> } | null, attendances: Array<{ __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean }>, teams: Array<{ __typename: 'ParticipantTeam', teamId: string, name: string, role: string, status: string }> };

export type AttendanceDayFragment = { __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean };

export type SetParticipantPresenceMutationVariables = Exact<{
  input: SetParticipantPresenceInput;
}>;


export type SetParticipantPresenceMutation = { __typename: 'Mutation', setParticipantPresence: { __typename: 'AttendancePayload', attendance: { __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean } } };

export type MyAttendancesQueryVariables = Exact<{
  hackathonId: string | number;
}>;


export type MyAttendancesQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, today: string, days: Array<string> }, myAttendances: Array<{ __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean }> };

export type SetMyAvailabilityMutationVariables = Exact<{
  input: SetMyAvailabilityInput;
}>;


export type SetMyAvailabilityMutation = { __typename: 'Mutation', setMyAvailability: { __typename: 'AttendancePayload', attendance: { __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean } } };

export type ParticipantRowFragment = { __typename: 'Participant', id: string, status: ParticipantStatus, banned: boolean, presentAtHackathon: boolean, presentToday: boolean, registeredAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } };

export type ParticipantsHackathonFragment = { __typename: 'Hackathon', id: string, name: string, viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: boolean, manage: boolean } };

export type ParticipantsQueryVariables = Exact<{
  hackathonId: string | number;
  search?: string | null | undefined;
  filter?: ParticipantFilter | null | undefined;
  orderBy?: ParticipantOrder | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type ParticipantsQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: boolean, manage: boolean } }, participants: { __typename: 'ParticipantPage', totalCount: number, items: Array<{ __typename: 'Participant', id: string, status: ParticipantStatus, banned: boolean, presentAtHackathon: boolean, presentToday: boolean, registeredAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } }>, pageInfo: { __typename: 'PageInfo', hasNextPage: boolean, endCursor: string | null } } };

export type ParticipantQueryVariables = Exact<{
  hackathonId: string | number;
  id: string | number;
}>;


export type ParticipantQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', today: string, days: Array<string>, id: string, name: string, viewerCan: { __typename: 'HackathonViewerCan', seeParticipants: boolean, manage: boolean } }, participant: { __typename: 'Participant', hackathonId: string, id: string, status: ParticipantStatus, banned: boolean, presentAtHackathon: boolean, presentToday: boolean, registeredAt: string, daysPresent: number, mentorStatus: MemberStatus | null, person: { __typename: 'Person', id: string, displayName: string, email: string | null }, profile: { __typename: 'HackathonProfile', id: string, city: string, bio: string, githubUrl: string, offerzenUrl: string, linkedinUrl: string, skills: Array<{ __typename: 'Skill', id: string, name: string }> } | null, attendances: Array<{ __typename: 'Attendance', id: string, participantId: string, date: string, presentAtHackathon: boolean, availableToday: boolean }>, teams: Array<{ __typename: 'ParticipantTeam', teamId: string, name: string, role: string, status: string }> } };

export type UpdateParticipantMutationVariables = Exact<{
  input: UpdateParticipantInput;
}>;


export type UpdateParticipantMutation = { __typename: 'Mutation', updateParticipant: { __typename: 'ParticipantPayload', participant: { __typename: 'Participant', id: string, status: ParticipantStatus, banned: boolean, presentAtHackathon: boolean, presentToday: boolean, registeredAt: string, person: { __typename: 'Person', id: string, displayName: string, email: string | null } } } };

export type ProgrammeHackathonFragment = { __typename: 'Hackathon', id: string, name: string, timeZone: string, startDatetime: string, endDatetime: string, scheduleCalendarPath: string, viewerCan: { __typename: 'HackathonViewerCan', view: boolean, manageProgramme: boolean, seePrizes: boolean, seeResources: boolean, seeGoals: boolean, delete: boolean } };

export type ProgramItemFieldsFragment = { __typename: 'ProgramItem', id: string, kind: ProgramItemKind, name: string, description: string, startTime: string, endTime: string, links: Array<{ __typename: 'ProgramItemLink', name: string, url: string }> };

export type ProgrammeHackathonQueryVariables = Exact<{
  id: string | number;
}>;


export type ProgrammeHackathonQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, timeZone: string, startDatetime: string, endDatetime: string, scheduleCalendarPath: string, viewerCan: { __typename: 'HackathonViewerCan', view: boolean, manageProgramme: boolean, seePrizes: boolean, seeResources: boolean, seeGoals: boolean, delete: boolean } } };

export type ScheduleQueryVariables = Exact<{
  id: string | number;
}>;


export type ScheduleQuery = { __typename: 'Query', programItems: Array<{ __typename: 'ProgramItem', id: string, kind: ProgramItemKind, name: string, description: string, startTime: string, endTime: string, links: Array<{ __typename: 'ProgramItemLink', name: string, url: string }> }> };

export type CreateProgramItemMutationVariables = Exact<{
  input: CreateProgramItemInput;
}>;


export type CreateProgramItemMutation = { __typename: 'Mutation', createProgramItem: { __typename: 'ProgramItemPayload', programItem: { __typename: 'ProgramItem', id: string, kind: ProgramItemKind, name: string, description: string, startTime: string, endTime: string, links: Array<{ __typename: 'ProgramItemLink', name: string, url: string }> } } };

export type UpdateProgramItemMutationVariables = Exact<{
  input: UpdateProgramItemInput;
}>;


export type UpdateProgramItemMutation = { __typename: 'Mutation', updateProgramItem: { __typename: 'ProgramItemPayload', programItem: { __typename: 'ProgramItem', id: string, kind: ProgramItemKind, name: string, description: string, startTime: string, endTime: string, links: Array<{ __typename: 'ProgramItemLink', name: string, url: string }> } } };

export type DeleteProgramItemMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProgramItemMutation = { __typename: 'Mutation', deleteProgramItem: { __typename: 'DeletePayload', deletedId: string } };

export type PrizeFieldsFragment = { __typename: 'Prize', id: string, name: string, description: string, position: number, active: boolean };

export type PrizesQueryVariables = Exact<{
  id: string | number;
}>;


export type PrizesQuery = { __typename: 'Query', prizes: Array<{ __typename: 'Prize', id: string, name: string, description: string, position: number, active: boolean }> };

export type CreatePrizeMutationVariables = Exact<{
  input: CreatePrizeInput;
}>;


export type CreatePrizeMutation = { __typename: 'Mutation', createPrize: { __typename: 'PrizePayload', prize: { __typename: 'Prize', id: string, name: string, description: string, position: number, active: boolean } } };

export type UpdatePrizeMutationVariables = Exact<{
  input: UpdatePrizeInput;
}>;


export type UpdatePrizeMutation = { __typename: 'Mutation', updatePrize: { __typename: 'PrizePayload', prize: { __typename: 'Prize', id: string, name: string, description: string, position: number, active: boolean } } };

export type DeletePrizeMutationVariables = Exact<{
  id: string | number;
}>;


export type DeletePrizeMutation = { __typename: 'Mutation', deletePrize: { __typename: 'DeletePayload', deletedId: string } };

export type GoalFieldsFragment = { __typename: 'Goal', id: string, name: string, description: string, priority: number };

export type GoalsQueryVariables = Exact<{
  id: string | number;
}>;


export type GoalsQuery = { __typename: 'Query', goals: Array<{ __typename: 'Goal', id: string, name: string, description: string, priority: number }> };

export type CreateGoalMutationVariables = Exact<{
  input: CreateGoalInput;
}>;


export type CreateGoalMutation = { __typename: 'Mutation', createGoal: { __typename: 'GoalPayload', goal: { __typename: 'Goal', id: string, name: string, description: string, priority: number } } };

export type UpdateGoalMutationVariables = Exact<{
  input: UpdateGoalInput;
}>;


export type UpdateGoalMutation = { __typename: 'Mutation', updateGoal: { __typename: 'GoalPayload', goal: { __typename: 'Goal', id: string, name: string, description: string, priority: number } } };

export type DeleteGoalMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteGoalMutation = { __typename: 'Mutation', deleteGoal: { __typename: 'DeletePayload', deletedId: string } };

export type ReorderGoalsMutationVariables = Exact<{
  input: ReorderGoalsInput;
}>;


export type ReorderGoalsMutation = { __typename: 'Mutation', reorderGoals: { __typename: 'ReorderGoalsPayload', goals: Array<{ __typename: 'Goal', id: string, name: string, description: string, priority: number }> } };

export type ResourceFieldsFragment = { __typename: 'HackathonResource', id: string, name: string, description: string, url: string };

export type HackathonResourcesQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonResourcesQuery = { __typename: 'Query', hackathonResources: Array<{ __typename: 'HackathonResource', id: string, name: string, description: string, url: string }> };

export type CreateHackathonResourceMutationVariables = Exact<{
  input: CreateHackathonResourceInput;
}>;


export type CreateHackathonResourceMutation = { __typename: 'Mutation', createHackathonResource: { __typename: 'HackathonResourcePayload', hackathonResource: { __typename: 'HackathonResource', id: string, name: string, description: string, url: string } } };

export type UpdateHackathonResourceMutationVariables = Exact<{
  input: UpdateHackathonResourceInput;
}>;


export type UpdateHackathonResourceMutation = { __typename: 'Mutation', updateHackathonResource: { __typename: 'HackathonResourcePayload', hackathonResource: { __typename: 'HackathonResource', id: string, name: string, description: string, url: string } } };

export type DeleteHackathonResourceMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteHackathonResourceMutation = { __typename: 'Mutation', deleteHackathonResource: { __typename: 'DeletePayload', deletedId: string } };

export type DeleteHackathonMutationVariables = Exact<{
  input: DeleteHackathonInput;
}>;


export type DeleteHackathonMutation = { __typename: 'Mutation', deleteHackathon: { __typename: 'DeletePayload', deletedId: string } };

export type TermsVersionFragment = { __typename: 'Terms', id: string, version: string, contentHtml: string, createdAt: string };

export type TermsStatusQueryVariables = Exact<{
  hackathonId: string | number;
  inviteToken?: string | null | undefined;
}>;


export type TermsStatusQuery = { __typename: 'Query', termsStatus: { __typename: 'TermsStatus', required: boolean, accepted: boolean, acceptedAt: string | null, outstanding: boolean, latest: { __typename: 'Terms', id: string, version: string, contentHtml: string, createdAt: string } | null } };

export type TermsGateQueryVariables = Exact<{
  hackathonId: string | number;
  inviteToken?: string | null | undefined;
}>;


export type TermsGateQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, isParticipant: boolean, termsOutstanding: boolean } };

export type TermsPageQueryVariables = Exact<{
  hackathonId: string | number;
}>;


export type TermsPageQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, isParticipant: boolean, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } }, termsStatus: { __typename: 'TermsStatus', required: boolean, accepted: boolean, acceptedAt: string | null, outstanding: boolean, latest: { __typename: 'Terms', id: string, version: string, contentHtml: string, createdAt: string } | null } };

export type TermsVersionsQueryVariables = Exact<{
  hackathonId: string | number;
}>;


export type TermsVersionsQuery = { __typename: 'Query', termsVersions: Array<{ __typename: 'Terms', id: string, version: string, contentHtml: string, createdAt: string }> };

export type PublishTermsMutationVariables = Exact<{
  input: PublishTermsInput;
}>;


export type PublishTermsMutation = { __typename: 'Mutation', publishTerms: { __typename: 'PublishTermsPayload', terms: { __typename: 'Terms', id: string, version: string, contentHtml: string, createdAt: string } } };

export type AcceptTermsMutationVariables = Exact<{
  input: CreateTermsAcceptanceInput;
}>;


export type AcceptTermsMutation = { __typename: 'Mutation', createTermsAcceptance: { __typename: 'CreateTermsAcceptancePayload', success: boolean, message: string } };

export type AdvanceHackathonPhaseMutationVariables = Exact<{
  input: AdvanceHackathonPhaseInput;
}>;


export type AdvanceHackathonPhaseMutation = { __typename: 'Mutation', advanceHackathonPhase: { __typename: 'AdvanceHackathonPhasePayload', timeline: { __typename: 'HackathonTimeline', hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ __typename: 'PhaseSlot', phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> }, hackathon: { __typename: 'Hackathon', id: string, phase: HackathonPhase, phaseDisplay: string } } };

export type CreatedHackathonsQueryVariables = Exact<{ [key: string]: never; }>;


export type CreatedHackathonsQuery = { __typename: 'Query', hackathons: { __typename: 'HackathonPage', items: Array<{ __typename: 'Hackathon', id: string }> } };

export type SetHackathonTimelineMutationVariables = Exact<{
  input: SetHackathonTimelineInput;
}>;


export type SetHackathonTimelineMutation = { __typename: 'Mutation', setHackathonTimeline: { __typename: 'SetHackathonTimelinePayload', timeline: { __typename: 'HackathonTimeline', hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ __typename: 'PhaseSlot', phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> } } };

export type TimelineFieldsFragment = { __typename: 'HackathonTimeline', hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ __typename: 'PhaseSlot', phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> };

export type TimelinePageQueryVariables = Exact<{
  id: string | number;
}>;


export type TimelinePageQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, name: string, phase: HackathonPhase, viewerCan: { __typename: 'HackathonViewerCan', manage: boolean } }, hackathonTimeline: { __typename: 'HackathonTimeline', hackathonId: string, timeZone: string, phase: HackathonPhase, phaseDisplay: string, nextPhase: HackathonPhase | null, nextTransitionAt: string | null, reminderAt: string | null, workflowId: string, slots: Array<{ __typename: 'PhaseSlot', phase: HackathonPhase, phaseDisplay: string, startsAt: string | null }> } };

export type HackathonPhaseFieldsFragment = { __typename: 'Hackathon', id: string, phase: HackathonPhase, phaseDisplay: string, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasVolunteers: boolean, hasTalents: boolean };

export type HackathonPhaseQueryVariables = Exact<{
  id: string | number;
}>;


export type HackathonPhaseQuery = { __typename: 'Query', hackathon: { __typename: 'Hackathon', id: string, phase: HackathonPhase, phaseDisplay: string, hasJudges: boolean, hasPrizes: boolean, hasMentors: boolean, hasVolunteers: boolean, hasTalents: boolean } };

export type ParticipationEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type ParticipationEventsQuery = { __typename: 'Query', myParticipationEvents: Array<{ __typename: 'ParticipationEvent', kind: ParticipationEventKind, hackathonId: string, hackathonName: string, at: string, date: string | null }> };

export const ViewerCanFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}},{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seeOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"approveIdeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"seePopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"manageRatings"}},{"kind":"Field","name":{"kind":"Name","value":"manageOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"manageJudges"}},{"kind":"Field","name":{"kind":"Name","value":"manageMentors"}},{"kind":"Field","name":{"kind":"Name","value":"manageVolunteers"}}]}}]} as unknown as DocumentNode<ViewerCanFragment, unknown>;
export const SidebarHackathonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SidebarHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}},{"kind":"Field","name":{"kind":"Name","value":"seePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"seeResources"}},{"kind":"Field","name":{"kind":"Name","value":"seeGoals"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}},{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seeOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"approveIdeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"seePopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"manageRatings"}},{"kind":"Field","name":{"kind":"Name","value":"manageOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"manageJudges"}},{"kind":"Field","name":{"kind":"Name","value":"manageMentors"}},{"kind":"Field","name":{"kind":"Name","value":"manageVolunteers"}}]}}]} as unknown as DocumentNode<SidebarHackathonFragment, unknown>;
export const ExportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsWritten"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<ExportFieldsFragment, unknown>;
export const HackathonProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonProfileFieldsFragment, unknown>;
export const HackathonSettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<HackathonSettingsFragment, unknown>;
export const HackathonSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonSummaryFragment, unknown>;
export const HackathonOverviewFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<HackathonOverviewFragment, unknown>;
export const HackathonRolesFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonRolesFragment, unknown>;
export const InviteRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<InviteRowFragment, unknown>;
export const InviteDetailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationRole"}},{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isForViewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<InviteDetailFragment, unknown>;
export const HackathonMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<HackathonMemberRowFragment, unknown>;
export const OrganizationMemberRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<OrganizationMemberRowFragment, unknown>;
export const InvitePayloadFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitePayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<InvitePayloadFieldsFragment, unknown>;
export const LedgerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ledger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LedgerFieldsFragment, unknown>;
export const LedgerTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<LedgerTagFieldsFragment, unknown>;
export const LedgerStatusFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}}]} as unknown as DocumentNode<LedgerStatusFieldsFragment, unknown>;
export const LedgerPropertyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}}]} as unknown as DocumentNode<LedgerPropertyFieldsFragment, unknown>;
export const LedgerItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerPropertyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}}]} as unknown as DocumentNode<LedgerItemFieldsFragment, unknown>;
export const NotificationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<NotificationFieldsFragment, unknown>;
export const AttendanceDayFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}}]} as unknown as DocumentNode<AttendanceDayFragment, unknown>;
export const ParticipantDetailsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysPresent"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentorStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}}]} as unknown as DocumentNode<ParticipantDetailsFragment, unknown>;
export const ParticipantRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"presentToday"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ParticipantRowFragment, unknown>;
export const ParticipantsHackathonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantsHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<ParticipantsHackathonFragment, unknown>;
export const ProgrammeHackathonFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleCalendarPath"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manageProgramme"}},{"kind":"Field","name":{"kind":"Name","value":"seePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"seeResources"}},{"kind":"Field","name":{"kind":"Name","value":"seeGoals"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ProgrammeHackathonFragment, unknown>;
export const ProgramItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ProgramItemFieldsFragment, unknown>;
export const PrizeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<PrizeFieldsFragment, unknown>;
export const GoalFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<GoalFieldsFragment, unknown>;
export const ResourceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<ResourceFieldsFragment, unknown>;
export const TermsVersionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TermsVersionFragment, unknown>;
export const TimelineFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<TimelineFieldsFragment, unknown>;
export const HackathonPhaseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}}]}}]} as unknown as DocumentNode<HackathonPhaseFieldsFragment, unknown>;
export const SidebarHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SidebarHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SidebarHackathon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}},{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seeOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"approveIdeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"seePopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"manageRatings"}},{"kind":"Field","name":{"kind":"Name","value":"manageOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"manageJudges"}},{"kind":"Field","name":{"kind":"Name","value":"manageMentors"}},{"kind":"Field","name":{"kind":"Name","value":"manageVolunteers"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SidebarHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}},{"kind":"Field","name":{"kind":"Name","value":"seePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"seeResources"}},{"kind":"Field","name":{"kind":"Name","value":"seeGoals"}}]}}]}}]} as unknown as DocumentNode<SidebarHackathonQuery, SidebarHackathonQueryVariables>;
export const MyHackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHackathons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"MINE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<MyHackathonsQuery, MyHackathonsQueryVariables>;
export const SocialProvidersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"socialProviders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"issuer"}},{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"authorizationUrl"}}]}}]}}]} as unknown as DocumentNode<SocialProvidersQuery, SocialProvidersQueryVariables>;
export const MyAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idB64"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"idB64"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}}]}}]}}]}}]} as unknown as DocumentNode<MyAccountQuery, MyAccountQueryVariables>;
export const MyRolesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyRoles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"friendlyName"}}]}}]}}]}}]} as unknown as DocumentNode<MyRolesQuery, MyRolesQueryVariables>;
export const QrScannerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QrScanner"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkInDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentCount"}}]}}]}}]} as unknown as DocumentNode<QrScannerQuery, QrScannerQueryVariables>;
export const CheckInParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkInParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyCheckedIn"}},{"kind":"Field","name":{"kind":"Name","value":"presentToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentCount"}}]}}]}}]}}]} as unknown as DocumentNode<CheckInParticipantMutation, CheckInParticipantMutationVariables>;
export const CanExportParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CanExportParticipants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]}}]} as unknown as DocumentNode<CanExportParticipantsQuery, CanExportParticipantsQueryVariables>;
export const ExportParticipantsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExportParticipantsCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exportParticipantsCsv"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"export"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsWritten"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<ExportParticipantsCsvMutation, ExportParticipantsCsvMutationVariables>;
export const ParticipantExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipantExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participantExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsWritten"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<ParticipantExportQuery, ParticipantExportQueryVariables>;
export const MyJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantExport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonName"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"rowsWritten"}},{"kind":"Field","name":{"kind":"Name","value":"rowsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"downloadPath"}}]}}]} as unknown as DocumentNode<MyJobsQuery, MyJobsQueryVariables>;
export const ToggleJobReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ToggleJobRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"toggleJobRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"jobId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"jobId"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]}}]} as unknown as DocumentNode<ToggleJobReadMutation, ToggleJobReadMutationVariables>;
export const FeatureTogglesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeatureToggles"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"environment"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Environment"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"featureToggles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"environment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"environment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"featureName"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<FeatureTogglesQuery, FeatureTogglesQueryVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendFeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const CanReadFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CanReadFeedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"canReadFeedback"}}]}}]}}]} as unknown as DocumentNode<CanReadFeedbackQuery, CanReadFeedbackQueryVariables>;
export const FeedbackListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"pageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"sender"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FeedbackListQuery, FeedbackListQueryVariables>;
export const MyHackathonProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyHackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myHackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonProfileFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MyHackathonProfileQuery, MyHackathonProfileQueryVariables>;
export const UpdateHackathonProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathonProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathonProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonProfileFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UpdateHackathonProfileMutation, UpdateHackathonProfileMutationVariables>;
export const CreateHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateHackathonMutation, CreateHackathonMutationVariables>;
export const HackathonSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSettings"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<HackathonSettingsQuery, HackathonSettingsQueryVariables>;
export const UpdateHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSettings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSettings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasGameification"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}},{"kind":"Field","name":{"kind":"Name","value":"hasPopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"hasPitches"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasResources"}},{"kind":"Field","name":{"kind":"Name","value":"hasGoals"}},{"kind":"Field","name":{"kind":"Name","value":"hasKickoffSession"}},{"kind":"Field","name":{"kind":"Name","value":"hasClosingSession"}},{"kind":"Field","name":{"kind":"Name","value":"managementTeamVisible"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequired"}},{"kind":"Field","name":{"kind":"Name","value":"ideasRequireApproval"}},{"kind":"Field","name":{"kind":"Name","value":"ideasThroughoutHacking"}},{"kind":"Field","name":{"kind":"Name","value":"showTeams"}},{"kind":"Field","name":{"kind":"Name","value":"canRegisterOutsideRegistrationPhase"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}}]} as unknown as DocumentNode<UpdateHackathonMutation, UpdateHackathonMutationVariables>;
export const HackathonDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"inviteToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonOverview"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}},{"kind":"Field","name":{"kind":"Name","value":"inviteToken"}},{"kind":"Field","name":{"kind":"Name","value":"requireTermsAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"myCheckInCode"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonDetailQuery, HackathonDetailQueryVariables>;
export const JoinHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JoinHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}},{"kind":"Field","name":{"kind":"Name","value":"termsOutstanding"}},{"kind":"Field","name":{"kind":"Name","value":"myCheckInCode"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}},{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seeOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"approveIdeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"seePopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"manageRatings"}},{"kind":"Field","name":{"kind":"Name","value":"manageOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"manageJudges"}},{"kind":"Field","name":{"kind":"Name","value":"manageMentors"}},{"kind":"Field","name":{"kind":"Name","value":"manageVolunteers"}}]}}]} as unknown as DocumentNode<JoinHackathonMutation, JoinHackathonMutationVariables>;
export const LeaveHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LeaveHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LeaveHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"leaveHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<LeaveHackathonMutation, LeaveHackathonMutationVariables>;
export const PublicHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonOverview"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonOverview"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"Field","name":{"kind":"Name","value":"detailDescription"}},{"kind":"Field","name":{"kind":"Name","value":"allowedParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"maxTeamSize"}}]}}]} as unknown as DocumentNode<PublicHackathonQuery, PublicHackathonQueryVariables>;
export const RotateHackathonInviteTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateHackathonInviteToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RotateHackathonInviteTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateHackathonInviteToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inviteToken"}}]}}]}}]}}]} as unknown as DocumentNode<RotateHackathonInviteTokenMutation, RotateHackathonInviteTokenMutationVariables>;
export const HackathonAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}}]}}]}}]}}]} as unknown as DocumentNode<HackathonAccessQuery, HackathonAccessQueryVariables>;
export const HackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Hackathons"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonListFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonSummary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonRoles"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonRoles"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isCreator"}},{"kind":"Field","name":{"kind":"Name","value":"isManager"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"isMentor"}},{"kind":"Field","name":{"kind":"Name","value":"isJudge"}},{"kind":"Field","name":{"kind":"Name","value":"isVolunteer"}},{"kind":"Field","name":{"kind":"Name","value":"isBanned"}}]}}]} as unknown as DocumentNode<HackathonsQuery, HackathonsQueryVariables>;
export const HackathonPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteKind"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ViewerCan"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"hackathonMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonMemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ViewerCan"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonViewerCan"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}},{"kind":"Field","name":{"kind":"Name","value":"join"}},{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"seeOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"approveIdeas"}},{"kind":"Field","name":{"kind":"Name","value":"seeSubmissions"}},{"kind":"Field","name":{"kind":"Name","value":"seePopularVote"}},{"kind":"Field","name":{"kind":"Name","value":"manageRatings"}},{"kind":"Field","name":{"kind":"Name","value":"manageOrganizingTeam"}},{"kind":"Field","name":{"kind":"Name","value":"manageJudges"}},{"kind":"Field","name":{"kind":"Name","value":"manageMentors"}},{"kind":"Field","name":{"kind":"Name","value":"manageVolunteers"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<HackathonPeopleQuery, HackathonPeopleQueryVariables>;
export const HackathonInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<HackathonInvitesQuery, HackathonInvitesQueryVariables>;
export const OrganizationPeopleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationPeople"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userMembershipRole"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organizationMembers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationMemberRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<OrganizationPeopleQuery, OrganizationPeopleQueryVariables>;
export const OrganizationInvitesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OrganizationInvites"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizationInvites"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"organizationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"organizationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<OrganizationInvitesQuery, OrganizationInvitesQueryVariables>;
export const InviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Invite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uid"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uid"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uid"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteDetail"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationRole"}},{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isForViewer"}}]}}]} as unknown as DocumentNode<InviteQuery, InviteQueryVariables>;
export const InviteToHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitePayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitePayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<InviteToHackathonMutation, InviteToHackathonMutationVariables>;
export const InviteToOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InviteToOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteToOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inviteToOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvitePayloadFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvitePayloadFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InvitePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invited"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"alreadyPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rejected"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<InviteToOrganizationMutation, InviteToOrganizationMutationVariables>;
export const ResendInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<ResendInviteMutation, ResendInviteMutationVariables>;
export const RevokeInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"InviteIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}}]} as unknown as DocumentNode<RevokeInviteMutation, RevokeInviteMutationVariables>;
export const AnswerInviteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerInvite"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerInviteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerInvite"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteDetail"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"delivery"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}},{"kind":"Field","name":{"kind":"Name","value":"invitedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"respondedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InviteDetail"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invite"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InviteRow"}},{"kind":"Field","name":{"kind":"Name","value":"roleName"}},{"kind":"Field","name":{"kind":"Name","value":"organizationRole"}},{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invitedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"respondedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isForViewer"}}]}}]} as unknown as DocumentNode<AnswerInviteMutation, AnswerInviteMutationVariables>;
export const UpdateHackathonMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathonMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathonMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonMemberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateHackathonMemberMutation, UpdateHackathonMemberMutationVariables>;
export const RemoveHackathonMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveHackathonMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveHackathonMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeHackathonMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}}]}}]}}]} as unknown as DocumentNode<RemoveHackathonMemberMutation, RemoveHackathonMemberMutationVariables>;
export const UpdateOrganizationMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOrganizationMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OrganizationMemberRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OrganizationMemberRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OrganizationMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateOrganizationMemberMutation, UpdateOrganizationMemberMutationVariables>;
export const RemoveOrganizationMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveOrganizationMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveOrganizationMemberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeOrganizationMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removedId"}}]}}]}}]} as unknown as DocumentNode<RemoveOrganizationMemberMutation, RemoveOrganizationMemberMutationVariables>;
export const LedgersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ledgers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ledger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LedgersQuery, LedgersQueryVariables>;
export const LedgerOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"ASSOCIATED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<LedgerOrganizationsQuery, LedgerOrganizationsQueryVariables>;
export const LedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Ledger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledgerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerStatusGroups"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledgerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledgerTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ledgerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ledger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerPropertyFields"}}]}}]}}]} as unknown as DocumentNode<LedgerQuery, LedgerQueryVariables>;
export const CreateLedgerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedger"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedger"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Ledger"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CreateLedgerMutation, CreateLedgerMutationVariables>;
export const CreateLedgerItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"item"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"uid"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parentId"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"properties"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerPropertyFields"}}]}}]}}]} as unknown as DocumentNode<CreateLedgerItemMutation, CreateLedgerItemMutationVariables>;
export const DeleteLedgerItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLedgerItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLedgerItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteLedgerItemMutation, DeleteLedgerItemMutationVariables>;
export const CreateLedgerPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerPropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerPropertyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}}]} as unknown as DocumentNode<CreateLedgerPropertyMutation, CreateLedgerPropertyMutationVariables>;
export const UpdateLedgerPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLedgerProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLedgerPropertyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLedgerProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"property"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerPropertyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerPropertyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerProperty"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"ledgerItemId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"propertyType"}},{"kind":"Field","name":{"kind":"Name","value":"valueText"}},{"kind":"Field","name":{"kind":"Name","value":"valueNumber"}},{"kind":"Field","name":{"kind":"Name","value":"valueTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"valueStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"linkedItemId"}}]}}]} as unknown as DocumentNode<UpdateLedgerPropertyMutation, UpdateLedgerPropertyMutationVariables>;
export const DeleteLedgerPropertyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteLedgerProperty"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLedgerProperty"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteLedgerPropertyMutation, DeleteLedgerPropertyMutationVariables>;
export const CreateLedgerTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerTagInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerTagFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerTag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]} as unknown as DocumentNode<CreateLedgerTagMutation, CreateLedgerTagMutationVariables>;
export const CreateLedgerStatusGroupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerStatusGroup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerStatusGroupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerStatusGroup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"statusGroup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CreateLedgerStatusGroupMutation, CreateLedgerStatusGroupMutationVariables>;
export const CreateLedgerStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateLedgerStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLedgerStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLedgerStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LedgerStatusFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LedgerStatusFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LedgerStatus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"statusGroupId"}}]}}]} as unknown as DocumentNode<CreateLedgerStatusMutation, CreateLedgerStatusMutationVariables>;
export const UnreadNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadNotifications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"unreadOnly"},"value":{"kind":"BooleanValue","value":true}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<UnreadNotificationsQuery, UnreadNotificationsQueryVariables>;
export const AllNotificationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AllNotifications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myNotifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}},{"kind":"Field","name":{"kind":"Name","value":"created"}}]}}]} as unknown as DocumentNode<AllNotificationsQuery, AllNotificationsQueryVariables>;
export const MarkNotificationReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNotificationRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isRead"}}]}}]}}]}}]} as unknown as DocumentNode<MarkNotificationReadMutation, MarkNotificationReadMutationVariables>;
export const MarkAllNotificationsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<MarkAllNotificationsReadMutation, MarkAllNotificationsReadMutationVariables>;
export const MyOrganizationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyOrganizations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organizations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"ASSOCIATED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userMembershipRole"}}]}}]}}]} as unknown as DocumentNode<MyOrganizationsQuery, MyOrganizationsQueryVariables>;
export const CreateOrganizationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOrganization"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateOrganizationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOrganization"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"organization"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"userMembershipRole"}}]}}]}}]}}]} as unknown as DocumentNode<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const SetParticipantPresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetParticipantPresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetParticipantPresenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setParticipantPresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceDay"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}}]} as unknown as DocumentNode<SetParticipantPresenceMutation, SetParticipantPresenceMutationVariables>;
export const MyAttendancesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyAttendances"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttendances"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceDay"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}}]} as unknown as DocumentNode<MyAttendancesQuery, MyAttendancesQueryVariables>;
export const SetMyAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMyAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetMyAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attendance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceDay"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}}]} as unknown as DocumentNode<SetMyAvailabilityMutation, SetMyAvailabilityMutationVariables>;
export const ParticipantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Participants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ParticipantOrder"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantsHackathon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantsHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"presentToday"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ParticipantsQuery, ParticipantsQueryVariables>;
export const ParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Participant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantsHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantRow"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantDetails"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttendanceDay"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Attendance"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"participantId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"availableToday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantsHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"seeParticipants"}},{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"presentToday"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantDetails"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"daysPresent"}},{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"githubUrl"}},{"kind":"Field","name":{"kind":"Name","value":"offerzenUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedinUrl"}},{"kind":"Field","name":{"kind":"Name","value":"skills"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"attendances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttendanceDay"}}]}},{"kind":"Field","name":{"kind":"Name","value":"teams"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mentorStatus"}}]}}]} as unknown as DocumentNode<ParticipantQuery, ParticipantQueryVariables>;
export const UpdateParticipantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateParticipant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateParticipantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateParticipant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ParticipantRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ParticipantRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Participant"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"banned"}},{"kind":"Field","name":{"kind":"Name","value":"presentAtHackathon"}},{"kind":"Field","name":{"kind":"Name","value":"presentToday"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"person"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<UpdateParticipantMutation, UpdateParticipantMutationVariables>;
export const ProgrammeHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProgrammeHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgrammeHackathon"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgrammeHackathon"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"startDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"endDatetime"}},{"kind":"Field","name":{"kind":"Name","value":"scheduleCalendarPath"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"view"}},{"kind":"Field","name":{"kind":"Name","value":"manageProgramme"}},{"kind":"Field","name":{"kind":"Name","value":"seePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"seeResources"}},{"kind":"Field","name":{"kind":"Name","value":"seeGoals"}},{"kind":"Field","name":{"kind":"Name","value":"delete"}}]}}]}}]} as unknown as DocumentNode<ProgrammeHackathonQuery, ProgrammeHackathonQueryVariables>;
export const ScheduleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Schedule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programItems"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramItemFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<ScheduleQuery, ScheduleQueryVariables>;
export const CreateProgramItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateProgramItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateProgramItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createProgramItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateProgramItemMutation, CreateProgramItemMutationVariables>;
export const UpdateProgramItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProgramItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProgramItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProgramItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"programItem"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProgramItemFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProgramItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ProgramItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"links"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<UpdateProgramItemMutation, UpdateProgramItemMutationVariables>;
export const DeleteProgramItemDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteProgramItem"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteProgramItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteProgramItemMutation, DeleteProgramItemMutationVariables>;
export const PrizesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Prizes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<PrizesQuery, PrizesQueryVariables>;
export const CreatePrizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePrize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePrizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPrize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<CreatePrizeMutation, CreatePrizeMutationVariables>;
export const UpdatePrizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePrize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePrizeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePrize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PrizeFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PrizeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Prize"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]} as unknown as DocumentNode<UpdatePrizeMutation, UpdatePrizeMutationVariables>;
export const DeletePrizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeletePrize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePrize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeletePrizeMutation, DeletePrizeMutationVariables>;
export const GoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Goals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoalFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<GoalsQuery, GoalsQueryVariables>;
export const CreateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<CreateGoalMutation, CreateGoalMutationVariables>;
export const UpdateGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGoalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<UpdateGoalMutation, UpdateGoalMutationVariables>;
export const DeleteGoalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGoal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGoal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteGoalMutation, DeleteGoalMutationVariables>;
export const ReorderGoalsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderGoals"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderGoalsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderGoals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"goals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GoalFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GoalFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Goal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priority"}}]}}]} as unknown as DocumentNode<ReorderGoalsMutation, ReorderGoalsMutationVariables>;
export const HackathonResourcesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonResources"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonResources"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<HackathonResourcesQuery, HackathonResourcesQueryVariables>;
export const CreateHackathonResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateHackathonResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHackathonResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHackathonResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonResource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<CreateHackathonResourceMutation, CreateHackathonResourceMutationVariables>;
export const UpdateHackathonResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHackathonResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHackathonResourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHackathonResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonResource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ResourceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ResourceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonResource"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]} as unknown as DocumentNode<UpdateHackathonResourceMutation, UpdateHackathonResourceMutationVariables>;
export const DeleteHackathonResourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHackathonResource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHackathonResource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteHackathonResourceMutation, DeleteHackathonResourceMutationVariables>;
export const DeleteHackathonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteHackathon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteHackathonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteHackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteHackathonMutation, DeleteHackathonMutationVariables>;
export const TermsStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inviteToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TermsStatusQuery, TermsStatusQueryVariables>;
export const TermsGateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsGate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}},{"kind":"Argument","name":{"kind":"Name","value":"inviteToken"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inviteToken"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"termsOutstanding"}}]}}]}}]} as unknown as DocumentNode<TermsGateQuery, TermsGateQueryVariables>;
export const TermsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isParticipant"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"termsStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"outstanding"}},{"kind":"Field","name":{"kind":"Name","value":"latest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TermsPageQuery, TermsPageQueryVariables>;
export const TermsVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"termsVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hackathonId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsVersion"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<TermsVersionsQuery, TermsVersionsQueryVariables>;
export const PublishTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsVersion"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsVersion"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Terms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"contentHtml"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PublishTermsMutation, PublishTermsMutationVariables>;
export const AcceptTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateTermsAcceptanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTermsAcceptance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AcceptTermsMutation, AcceptTermsMutationVariables>;
export const AdvanceHackathonPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdvanceHackathonPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdvanceHackathonPhaseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advanceHackathonPhase"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<AdvanceHackathonPhaseMutation, AdvanceHackathonPhaseMutationVariables>;
export const CreatedHackathonsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreatedHackathons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathons"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"EnumValue","value":"CREATOR"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreatedHackathonsQuery, CreatedHackathonsQueryVariables>;
export const SetHackathonTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHackathonTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetHackathonTimelineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHackathonTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<SetHackathonTimelineMutation, SetHackathonTimelineMutationVariables>;
export const TimelinePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimelinePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"viewerCan"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"manage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"phase"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hackathonTimeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hackathonId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimelineFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimelineFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HackathonTimeline"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPhase"}},{"kind":"Field","name":{"kind":"Name","value":"nextTransitionAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderAt"}},{"kind":"Field","name":{"kind":"Name","value":"workflowId"}}]}}]} as unknown as DocumentNode<TimelinePageQuery, TimelinePageQueryVariables>;
export const HackathonPhaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HackathonPhase"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hackathon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HackathonPhaseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HackathonPhaseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hackathon"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"phaseDisplay"}},{"kind":"Field","name":{"kind":"Name","value":"hasJudges"}},{"kind":"Field","name":{"kind":"Name","value":"hasPrizes"}},{"kind":"Field","name":{"kind":"Name","value":"hasMentors"}},{"kind":"Field","name":{"kind":"Name","value":"hasVolunteers"}},{"kind":"Field","name":{"kind":"Name","value":"hasTalents"}}]}}]} as unknown as DocumentNode<HackathonPhaseQuery, HackathonPhaseQueryVariables>;
export const ParticipationEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ParticipationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myParticipationEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonId"}},{"kind":"Field","name":{"kind":"Name","value":"hackathonName"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<ParticipationEventsQuery, ParticipationEventsQueryVariables>;