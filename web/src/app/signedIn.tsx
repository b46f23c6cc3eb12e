import { useState, type ComponentType } from 'react';
import { lazyPage } from '../components/lazyPage';
import type * as SignedInChunk from './signedInChunk';

type Chunk = typeof SignedInChunk;

let loaded: Chunk | undefined;

/** Loads signedInChunk.ts (once); tests call it before timing a signed-in page. */
export async function loadSignedIn(): Promise<Chunk> {
  loaded = await import('./signedInChunk');
  return loaded;
}

/**
 * A component of signedInChunk.ts: shown once the chunk has loaded, at once
 * when it already has. Each instance keeps the form it started with, so that
 * the chunk arriving never remounts what is on screen.
 */
function later<K extends keyof Chunk>(name: K): Chunk[K] {
  const Lazy = lazyPage(async () => (await loadSignedIn())[name] as ComponentType<object>);
  function Later(props: object) {
    const [Component] = useState(() => (loaded?.[name] as ComponentType<object> | undefined) ?? Lazy);
    return <Component {...props} />;
  }
  return Later as Chunk[K];
}

export const SignedInLayout = later('SignedInLayout');
export const RootRedirect = later('RootRedirect');
export const RequireHackathonAccess = later('RequireHackathonAccess');
export const RequireIdeas = later('RequireIdeas');
export const RequireTermsAccepted = later('RequireTermsAccepted');
export const ApproveIdeaPage = later('ApproveIdeaPage');
export const ApproveIdeasPage = later('ApproveIdeasPage');
export const IdeaFormPage = later('IdeaFormPage');
export const IdeasPage = later('IdeasPage');
export const IdeaViewPage = later('IdeaViewPage');
export const MyIdeasPage = later('MyIdeasPage');
export const TermsPage = later('TermsPage');
export const DashboardPage = later('DashboardPage');
export const EmailPreferencesPage = later('EmailPreferencesPage');
export const AdminFeedbackPage = later('AdminFeedbackPage');
export const HackathonProfilePage = later('HackathonProfilePage');
export const ParticipantPage = later('ParticipantPage');
export const ParticipantsPage = later('ParticipantsPage');
export const QrScannerPage = later('QrScannerPage');
export const GamificationDashboardPage = later('GamificationDashboardPage');
export const LeaderboardsPage = later('LeaderboardsPage');
export const ManageCompetitionsPage = later('ManageCompetitionsPage');
export const ScoringModalPage = later('ScoringModalPage');
export const JobsPage = later('JobsPage');
export const InboxPage = later('InboxPage');
export const InitiativesPage = later('InitiativesPage');
export const LedgerPage = later('LedgerPage');
export const OrganizationPage = later('OrganizationPage');
export const GoalsPage = later('GoalsPage');
export const PrizesPage = later('PrizesPage');
export const ResourcesPage = later('ResourcesPage');
export const SchedulePage = later('SchedulePage');
export const MyTalentRatingsPage = later('MyTalentRatingsPage');
export const RatingManagementPage = later('RatingManagementPage');
export const TalentRatingsPage = later('TalentRatingsPage');
export const CriteriaPage = later('CriteriaPage');
export const PopularVoteEntryPage = later('PopularVoteEntryPage');
export const PopularVotePage = later('PopularVotePage');
export const ScoringPage = later('ScoringPage');
export const SubmissionsPage = later('SubmissionsPage');
export const CreateTeamPage = later('CreateTeamPage');
export const TeamPage = later('TeamPage');
export const CategoriesPage = later('CategoriesPage');
export const TimelinePage = later('TimelinePage');
export const AnnouncementsPage = later('AnnouncementsPage');
