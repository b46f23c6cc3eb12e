import { Navigate, type RouteObject } from 'react-router';
import {
  ForgotPasswordPage,
  LoginExpiredPage,
  LoginPage,
  LogoutPage,
  RegisterPage,
  ResetPasswordPage,
  SocialCallbackPage,
} from '../features/auth';
import {
  CreateHackathonPage,
  DiscoverPage,
  EditHackathonPage,
  HackathonDetailPage,
  ManageHackathonsPage,
  MyHackathonsPage,
  PublicHackathonPage,
} from '../features/hackathons';
import {
  HACKATHON_KINDS,
  HackathonPeoplePage,
  InviteAnswerPage,
  InviteViewPage,
  KIND_INFO,
  OrganizationMembersPage,
  type HackathonKind,
} from '../features/invites';
import { NotFoundPage } from '../features/notFound';
import { CompleteHackathonProfilePage, WelcomeCompanyPage, WelcomeParticipantPage, WelcomeStartPage } from '../features/onboarding';
import { STATIC_PAGES, StaticPage } from '../features/static';
import { GalleryPage, GalleryProjectPage, PublicResultsPage } from '../features/results';
import { AccountDeletedPage, AccountPage, UserLayout, UserTimelinePage } from '../features/user';
import { RedirectIfSignedIn } from './guards/RedirectIfSignedIn';
import { RequireAuth } from './guards/RequireAuth';
import { RequireFeature } from './guards/RequireFeature';
import { AuthLayout } from './layouts/AuthLayout';
import { OpenLayout } from './layouts/OpenLayout';
import { PublicLayout } from './layouts/PublicLayout';
// Pages only signed-in users open: loaded with the shell, not at startup.
import {
  AdminFeedbackPage,
  ApproveIdeaPage,
  ApproveIdeasPage,
  CategoriesPage,
  CreateTeamPage,
  CriteriaPage,
  DashboardPage,
  EmailPreferencesPage,
  GamificationDashboardPage,
  GoalsPage,
  HackathonProfilePage,
  IdeaFormPage,
  IdeasPage,
  IdeaViewPage,
  InboxPage,
  InitiativesPage,
  JobsPage,
  LeaderboardsPage,
  LedgerPage,
  ManageCompetitionsPage,
  MyIdeasPage,
  MyTalentRatingsPage,
  OrganizationPage,
  ParticipantPage,
  ParticipantsPage,
  PopularVoteEntryPage,
  PopularVotePage,
  PrizesPage,
  QrScannerPage,
  RatingManagementPage,
  RequireHackathonAccess,
  RequireIdeas,
  RequireTermsAccepted,
  ResourcesPage,
  RootRedirect,
  SchedulePage,
  ScoringModalPage,
  ScoringPage,
  SubmissionsPage,
  TalentRatingsPage,
  TeamPage,
  TermsPage,
  TimelinePage,
  AnnouncementsPage,
} from './signedIn';
import type { RouteHandle } from './routeTable';

const named = (name: string): RouteHandle => ({ name });
const titled = (title: string): RouteHandle => ({ title });
const redirect = (to: string): RouteObject => ({ index: true, element: <Navigate to={to} replace /> });

const hackathonKinds = Object.keys(HACKATHON_KINDS) as HackathonKind[];

/** The people who run a hackathon: /hackathon/{id}/organizing-team, judges, mentors, heroes. */
const peopleRoutes: RouteObject[] = hackathonKinds.map((kind) => ({
  path: `:hackathon_id/${HACKATHON_KINDS[kind].segment}`,
  element: <HackathonPeoplePage kind={kind} />,
  handle: named(HACKATHON_KINDS[kind].title),
}));

/** An invite's read-only page, e.g. /hackathon/judging/invite/view (signed in). */
const inviteViewRoute = (viewPath: string): RouteObject => ({ path: viewPath, element: <InviteViewPage />, handle: named('Invitation') });

