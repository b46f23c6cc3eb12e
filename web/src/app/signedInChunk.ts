// What only signed-in users' pages draw: the app's shell, the guards of the
// hackathon pages, and the pages of the features only they open. signedIn.tsx
// loads this module on demand, as one chunk, so the login and public pages
// download none of it, nor what these features' index files export besides
// their pages (issue 33).
export { SignedInLayout } from './layouts/SignedInLayout';
export { RootRedirect } from '../features/activeHackathon';
export { RequireHackathonAccess } from '../features/hackathons';
export { ApproveIdeaPage, ApproveIdeasPage, IdeaFormPage, IdeasPage, IdeaViewPage, MyIdeasPage, RequireIdeas } from '../features/ideas';
export { RequireTermsAccepted, TermsPage } from '../features/terms';
export { DashboardPage } from '../features/dashboard';
export { EmailPreferencesPage } from '../features/emailPreferences';
export { AdminFeedbackPage } from '../features/feedback';
export { HackathonProfilePage } from '../features/hackathonProfile';
export { ParticipantPage, ParticipantsPage } from '../features/participants';
export { QrScannerPage } from '../features/checkin';
export { GamificationDashboardPage, LeaderboardsPage, ManageCompetitionsPage, ScoringModalPage } from '../features/gamification';
export { JobsPage } from '../features/jobs';
export { InboxPage } from '../features/notifications';
export { InitiativesPage, LedgerPage } from '../features/ledgers';
export { OrganizationPage } from '../features/organizations';
export { GoalsPage, PrizesPage, ResourcesPage, SchedulePage } from '../features/programme';
export { MyTalentRatingsPage, RatingManagementPage, TalentRatingsPage } from '../features/ratings';
export { CriteriaPage, PopularVoteEntryPage, PopularVotePage, ScoringPage, SubmissionsPage } from '../features/judging';
export { CreateTeamPage, TeamPage } from '../features/teams';
export { CategoriesPage } from '../features/submissions';
export { TimelinePage } from '../features/timeline';
export { AnnouncementsPage } from '../features/announcements';