/** The hackathon pages of SPEC 2.3 that exist so far. */
const hackathonRoutes: RouteObject[] = [
  redirect('/hackathon/discover'),
  { path: 'discover', element: <DiscoverPage />, handle: named('Discover') },
  { path: 'mine', element: <MyHackathonsPage />, handle: named('My Hackathons') },
  { path: 'manage', element: <ManageHackathonsPage />, handle: named('Manage') },
  { path: 'create', element: <CreateHackathonPage />, handle: named('Create') },
  { path: 'profile', element: <HackathonProfilePage />, handle: named('Hackathon Profile') },
  { path: 'new/timeline', element: <TimelinePage />, handle: named('Timeline') },
  { path: ':hackathon_id/timeline', element: <TimelinePage />, handle: named('Timeline') },
  { path: ':hackathon_id/edit', element: <EditHackathonPage />, handle: named('Edit') },
  { path: ':hackathon_id/schedule', element: <SchedulePage />, handle: named('Schedule') },
  { path: ':hackathon_id/prizes', element: <PrizesPage />, handle: named('Prizes') },
  { path: ':hackathon_id/resources', element: <ResourcesPage />, handle: named('Resources') },
  { path: ':hackathon_id/goals', element: <GoalsPage />, handle: named('Goals') },
  { path: ':hackathon_id/judging-criteria', element: <CriteriaPage />, handle: named('Criteria') },
  { path: ':hackathon_id/submissions', element: <SubmissionsPage />, handle: named('Submissions') },
  { path: ':hackathon_id/submissions/:submission_id', element: <ScoringPage />, handle: named('Submission') },
  { path: ':hackathon_id/popular-vote', element: <PopularVotePage />, handle: named('Popular Vote') },
  { path: ':hackathon_id/popular-vote/:submission_id', element: <PopularVoteEntryPage />, handle: named('Popular Vote') },
  { path: ':hackathon_id/participants', element: <ParticipantsPage />, handle: named('Participants') },
  { path: ':hackathon_id/participants/:participant_id', element: <ParticipantPage />, handle: named('Participant') },
  { path: ':hackathon_id/terms', element: <TermsPage />, handle: named('Terms and Conditions') },
  { path: ':hackathon_id/qr-scanner', element: <QrScannerPage />, handle: named('QR Registration') },
  { path: ':hackathon_id/jobs', element: <JobsPage />, handle: named('Jobs') },
  { path: ':hackathon_id/announcements', element: <AnnouncementsPage />, handle: named('Announcements') },
  // Ratings (SPEC 2.3, 2.5): behind the talent_ratings feature toggle.
  {
    element: <RequireFeature feature="talent_ratings" />,
    children: [
      { path: ':hackathon_id/talent-man', element: <RatingManagementPage />, handle: named('Rating Management') },
      { path: ':hackathon_id/talent-man-mentors', element: <TalentRatingsPage />, handle: named('Talent Ratings') },
      { path: ':hackathon_id/ratings/talent', element: <MyTalentRatingsPage />, handle: named('My Talent Ratings') },
    ],
  },
  { path: ':hackathon_id/categories', element: <CategoriesPage />, handle: named('Categories') },
  {
    path: ':hackathon_id/gameification',
    element: <RequireFeature feature="gamification" />,
    handle: named('Competitions'),
    children: [
      { path: 'dashboard', element: <GamificationDashboardPage />, handle: named('Dashboard') },
      { path: 'leaderboards', element: <LeaderboardsPage />, handle: named('Leaderboards') },
      { path: 'scoring-modal', element: <ScoringModalPage />, handle: named('Award a score') },
      { path: 'manage', element: <ManageCompetitionsPage />, handle: named('Manage') },
    ],
  },
  // The route named HackathonView.
  {
    path: ':hackathon_id/detail',
    element: <RequireHackathonAccess />,
    handle: named('Hackathon'),
    // Participant pages send a participant with terms to accept to the terms page.
    children: [{ element: <RequireTermsAccepted />, children: [{ index: true, element: <HackathonDetailPage /> }] }],
  },
  // Ideas (SPEC 2.3): only when the hackathon requires them, else its detail page.
  {
    element: <RequireIdeas />,
    children: [
      { path: ':hackathon_id/ideas', element: <IdeasPage />, handle: named('Hackathon Ideas') },
      { path: ':hackathon_id/ideas/mine', element: <MyIdeasPage />, handle: named('My Ideas') },
      { path: ':hackathon_id/ideas/approve', element: <ApproveIdeasPage />, handle: named('Approve Ideas') },
      { path: ':hackathon_id/ideas/approve/:idea_id', element: <ApproveIdeaPage />, handle: named('Approve Idea') },
      { path: ':hackathon_id/idea/:idea_id/view', element: <IdeaViewPage />, handle: named('Idea') },
      {
        element: <RequireTermsAccepted />,
        children: [
          { path: ':hackathon_id/idea/:idea_id/edit', element: <IdeaFormPage />, handle: named('Edit Idea') },
          { path: ':hackathon_id/idea/create', element: <IdeaFormPage />, handle: named('Propose an Idea') },
        ],
      },
    ],
  },
  // Team pages (participant pages: terms first).
  {
    path: ':hackathon_id/team/:team_id',
    element: <RequireTermsAccepted />,
    handle: named('My Team'),
    children: [{ index: true, element: <TeamPage /> }],
  },
  {
    path: ':hackathon_id/teams/create',
    element: <RequireTermsAccepted />,
    handle: named('Create Team'),
    children: [{ index: true, element: <CreateTeamPage /> }],
  },
  ...peopleRoutes,
  ...hackathonKinds.map((kind) => inviteViewRoute(HACKATHON_KINDS[kind].viewPath)),
];

/** Open routes (SPEC 2.2) first, then everything behind login (SPEC 2.3). */
export const appRoutes: RouteObject[] = [
  {
    element: <AuthLayout />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: '/login', element: <LoginPage />, handle: titled('Log in') },
          { path: '/register', element: <RegisterPage />, handle: titled('Create an account') },
        ],
      },
      { path: '/forgot_password', element: <ForgotPasswordPage />, handle: titled('Forgot password') },
      { path: '/reset_password', element: <ResetPasswordPage />, handle: titled('Choose a new password') },
      { path: '/logout', element: <LogoutPage />, handle: titled('Log out') },
      { path: '/account-deleted', element: <AccountDeletedPage />, handle: titled('Account deleted') },
      { path: '/login-expired', element: <LoginExpiredPage />, handle: titled('Session expired') },
      { path: '/login/social', element: <SocialCallbackPage />, handle: titled('Log in') },
    ],
  },
  {
    element: <PublicLayout />,
    children: [
      ...Object.entries(STATIC_PAGES).map(([path, content]) => ({ path, element: <StaticPage content={content} />, handle: titled(content.title) })),
      { path: '/pub/hackathon/:hackathon_id/detail', element: <PublicHackathonPage />, handle: titled('Hackathon') },
      { path: '/pub/hackathon/:hackathon_id/results', element: <PublicResultsPage />, handle: titled('Results') },
      { path: '/pub/hackathon/:hackathon_id/gallery', element: <GalleryPage />, handle: titled('Project gallery') },
      { path: '/pub/hackathon/:hackathon_id/gallery/:submission_id', element: <GalleryProjectPage />, handle: titled('Project') },
    ],
  },
  {
    // Signed in, the app's shell around every page below, so that moving
    // between an invite page and the others keeps it; signed out, the public frame.
    element: <OpenLayout />,
    children: [
      // The invite pages an e-mailed link opens (SPEC 2.2), signed in or not.
      ...Object.values(KIND_INFO).map(({ answerPath }) => ({ path: answerPath, element: <InviteAnswerPage />, handle: named('Invitation') })),
      // Onboarding (SPEC 2.2, 2.9): open, saved only when signed in.
      {
        path: '/welcome',
        handle: named('Welcome'),
        children: [
          redirect('/welcome/start'),
          { path: 'start', element: <WelcomeStartPage /> },
          { path: 'company', element: <WelcomeCompanyPage />, handle: named('Company') },
          { path: 'participant', element: <WelcomeParticipantPage />, handle: named('Participant') },
          { path: 'complete-hackathon-profile', element: <CompleteHackathonProfilePage />, handle: named('Hackathon profile') },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <RootRedirect /> },
          { path: 'dash', element: <DashboardPage />, handle: named('Dashboard') },
          {
            path: 'user',
            element: <UserLayout />,
            handle: named('Account'),
            children: [
              redirect('/user/profile'),
              { path: 'profile', element: <AccountPage />, handle: named('Profile') },
              { path: 'timeline', element: <UserTimelinePage />, handle: named('Timeline') },
              { path: 'email', element: <EmailPreferencesPage />, handle: named('E-mail preferences') },
            ],
          },
          {
            path: 'inbox',
            handle: named('Inbox'),
            children: [redirect('/inbox/all'), { path: 'all', element: <InboxPage />, handle: named('All notifications') }],
          },
          {
            path: 'organization',
            element: <RequireFeature feature="organization_page" />,
            handle: named('Organization'),
            children: [
              { index: true, element: <OrganizationPage /> },
              { path: ':organization_id', element: <OrganizationPage /> },
              { path: ':organization_id/members', element: <OrganizationMembersPage />, handle: named('Members') },
              inviteViewRoute(KIND_INFO.ORGANIZATION_MEMBER.viewPath),
            ],
          },
          {
            path: 'innovation/initiatives',
            element: <RequireFeature feature="innovations" />,
            handle: named('Innovation Initiatives'),
            children: [
              { index: true, element: <InitiativesPage /> },
              { path: ':ledgerId', element: <LedgerPage />, handle: named('Ledger') },
            ],
          },
          { path: 'hackathon', handle: named('Hackathons'), children: hackathonRoutes },
          { path: 'admin/feedback', element: <AdminFeedbackPage />, handle: named('User feedback') },
          { path: 'admin/jobs', element: <JobsPage allHackathons />, handle: named('Jobs') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
