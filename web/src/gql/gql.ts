/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SidebarHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...SidebarHackathon\n    }\n  }\n": typeof types.SidebarHackathonDocument,
    "\n  fragment SidebarHackathon on Hackathon {\n    id\n    name\n    phase\n    phaseDisplay\n    isParticipant\n    ideasRequired\n    hasResources\n    hasMentors\n    hasVolunteers\n    hasJudges\n    hasPrizes\n    hasGameification\n    requireTermsAcceptance\n    myTeam {\n      id\n    }\n    viewerCan {\n      ...ViewerCan\n      seePrizes\n      seeResources\n      seeGoals\n      createTeam\n    }\n  }\n": typeof types.SidebarHackathonFragmentDoc,
    "\n  query SidebarRatings($id: ID!) {\n    hackathon(id: $id) {\n      id\n      hasRatingItemTemplates\n    }\n  }\n": typeof types.SidebarRatingsDocument,
    "\n  query MyHackathons {\n    hackathons(filter: MINE, first: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": typeof types.MyHackathonsDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    body\n    audience\n    sendAt\n    phase\n    offsetMinutes\n    status\n    recipients\n    sent\n    failed\n    sentAt\n  }\n": typeof types.AnnouncementFieldsFragmentDoc,
    "\n  query AnnouncementsPage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      timeZone\n      viewerCan {\n        manage\n      }\n    }\n    hackathonTimeline(hackathonId: $id) {\n      hackathonId\n      slots {\n        phase\n        phaseDisplay\n        startsAt\n      }\n    }\n  }\n": typeof types.AnnouncementsPageDocument,
    "\n  query Announcements($id: ID!) {\n    announcements(hackathonId: $id) {\n      ...AnnouncementFields\n    }\n  }\n": typeof types.AnnouncementsDocument,
    "\n  mutation ScheduleAnnouncement($input: ScheduleAnnouncementInput!) {\n    scheduleAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": typeof types.ScheduleAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": typeof types.UpdateAnnouncementDocument,
    "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(input: { id: $id }) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": typeof types.CancelAnnouncementDocument,
    "\n  query PostedAnnouncements($id: ID!) {\n    postedAnnouncements(hackathonId: $id) {\n      id\n      title\n      body\n      sentAt\n    }\n  }\n": typeof types.PostedAnnouncementsDocument,
    "\n  query SocialProviders {\n    socialProviders {\n      name\n      issuer\n      clientId\n      authorizationUrl\n    }\n  }\n": typeof types.SocialProvidersDocument,
    "\n  query MyAccount {\n    me {\n      id\n      idB64\n      account {\n        idB64\n        uid\n      }\n      roles {\n        id\n        name\n        friendlyName\n      }\n    }\n  }\n": typeof types.MyAccountDocument,
    "\n  query QrScanner($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n    }\n    checkInDay(hackathonId: $hackathonId) {\n      date\n      presentCount\n    }\n  }\n": typeof types.QrScannerDocument,
    "\n  mutation CheckInParticipant($input: CheckInParticipantInput!) {\n    checkInParticipant(input: $input) {\n      participant {\n        id\n        person {\n          id\n          displayName\n        }\n      }\n      alreadyCheckedIn\n      presentToday {\n        date\n        presentCount\n      }\n    }\n  }\n": typeof types.CheckInParticipantDocument,
    "\n  query MyDashboard {\n    myDashboard {\n      unreadNotifications\n      hackathons {\n        hackathon {\n          id\n          name\n          phase\n          phaseDisplay\n        }\n        nextPhase\n        nextPhaseDisplay\n        nextTransitionAt\n      }\n      pendingInvites {\n        id\n        uid\n        kind\n        roleName\n        hackathon {\n          id\n          name\n        }\n        organization {\n          id\n          name\n        }\n      }\n      actions {\n        kind\n        title\n        link\n        hackathonId\n        hackathonName\n      }\n    }\n  }\n": typeof types.MyDashboardDocument,
    "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      category\n      enabled\n    }\n  }\n": typeof types.MyEmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: UpdateEmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      preferences {\n        category\n        enabled\n      }\n    }\n  }\n": typeof types.UpdateEmailPreferencesDocument,
    "\n  fragment ExportFields on ParticipantExport {\n    id\n    uid\n    hackathonName\n    state\n    rowsWritten\n    rowsTotal\n    filename\n    error\n    isRead\n    created\n    expiresAt\n    downloadPath\n  }\n": typeof types.ExportFieldsFragmentDoc,
    "\n  query CanExportParticipants($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      viewerCan {\n        manage\n      }\n    }\n  }\n": typeof types.CanExportParticipantsDocument,
    "\n  mutation ExportParticipantsCsv($hackathonId: ID!) {\n    exportParticipantsCsv(input: { hackathonId: $hackathonId }) {\n      success\n      message\n      filename\n      export {\n        ...ExportFields\n      }\n    }\n  }\n": typeof types.ExportParticipantsCsvDocument,
    "\n  query ParticipantExport($uid: String!) {\n    participantExport(uid: $uid) {\n      ...ExportFields\n    }\n  }\n": typeof types.ParticipantExportDocument,
    "\n  query MyJobs($first: Int) {\n    myJobs(first: $first) {\n      totalCount\n      unreadCount\n      items {\n        ...ExportFields\n      }\n    }\n  }\n": typeof types.MyJobsDocument,
    "\n  mutation ToggleJobRead($jobId: ID!) {\n    toggleJobRead(input: { jobId: $jobId }) {\n      success\n      isRead\n    }\n  }\n": typeof types.ToggleJobReadDocument,
    "\n  query FeatureToggles($environment: Environment!) {\n    featureToggles(environment: $environment) {\n      id\n      featureName\n      enabled\n    }\n  }\n": typeof types.FeatureTogglesDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      success\n      id\n    }\n  }\n": typeof types.SendFeedbackDocument,
    "\n  query CanReadFeedback {\n    me {\n      id\n      canReadFeedback\n    }\n  }\n": typeof types.CanReadFeedbackDocument,
    "\n  query FeedbackList($kind: FeedbackKind, $search: String, $first: Int, $after: String) {\n    feedback(kind: $kind, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        kind\n        message\n        rating\n        pageUrl\n        created\n        sender {\n          id\n          displayName\n          email\n        }\n      }\n    }\n  }\n": typeof types.FeedbackListDocument,
    "\n  fragment ScorableItemFields on ScorableItem {\n    id\n    name\n    description\n    maxScore\n  }\n": typeof types.ScorableItemFieldsFragmentDoc,
    "\n  fragment CompetitionFields on Competition {\n    id\n    hackathonId\n    name\n    description\n    scorableItems {\n      ...ScorableItemFields\n    }\n    viewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n": typeof types.CompetitionFieldsFragmentDoc,
    "\n  fragment BoardFields on Leaderboard {\n    id\n    participantCount\n    lastScoreId\n    scoreTotals(first: $first) {\n      rank\n      total\n      participant {\n        id\n        displayName\n      }\n    }\n    myRank {\n      rank\n      total\n    }\n  }\n": typeof types.BoardFieldsFragmentDoc,
    "\n  fragment GamificationHackathonFields on Hackathon {\n    id\n    name\n    hasGameification\n    gamificationViewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n": typeof types.GamificationHackathonFieldsFragmentDoc,
    "\n  query GamificationDashboard($hackathonId: ID!, $first: Int) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    leaderboards(hackathonId: $hackathonId) {\n      ...BoardFields\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n": typeof types.GamificationDashboardDocument,
    "\n  query Competitions($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    competitions(hackathonId: $hackathonId) {\n      ...CompetitionFields\n    }\n  }\n": typeof types.CompetitionsDocument,
    "\n  subscription LeaderboardChanged($competitionId: ID!, $first: Int) {\n    leaderboardChanged(competitionId: $competitionId) {\n      ...BoardFields\n    }\n  }\n": typeof types.LeaderboardChangedDocument,
    "\n  query Contestants($hackathonId: ID!, $search: String, $checkInCode: String) {\n    contestants(hackathonId: $hackathonId, search: $search, checkInCode: $checkInCode) {\n      id\n      displayName\n    }\n  }\n": typeof types.ContestantsDocument,
    "\n  fragment ScoreFields on Score {\n    id\n    competitionId\n    scorableItemId\n    score\n    correctsId\n    reason\n    awardedBy\n    createdAt\n    participant {\n      id\n      displayName\n    }\n  }\n": typeof types.ScoreFieldsFragmentDoc,
    "\n  query CurrentScores($hackathonId: ID!, $competitionId: ID!, $participantId: ID!) {\n    contestants(hackathonId: $hackathonId, participantId: $participantId) {\n      id\n      currentScores(competitionId: $competitionId) {\n        ...ScoreFields\n      }\n    }\n  }\n": typeof types.CurrentScoresDocument,
    "\n  query ScoreHistory($competitionId: ID!) {\n    scores(competitionId: $competitionId, first: 100) {\n      ...ScoreFields\n    }\n  }\n": typeof types.ScoreHistoryDocument,
    "\n  mutation AwardScore($input: AwardScoreInput!) {\n    awardScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n": typeof types.AwardScoreDocument,
    "\n  mutation CorrectScore($input: CorrectScoreInput!) {\n    correctScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n": typeof types.CorrectScoreDocument,
    "\n  mutation CreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n": typeof types.CreateCompetitionDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteCompetitionDocument,
    "\n  mutation CreateScorableItem($input: CreateScorableItemInput!) {\n    createScorableItem(input: $input) {\n      scorableItem {\n        ...ScorableItemFields\n      }\n    }\n  }\n": typeof types.CreateScorableItemDocument,
    "\n  mutation DeleteScorableItem($id: ID!) {\n    deleteScorableItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteScorableItemDocument,
    "\n  mutation DeleteHackathonProfile {\n    deleteHackathonProfile {\n      success\n    }\n  }\n": typeof types.DeleteHackathonProfileDocument,
    "\n  fragment HackathonProfileFields on HackathonProfile {\n    id\n    githubUrl\n    offerzenUrl\n    linkedinUrl\n    city\n    bio\n    skills {\n      id\n      name\n    }\n  }\n": typeof types.HackathonProfileFieldsFragmentDoc,
    "\n  query MyHackathonProfile {\n    myHackathonProfile {\n      ...HackathonProfileFields\n    }\n    skills {\n      id\n      name\n    }\n  }\n": typeof types.MyHackathonProfileDocument,
    "\n  mutation UpdateHackathonProfile($input: UpdateHackathonProfileInput!) {\n    updateHackathonProfile(input: $input) {\n      hackathonProfile {\n        ...HackathonProfileFields\n      }\n    }\n  }\n": typeof types.UpdateHackathonProfileDocument,
    "\n  mutation CreateHackathon($input: CreateHackathonInput!) {\n    createHackathon(input: $input) {\n      hackathon {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateHackathonDocument,
    "\n  query DiscoverHackathons($input: DiscoverInput, $first: Int, $after: String) {\n    discoverHackathons(input: $input, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        participantCount\n        prizeCount\n      }\n    }\n  }\n": typeof types.DiscoverHackathonsDocument,
    "\n  fragment HackathonSettings on Hackathon {\n    id\n    name\n    description\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    startDatetime\n    endDatetime\n    timeZone\n    organization {\n      id\n    }\n    hasGameification\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasTalents\n    hasPopularVote\n    hasPitches\n    hasVolunteers\n    hasResources\n    hasGoals\n    hasKickoffSession\n    hasClosingSession\n    managementTeamVisible\n    ideasRequired\n    ideasRequireApproval\n    ideasThroughoutHacking\n    showTeams\n    canRegisterOutsideRegistrationPhase\n    requireTermsAcceptance\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      manage\n    }\n  }\n": typeof types.HackathonSettingsFragmentDoc,
    "\n  query HackathonSettings($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonSettings\n    }\n  }\n": typeof types.HackathonSettingsDocument,
    "\n  mutation UpdateHackathon($input: UpdateHackathonInput!) {\n    updateHackathon(input: $input) {\n      hackathon {\n        ...HackathonSettings\n      }\n    }\n  }\n": typeof types.UpdateHackathonDocument,
    "\n  fragment HackathonDetailFields on Hackathon {\n    ...HackathonOverview\n    ...HackathonRoles\n    inviteToken\n    requireTermsAcceptance\n    myCheckInCode\n    myTeam {\n      id\n    }\n    viewerCan {\n      manage\n      join\n      createTeam\n    }\n  }\n": typeof types.HackathonDetailFieldsFragmentDoc,
    "\n  query HackathonDetail($id: ID!, $inviteToken: String) {\n    hackathon(id: $id, inviteToken: $inviteToken) {\n      ...HackathonDetailFields\n    }\n  }\n": typeof types.HackathonDetailDocument,
    "\n  fragment HackathonShowcase on Hackathon {\n    id\n    phase\n    timeZone\n    hasJudges\n    hasPopularVote\n    participantCount\n    teamCount\n    activePrizes {\n      id\n      name\n      description\n      position\n    }\n    nextProgramItems(first: 3) {\n      id\n      name\n      startTime\n      endTime\n    }\n    shownJudges {\n      id\n      displayName\n    }\n    shownMentors {\n      id\n      displayName\n    }\n    termsVersion\n  }\n": typeof types.HackathonShowcaseFragmentDoc,
    "\n  mutation JoinHackathon($input: JoinHackathonInput!) {\n    joinHackathon(input: $input) {\n      hackathon {\n        id\n        name\n        ...HackathonRoles\n        termsOutstanding\n        myCheckInCode\n        viewerCan {\n          ...ViewerCan\n        }\n      }\n    }\n  }\n": typeof types.JoinHackathonDocument,
    "\n  mutation LeaveHackathon($input: LeaveHackathonInput!) {\n    leaveHackathon(input: $input) {\n      hackathon {\n        id\n      }\n    }\n  }\n": typeof types.LeaveHackathonDocument,
    "\n  query PublicHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonOverview\n      canRegisterOutsideRegistrationPhase\n    }\n  }\n": typeof types.PublicHackathonDocument,
    "\n  mutation RotateHackathonInviteToken($input: RotateHackathonInviteTokenInput!) {\n    rotateHackathonInviteToken(input: $input) {\n      hackathon {\n        id\n        inviteToken\n      }\n    }\n  }\n": typeof types.RotateHackathonInviteTokenDocument,
    "\n  query HackathonAccess($id: ID!, $inviteToken: String) {\n    hackathon(id: $id) {\n      id\n      viewerCan {\n        view\n      }\n    }\n    detail: hackathon(id: $id, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n      ...HackathonDetailFields\n    }\n  }\n": typeof types.HackathonAccessDocument,
    "\n  fragment HackathonSummary on Hackathon {\n    id\n    name\n    description\n    startDatetime\n    endDatetime\n    timeZone\n    status\n    statusDisplay\n    phase\n    phaseDisplay\n    organization {\n      id\n      name\n    }\n    cover {\n      thumbnail: url(size: SMALL)\n      alt\n    }\n  }\n": typeof types.HackathonSummaryFragmentDoc,
    "\n  fragment HackathonOverview on Hackathon {\n    ...HackathonSummary\n    ...HackathonShowcase\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n  }\n": typeof types.HackathonOverviewFragmentDoc,
    "\n  fragment HackathonRoles on Hackathon {\n    id\n    isCreator\n    isManager\n    isParticipant\n    isMentor\n    isJudge\n    isVolunteer\n    isBanned\n  }\n": typeof types.HackathonRolesFragmentDoc,
    "\n  fragment ViewerCan on HackathonViewerCan {\n    view\n    manage\n    join\n    seeParticipants\n    seeOrganizingTeam\n    approveIdeas\n    seeSubmissions\n    seePopularVote\n    manageRatings\n    manageOrganizingTeam\n    manageJudges\n    manageMentors\n    manageVolunteers\n    createTeam\n  }\n": typeof types.ViewerCanFragmentDoc,
    "\n  query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {\n    hackathons(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        ...HackathonRoles\n      }\n    }\n  }\n": typeof types.HackathonsDocument,
    "\n  fragment IdeaCard on Idea {\n    id\n    hackathonId\n    name\n    description\n    created\n    likes\n    likedByMe\n    isCreator\n    creator {\n      id\n      displayName\n    }\n    approval {\n      id\n      state {\n        id\n        name\n        displayName\n      }\n    }\n    viewerCan {\n      edit\n      delete\n      like\n      decide\n      askAiFeedback\n    }\n  }\n": typeof types.IdeaCardFragmentDoc,
    "\n  fragment AIQueryFields on AIQuery {\n    id\n    uid\n    response\n    errored\n    success\n    created\n    service {\n      id\n      name\n    }\n  }\n": typeof types.AiQueryFieldsFragmentDoc,
    "\n  fragment IdeaDetail on Idea {\n    ...IdeaCard\n    detailDescription\n    teamSet {\n      id\n      name\n    }\n    approval {\n      id\n      stateUpdates {\n        id\n        newState {\n          id\n          name\n          displayName\n        }\n        comment\n        created\n        createdBy {\n          id\n          displayName\n        }\n      }\n    }\n    aiFeedback {\n      ...AIQueryFields\n    }\n  }\n": typeof types.IdeaDetailFragmentDoc,
    "\n  query IdeasHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      ideasRequired\n      ideasRequireApproval\n    }\n  }\n": typeof types.IdeasHackathonDocument,
    "\n  query Ideas($hackathonId: ID!, $search: String, $orderBy: IdeaOrder, $approvalState: ApprovalStateName, $first: Int, $after: String) {\n    ideas(hackathonId: $hackathonId, search: $search, orderBy: $orderBy, approvalState: $approvalState, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...IdeaCard\n      }\n    }\n  }\n": typeof types.IdeasDocument,
    "\n  query MyIdeas($hackathonId: ID!) {\n    myIdeas(hackathonId: $hackathonId) {\n      ...IdeaCard\n    }\n  }\n": typeof types.MyIdeasDocument,
    "\n  query Idea($id: ID!) {\n    idea(id: $id) {\n      ...IdeaDetail\n    }\n  }\n": typeof types.IdeaDocument,
    "\n  query PendingApprovalCount($hackathonId: ID!) {\n    pendingApprovalCount(hackathonId: $hackathonId)\n  }\n": typeof types.PendingApprovalCountDocument,
    "\n  query AIServices {\n    aiServices {\n      id\n      name\n      configured\n    }\n  }\n": typeof types.AiServicesDocument,
    "\n  query AIQueryById($id: ID!) {\n    aiQuery(id: $id) {\n      ...AIQueryFields\n    }\n  }\n": typeof types.AiQueryByIdDocument,
    "\n  mutation SaveIdea($input: SaveIdeaInput!) {\n    saveIdea(input: $input) {\n      idea {\n        ...IdeaDetail\n      }\n    }\n  }\n": typeof types.SaveIdeaDocument,
    "\n  mutation DeleteIdea($input: DeleteIdeaInput!) {\n    deleteIdea(input: $input) {\n      id\n    }\n  }\n": typeof types.DeleteIdeaDocument,
    "\n  mutation LikeIdea($input: LikeIdeaInput!) {\n    likeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n": typeof types.LikeIdeaDocument,
    "\n  mutation UnlikeIdea($input: LikeIdeaInput!) {\n    unlikeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n": typeof types.UnlikeIdeaDocument,
    "\n  mutation UpdateApprovalState($input: UpdateApprovalStateInput!) {\n    updateApprovalState(input: $input) {\n      approval {\n        id\n        state {\n          id\n          name\n          displayName\n        }\n        idea {\n          ...IdeaDetail\n        }\n      }\n    }\n  }\n": typeof types.UpdateApprovalStateDocument,
    "\n  mutation CreateAIQuery($input: CreateAIQueryInput!) {\n    createAiQuery(input: $input) {\n      id\n      uid\n      errored\n      query {\n        ...AIQueryFields\n      }\n    }\n  }\n": typeof types.CreateAiQueryDocument,
    "\n  fragment InviteRow on Invite {\n    id\n    uid\n    kind\n    email\n    status\n    delivery\n    deliveryError\n    invitedAt\n    expiresAt\n    respondedAt\n  }\n": typeof types.InviteRowFragmentDoc,
    "\n  fragment InviteDetail on Invite {\n    ...InviteRow\n    roleName\n    organizationRole\n    hackathon {\n      id\n      name\n      description\n    }\n    organization {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n    respondedBy {\n      id\n      displayName\n    }\n    isForViewer\n  }\n": typeof types.InviteDetailFragmentDoc,
    "\n  fragment HackathonMemberRow on HackathonMember {\n    id\n    kind\n    status\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": typeof types.HackathonMemberRowFragmentDoc,
    "\n  fragment OrganizationMemberRow on OrganizationMember {\n    id\n    role\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": typeof types.OrganizationMemberRowFragmentDoc,
    "\n  fragment InvitePayloadFields on InvitePayload {\n    invited {\n      id\n      email\n    }\n    alreadyPending {\n      id\n      email\n    }\n    rejected {\n      email\n      reason\n    }\n  }\n": typeof types.InvitePayloadFieldsFragmentDoc,
    "\n  query HackathonPeople($hackathonId: ID!, $kind: InviteKind!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        ...ViewerCan\n      }\n    }\n    hackathonMembers(hackathonId: $hackathonId, kind: $kind) {\n      ...HackathonMemberRow\n    }\n  }\n": typeof types.HackathonPeopleDocument,
    "\n  query HackathonInvites($hackathonId: ID!, $kind: InviteKind!, $status: InviteStatus) {\n    hackathonInvites(hackathonId: $hackathonId, kind: $kind, status: $status) {\n      ...InviteRow\n    }\n  }\n": typeof types.HackathonInvitesDocument,
    "\n  query OrganizationPeople($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n      viewerCan {\n        manageMembers\n      }\n    }\n    organizationMembers(organizationId: $organizationId) {\n      ...OrganizationMemberRow\n    }\n  }\n": typeof types.OrganizationPeopleDocument,
    "\n  query OrganizationInvites($organizationId: ID!, $status: InviteStatus) {\n    organizationInvites(organizationId: $organizationId, status: $status) {\n      ...InviteRow\n    }\n  }\n": typeof types.OrganizationInvitesDocument,
    "\n  query Invite($uid: String!) {\n    invite(uid: $uid) {\n      ...InviteDetail\n    }\n  }\n": typeof types.InviteDocument,
    "\n  mutation InviteToHackathon($input: InviteToHackathonInput!) {\n    inviteToHackathon(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n": typeof types.InviteToHackathonDocument,
    "\n  mutation InviteToOrganization($input: InviteToOrganizationInput!) {\n    inviteToOrganization(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n": typeof types.InviteToOrganizationDocument,
    "\n  mutation ResendInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n": typeof types.ResendInviteDocument,
    "\n  mutation RevokeInvite($input: InviteIdInput!) {\n    revokeInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n": typeof types.RevokeInviteDocument,
    "\n  mutation AnswerInvite($input: AnswerInviteInput!) {\n    answerInvite(input: $input) {\n      invite {\n        ...InviteDetail\n      }\n    }\n  }\n": typeof types.AnswerInviteDocument,
    "\n  mutation UpdateHackathonMember($input: UpdateHackathonMemberInput!) {\n    updateHackathonMember(input: $input) {\n      member {\n        ...HackathonMemberRow\n      }\n    }\n  }\n": typeof types.UpdateHackathonMemberDocument,
    "\n  mutation RemoveHackathonMember($input: RemoveHackathonMemberInput!) {\n    removeHackathonMember(input: $input) {\n      removedId\n    }\n  }\n": typeof types.RemoveHackathonMemberDocument,
    "\n  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {\n    updateOrganizationMember(input: $input) {\n      member {\n        ...OrganizationMemberRow\n      }\n    }\n  }\n": typeof types.UpdateOrganizationMemberDocument,
    "\n  mutation RemoveOrganizationMember($input: RemoveOrganizationMemberInput!) {\n    removeOrganizationMember(input: $input) {\n      removedId\n    }\n  }\n": typeof types.RemoveOrganizationMemberDocument,
    "\n  mutation TransferHackathon($input: TransferHackathonInput!) {\n    transferHackathon(input: $input) {\n      hackathonId\n      creator {\n        id\n        displayName\n      }\n    }\n  }\n": typeof types.TransferHackathonDocument,
    "\n  fragment JobRow on Job {\n    key\n    kind\n    recordId\n    hackathonId\n    hackathonName\n    state\n    stuck\n    problem\n    subject\n    startedAt\n    lastProgressAt\n    dueAt\n    workflowId\n    temporalUrl\n    actions\n  }\n": typeof types.JobRowFragmentDoc,
    "\n  query Jobs($hackathonId: ID, $stuckOnly: Boolean) {\n    jobs(hackathonId: $hackathonId, stuckOnly: $stuckOnly) {\n      ...JobRow\n    }\n  }\n": typeof types.JobsDocument,
    "\n  query CanSeeAllJobs {\n    me {\n      id\n      canSeeAllJobs\n    }\n  }\n": typeof types.CanSeeAllJobsDocument,
    "\n  mutation ResendJobInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        id\n        delivery\n        deliveryError\n      }\n    }\n  }\n": typeof types.ResendJobInviteDocument,
    "\n  mutation RestartExport($input: RestartExportInput!) {\n    restartExport(input: $input) {\n      success\n      message\n      export {\n        id\n        state\n      }\n    }\n  }\n": typeof types.RestartExportDocument,
    "\n  query JudgingHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      phase\n      hasJudges\n      hasPopularVote\n      isJudge\n      viewerCan {\n        manage\n        seeSubmissions\n        seePopularVote\n      }\n    }\n  }\n": typeof types.JudgingHackathonDocument,
    "\n  fragment CriterionFields on JudgingCriterion {\n    id\n    name\n    description\n    maxScore\n    type\n    typeDisplay\n    position\n  }\n": typeof types.CriterionFieldsFragmentDoc,
    "\n  query JudgingCriteria($id: ID!) {\n    judgingCriteria(hackathonId: $id) {\n      ...CriterionFields\n    }\n  }\n": typeof types.JudgingCriteriaDocument,
    "\n  mutation CreateJudgingCriterion($input: CreateJudgingCriterionInput!) {\n    createJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n": typeof types.CreateJudgingCriterionDocument,
    "\n  mutation UpdateJudgingCriterion($input: UpdateJudgingCriterionInput!) {\n    updateJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n": typeof types.UpdateJudgingCriterionDocument,
    "\n  mutation DeleteJudgingCriterion($input: DeleteJudgingCriterionInput!) {\n    deleteJudgingCriterion(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteJudgingCriterionDocument,
    "\n  mutation ReorderJudgingCriteria($input: ReorderJudgingCriteriaInput!) {\n    reorderJudgingCriteria(input: $input) {\n      judgingCriteria {\n        ...CriterionFields\n      }\n    }\n  }\n": typeof types.ReorderJudgingCriteriaDocument,
    "\n  fragment JudgedSubmissionFields on Submission {\n    id\n    team {\n      id\n      name\n    }\n    competitionCategory {\n      id\n      name\n    }\n    judgingStatus\n    myJudgingStatus\n    judgingProgress\n    totalJudges\n    myScore\n    maxScore\n    averageScore\n  }\n": typeof types.JudgedSubmissionFieldsFragmentDoc,
    "\n  fragment SubmissionResponseFields on Submission {\n    response\n    template {\n      id\n      schema\n    }\n  }\n": typeof types.SubmissionResponseFieldsFragmentDoc,
    "\n  query SubmissionsForJudging($id: ID!) {\n    submissionsForJudging(hackathonId: $id) {\n      ...JudgedSubmissionFields\n    }\n  }\n": typeof types.SubmissionsForJudgingDocument,
    "\n  query JudgingResults($id: ID!) {\n    judgingResults(hackathonId: $id) {\n      maxScore\n      categories {\n        categoryId\n        categoryName\n        standings {\n          submissionId\n          teamName\n          rank\n          tied\n          judged\n          rawScore\n          normalizedScore\n        }\n      }\n      judges {\n        judgeId\n        judgeName\n        completed\n        assigned\n      }\n    }\n  }\n": typeof types.JudgingResultsDocument,
    "\n  query Scoring($id: ID!, $hackathonId: ID!) {\n    submissionForJudging(id: $id) {\n      ...JudgedSubmissionFields\n      ...SubmissionResponseFields\n      viewerCan {\n        score\n      }\n    }\n    judgingScores(submissionId: $id, judging: true) {\n      id\n      score\n      completed\n      criteria {\n        id\n      }\n    }\n    judgingCriteria(hackathonId: $hackathonId) {\n      ...CriterionFields\n    }\n  }\n": typeof types.ScoringDocument,
    "\n  mutation UpdateJudgingScores($input: UpdateJudgingScoresInput!) {\n    updateJudgingScores(input: $input) {\n      submission {\n        ...JudgedSubmissionFields\n      }\n      scores {\n        id\n        score\n        completed\n        criteria {\n          id\n        }\n      }\n    }\n  }\n": typeof types.UpdateJudgingScoresDocument,
    "\n  fragment PopularVoteFields on PopularVote {\n    hackathonId\n    open\n    countsVisible\n    canVote\n    entries {\n      categoryId\n      votes\n      myVote\n      ownTeam\n      submission {\n        id\n        team {\n          id\n          name\n        }\n        competitionCategory {\n          id\n          name\n        }\n        ...SubmissionResponseFields\n      }\n    }\n  }\n": typeof types.PopularVoteFieldsFragmentDoc,
    "\n  query PopularVote($id: ID!) {\n    popularVote(hackathonId: $id) {\n      ...PopularVoteFields\n    }\n  }\n": typeof types.PopularVoteDocument,
    "\n  mutation CastPopularVote($id: ID!) {\n    castPopularVote(input: { submissionId: $id }) {\n      popularVote {\n        ...PopularVoteFields\n      }\n    }\n  }\n": typeof types.CastPopularVoteDocument,
    "\n  fragment LedgerFields on Ledger {\n    id\n    name\n    description\n    status\n    owner {\n      id\n      name\n    }\n  }\n": typeof types.LedgerFieldsFragmentDoc,
    "\n  fragment LedgerStatusFields on LedgerStatus {\n    id\n    name\n    statusGroupId\n  }\n": typeof types.LedgerStatusFieldsFragmentDoc,
    "\n  fragment LedgerTagFields on LedgerTag {\n    id\n    name\n    color\n  }\n": typeof types.LedgerTagFieldsFragmentDoc,
    "\n  fragment LedgerPropertyFields on LedgerProperty {\n    id\n    ledgerItemId\n    name\n    propertyType\n    valueText\n    valueNumber\n    valueCurrency\n    valueTags {\n      ...LedgerTagFields\n    }\n    valueStatus {\n      ...LedgerStatusFields\n    }\n    linkedItemId\n  }\n": typeof types.LedgerPropertyFieldsFragmentDoc,
    "\n  fragment LedgerItemFields on LedgerItem {\n    id\n    uid\n    name\n    description\n    parentId\n    children\n    properties {\n      ...LedgerPropertyFields\n    }\n  }\n": typeof types.LedgerItemFieldsFragmentDoc,
    "\n  query Ledgers {\n    ledgers {\n      ...LedgerFields\n    }\n  }\n": typeof types.LedgersDocument,
    "\n  query LedgerOrganizations {\n    organizations(filter: ASSOCIATED) {\n      id\n      name\n    }\n  }\n": typeof types.LedgerOrganizationsDocument,
    "\n  query Ledger($id: ID!) {\n    ledger(id: $id) {\n      ...LedgerFields\n    }\n    ledgerItems(ledgerId: $id) {\n      ...LedgerItemFields\n    }\n    ledgerStatusGroups(ledgerId: $id) {\n      id\n      name\n      statuses {\n        ...LedgerStatusFields\n      }\n    }\n    ledgerTags(ledgerId: $id) {\n      ...LedgerTagFields\n    }\n  }\n": typeof types.LedgerDocument,
    "\n  mutation CreateLedger($input: CreateLedgerInput!) {\n    createLedger(input: $input) {\n      ledger {\n        ...LedgerFields\n      }\n    }\n  }\n": typeof types.CreateLedgerDocument,
    "\n  mutation CreateLedgerItem($input: CreateLedgerItemInput!) {\n    createLedgerItem(input: $input) {\n      item {\n        ...LedgerItemFields\n      }\n    }\n  }\n": typeof types.CreateLedgerItemDocument,
    "\n  mutation DeleteLedgerItem($id: ID!) {\n    deleteLedgerItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteLedgerItemDocument,
    "\n  mutation CreateLedgerProperty($input: CreateLedgerPropertyInput!) {\n    createLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n": typeof types.CreateLedgerPropertyDocument,
    "\n  mutation UpdateLedgerProperty($input: UpdateLedgerPropertyInput!) {\n    updateLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n": typeof types.UpdateLedgerPropertyDocument,
    "\n  mutation DeleteLedgerProperty($id: ID!) {\n    deleteLedgerProperty(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteLedgerPropertyDocument,
    "\n  mutation CreateLedgerTag($input: CreateLedgerTagInput!) {\n    createLedgerTag(input: $input) {\n      tag {\n        ...LedgerTagFields\n      }\n    }\n  }\n": typeof types.CreateLedgerTagDocument,
    "\n  mutation CreateLedgerStatusGroup($input: CreateLedgerStatusGroupInput!) {\n    createLedgerStatusGroup(input: $input) {\n      statusGroup {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreateLedgerStatusGroupDocument,
    "\n  mutation CreateLedgerStatus($input: CreateLedgerStatusInput!) {\n    createLedgerStatus(input: $input) {\n      status {\n        ...LedgerStatusFields\n      }\n    }\n  }\n": typeof types.CreateLedgerStatusDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    text\n    link\n    isRead\n    created\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotifications {\n    myNotifications(unreadOnly: true, first: 3) {\n      unreadCount\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.UnreadNotificationsDocument,
    "\n  query AllNotifications($first: Int, $after: String) {\n    myNotifications(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.AllNotificationsDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      success\n      notification {\n        id\n        isRead\n      }\n    }\n  }\n": typeof types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      success\n      count\n    }\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query MyMetadata {\n    myMetadata {\n      metaDataType\n      value\n      updatedAt\n    }\n  }\n": typeof types.MyMetadataDocument,
    "\n  mutation SaveUserMetadata($input: SaveUserMetadataInput!) {\n    saveUserMetadata(input: $input) {\n      entries {\n        metaDataType\n        value\n        updatedAt\n      }\n    }\n  }\n": typeof types.SaveUserMetadataDocument,
    "\n  fragment OrganizationSummary on Organization {\n    id\n    name\n    description\n    userMembershipRole\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      createHackathon\n      update\n      delete\n    }\n  }\n": typeof types.OrganizationSummaryFragmentDoc,
    "\n  query MyOrganizations {\n    organizations(filter: ASSOCIATED) {\n      ...OrganizationSummary\n    }\n  }\n": typeof types.MyOrganizationsDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n": typeof types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n": typeof types.UpdateOrganizationDocument,
    "\n  mutation DeleteOrganization($input: DeleteOrganizationInput!) {\n    deleteOrganization(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteOrganizationDocument,
    "\n  fragment ParticipantDetails on Participant {\n    daysPresent\n    profile {\n      id\n      city\n      bio\n      githubUrl\n      offerzenUrl\n      linkedinUrl\n      skills {\n        id\n        name\n      }\n    }\n    attendances {\n      ...AttendanceDay\n    }\n    teams {\n      teamId\n      name\n      role\n      status\n    }\n    ideas {\n      id\n      name\n      approval {\n        id\n        state {\n          id\n          name\n        }\n      }\n    }\n    mentorStatus\n  }\n": typeof types.ParticipantDetailsFragmentDoc,
    "\n  fragment AttendanceDay on Attendance {\n    id\n    participantId\n    date\n    presentAtHackathon\n    availableToday\n  }\n": typeof types.AttendanceDayFragmentDoc,
    "\n  mutation SetParticipantPresence($input: SetParticipantPresenceInput!) {\n    setParticipantPresence(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n": typeof types.SetParticipantPresenceDocument,
    "\n  query MyAttendances($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      today\n      days\n    }\n    myAttendances(hackathonId: $hackathonId) {\n      ...AttendanceDay\n    }\n  }\n": typeof types.MyAttendancesDocument,
    "\n  mutation SetMyAvailability($input: SetMyAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n": typeof types.SetMyAvailabilityDocument,
    "\n  fragment ParticipantRow on Participant {\n    id\n    status\n    banned\n    presentAtHackathon\n    presentToday\n    registeredAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": typeof types.ParticipantRowFragmentDoc,
    "\n  fragment ParticipantsHackathon on Hackathon {\n    id\n    name\n    viewerCan {\n      seeParticipants\n      manage\n    }\n  }\n": typeof types.ParticipantsHackathonFragmentDoc,
    "\n  query Participants(\n    $hackathonId: ID!\n    $search: String\n    $filter: ParticipantFilter\n    $orderBy: ParticipantOrder\n    $first: Int\n    $after: String\n  ) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n    }\n    participants(hackathonId: $hackathonId, search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      items {\n        ...ParticipantRow\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.ParticipantsDocument,
    "\n  query Participant($hackathonId: ID!, $id: ID!) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n      today\n      days\n    }\n    participant(id: $id) {\n      ...ParticipantRow\n      hackathonId\n      ...ParticipantDetails\n    }\n  }\n": typeof types.ParticipantDocument,
    "\n  mutation UpdateParticipant($input: UpdateParticipantInput!) {\n    updateParticipant(input: $input) {\n      participant {\n        ...ParticipantRow\n      }\n    }\n  }\n": typeof types.UpdateParticipantDocument,
    "\n  fragment ProgrammeHackathon on Hackathon {\n    id\n    name\n    timeZone\n    startDatetime\n    endDatetime\n    scheduleCalendarPath\n    hasPrizes\n    hasResources\n    viewerCan {\n      view\n      manageProgramme\n      seePrizes\n      seeResources\n      seeGoals\n      delete\n    }\n  }\n": typeof types.ProgrammeHackathonFragmentDoc,
    "\n  fragment ProgramItemFields on ProgramItem {\n    id\n    kind\n    name\n    description\n    startTime\n    endTime\n    links {\n      name\n      url\n    }\n  }\n": typeof types.ProgramItemFieldsFragmentDoc,
    "\n  query ProgrammeHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...ProgrammeHackathon\n    }\n  }\n": typeof types.ProgrammeHackathonDocument,
    "\n  query Schedule($id: ID!) {\n    programItems(hackathonId: $id) {\n      ...ProgramItemFields\n    }\n  }\n": typeof types.ScheduleDocument,
    "\n  mutation CreateProgramItem($input: CreateProgramItemInput!) {\n    createProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n": typeof types.CreateProgramItemDocument,
    "\n  mutation UpdateProgramItem($input: UpdateProgramItemInput!) {\n    updateProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n": typeof types.UpdateProgramItemDocument,
    "\n  mutation DeleteProgramItem($id: ID!) {\n    deleteProgramItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteProgramItemDocument,
    "\n  fragment PrizeFields on Prize {\n    id\n    name\n    description\n    position\n    active\n  }\n": typeof types.PrizeFieldsFragmentDoc,
    "\n  query Prizes($id: ID!) {\n    prizes(hackathonId: $id) {\n      ...PrizeFields\n    }\n  }\n": typeof types.PrizesDocument,
    "\n  mutation CreatePrize($input: CreatePrizeInput!) {\n    createPrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n": typeof types.CreatePrizeDocument,
    "\n  mutation UpdatePrize($input: UpdatePrizeInput!) {\n    updatePrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n": typeof types.UpdatePrizeDocument,
    "\n  mutation DeletePrize($id: ID!) {\n    deletePrize(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeletePrizeDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    name\n    description\n    priority\n  }\n": typeof types.GoalFieldsFragmentDoc,
    "\n  query Goals($id: ID!) {\n    goals(hackathonId: $id) {\n      ...GoalFields\n    }\n  }\n": typeof types.GoalsDocument,
    "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.CreateGoalDocument,
    "\n  mutation UpdateGoal($input: UpdateGoalInput!) {\n    updateGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteGoalDocument,
    "\n  mutation ReorderGoals($input: ReorderGoalsInput!) {\n    reorderGoals(input: $input) {\n      goals {\n        ...GoalFields\n      }\n    }\n  }\n": typeof types.ReorderGoalsDocument,
    "\n  fragment ResourceFields on HackathonResource {\n    id\n    name\n    description\n    url\n  }\n": typeof types.ResourceFieldsFragmentDoc,
    "\n  query HackathonResources($id: ID!) {\n    hackathonResources(hackathonId: $id) {\n      ...ResourceFields\n    }\n  }\n": typeof types.HackathonResourcesDocument,
    "\n  mutation CreateHackathonResource($input: CreateHackathonResourceInput!) {\n    createHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n": typeof types.CreateHackathonResourceDocument,
    "\n  mutation UpdateHackathonResource($input: UpdateHackathonResourceInput!) {\n    updateHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n": typeof types.UpdateHackathonResourceDocument,
    "\n  mutation DeleteHackathonResource($id: ID!) {\n    deleteHackathonResource(input: { id: $id }) {\n      deletedId\n    }\n  }\n": typeof types.DeleteHackathonResourceDocument,
    "\n  mutation DeleteHackathon($input: DeleteHackathonInput!) {\n    deleteHackathon(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteHackathonDocument,
    "\n  fragment RatingTemplateFields on RatingTemplate {\n    id\n    family\n    name\n    system\n    finalizable\n    itemTemplates {\n      id\n      name\n      description\n      ratingType\n      maxScore\n    }\n  }\n": typeof types.RatingTemplateFieldsFragmentDoc,
    "\n  fragment RatingViewerCanFields on RatingViewerCan {\n    manageTemplates\n    rateTalents\n    seeTalentRatings\n    seePitchAggregates\n  }\n": typeof types.RatingViewerCanFieldsFragmentDoc,
    "\n  query RatingManagement($hackathonId: ID!, $family: RatingFamily!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: $family) {\n      ...RatingTemplateFields\n    }\n  }\n": typeof types.RatingManagementDocument,
    "\n  mutation CreateRatingTemplate($input: CreateRatingTemplateInput!) {\n    createRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n": typeof types.CreateRatingTemplateDocument,
    "\n  mutation UpdateRatingTemplate($input: UpdateRatingTemplateInput!) {\n    updateRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n": typeof types.UpdateRatingTemplateDocument,
    "\n  mutation DeleteRatingTemplate($input: DeleteInput!) {\n    deleteRatingTemplate(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteRatingTemplateDocument,
    "\n  mutation CreateRatingItemTemplate($input: CreateRatingItemTemplateInput!) {\n    createRatingItemTemplate(input: $input) {\n      ratingItemTemplate {\n        id\n      }\n    }\n  }\n": typeof types.CreateRatingItemTemplateDocument,
    "\n  mutation DeleteRatingItemTemplate($input: DeleteInput!) {\n    deleteRatingItemTemplate(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteRatingItemTemplateDocument,
    "\n  fragment RatingFields on Rating {\n    id\n    ratingTemplateId\n    finalized\n    ratedProfile {\n      id\n      name\n    }\n    ratedTeam {\n      id\n      name\n    }\n    items {\n      id\n      ratingItemTemplateId\n      criterion\n      ratingType\n      score\n      ratingText\n    }\n  }\n": typeof types.RatingFieldsFragmentDoc,
    "\n  query MyTalentRatings($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingTemplateFields\n    }\n  }\n": typeof types.MyTalentRatingsDocument,
    "\n  query MyTalentRatingsToRate($hackathonId: ID!) {\n    rateableParticipants(hackathonId: $hackathonId, family: TALENT) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingFields\n    }\n  }\n": typeof types.MyTalentRatingsToRateDocument,
    "\n  mutation SaveRating($input: SaveRatingInput!) {\n    saveRating(input: $input) {\n      rating {\n        ...RatingFields\n      }\n    }\n  }\n": typeof types.SaveRatingDocument,
    "\n  query TalentRatingItems($hackathonId: ID!) {\n    talentRatingItems(hackathonId: $hackathonId) {\n      hackathonId\n      id\n      ratingId\n      raterId\n      ratedProfileId\n      ratingItemTemplateId\n      criterion\n      freeText\n      maxScore\n      score\n      ratingText\n      raters\n      raterNames\n      ratedProfiles\n      ratedProfileNames\n    }\n  }\n": typeof types.TalentRatingItemsDocument,
    "\n  fragment CriterionAggregateFields on CriterionAggregate {\n    criterion\n    maxScore\n    average\n    ratings\n  }\n": typeof types.CriterionAggregateFieldsFragmentDoc,
    "\n  query PeerRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: PEER) {\n      ...RatingTemplateFields\n    }\n    rateableParticipants(hackathonId: $hackathonId, family: PEER) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: PEER) {\n      ...RatingFields\n    }\n  }\n": typeof types.PeerRatingsDocument,
    "\n  query MyPeerRatingAggregates($hackathonId: ID!) {\n    myPeerRatingAggregates(hackathonId: $hackathonId) {\n      ...CriterionAggregateFields\n    }\n  }\n": typeof types.MyPeerRatingAggregatesDocument,
    "\n  query PitchRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingTemplateFields\n    }\n    myRatings(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingFields\n    }\n  }\n": typeof types.PitchRatingsDocument,
    "\n  query PitchRatingAggregates($hackathonId: ID!) {\n    pitchRatingAggregates(hackathonId: $hackathonId) {\n      team {\n        id\n        name\n      }\n      criteria {\n        ...CriterionAggregateFields\n      }\n    }\n  }\n": typeof types.PitchRatingAggregatesDocument,
    "\n  fragment WinnerFields on Winner {\n    submissionId\n    teamId\n    teamName\n    categoryName\n  }\n": typeof types.WinnerFieldsFragmentDoc,
    "\n  fragment CategoryWinnersFields on CategoryWinners {\n    categoryId\n    categoryName\n    votes\n    winners {\n      ...WinnerFields\n    }\n  }\n": typeof types.CategoryWinnersFieldsFragmentDoc,
    "\n  query PublishedResults($id: ID!) {\n    publishedResults(hackathonId: $id) {\n      hackathonId\n      hackathonName\n      publishedAt\n      galleryOpen\n      prizes {\n        prize {\n          id\n          name\n          description\n          position\n        }\n        winner {\n          ...WinnerFields\n        }\n      }\n      categories {\n        ...CategoryWinnersFields\n      }\n      popularVote {\n        ...CategoryWinnersFields\n      }\n    }\n  }\n": typeof types.PublishedResultsDocument,
    "\n  fragment PublicationFields on ResultsPublication {\n    hackathonId\n    publishedAt\n    ready\n    galleryEnabled\n    viewerCanPublish\n  }\n": typeof types.PublicationFieldsFragmentDoc,
    "\n  query ResultsPublication($id: ID!) {\n    resultsPublication(hackathonId: $id) {\n      ...PublicationFields\n    }\n  }\n": typeof types.ResultsPublicationDocument,
    "\n  query PublishForm($id: ID!) {\n    prizes(hackathonId: $id) {\n      id\n      name\n      position\n      active\n    }\n    submissionsForJudging(hackathonId: $id) {\n      id\n      team {\n        id\n        name\n      }\n      competitionCategory {\n        id\n        name\n      }\n    }\n  }\n": typeof types.PublishFormDocument,
    "\n  mutation PublishResults($input: PublishResultsInput!) {\n    publishResults(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n": typeof types.PublishResultsDocument,
    "\n  mutation SetGallery($input: SetGalleryInput!) {\n    setGallery(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n": typeof types.SetGalleryDocument,
    "\n  fragment GalleryProjectFields on GalleryProject {\n    submissionId\n    hackathonId\n    teamName\n    categoryName\n    title\n    description\n    details {\n      label\n      value\n    }\n    links {\n      label\n      value\n    }\n    images {\n      label\n      value\n    }\n  }\n": typeof types.GalleryProjectFieldsFragmentDoc,
    "\n  query Gallery($id: ID!) {\n    gallery(hackathonId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n": typeof types.GalleryDocument,
    "\n  query GalleryProject($id: ID!) {\n    galleryProject(submissionId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n": typeof types.GalleryProjectDocument,
    "\n  query TeamGalleryConsent($id: ID!) {\n    teamGalleryConsent(teamId: $id) {\n      teamId\n      consent\n      viewerCanChange\n    }\n  }\n": typeof types.TeamGalleryConsentDocument,
    "\n  mutation SetTeamGalleryConsent($input: SetTeamGalleryConsentInput!) {\n    setTeamGalleryConsent(input: $input) {\n      galleryConsent {\n        teamId\n        consent\n        viewerCanChange\n      }\n    }\n  }\n": typeof types.SetTeamGalleryConsentDocument,
    "\n  fragment CategoryDetail on CompetitionCategory {\n    id\n    name\n    default\n    submissionTemplate {\n      id\n      schema\n    }\n  }\n": typeof types.CategoryDetailFragmentDoc,
    "\n  query SubmissionCategories($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      allowLateSubmissions\n      viewerCan {\n        manage\n      }\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n  }\n": typeof types.SubmissionCategoriesDocument,
    "\n  mutation CreateCompetitionCategory($input: CreateCompetitionCategoryInput!) {\n    createCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": typeof types.CreateCompetitionCategoryDocument,
    "\n  mutation UpdateCompetitionCategory($input: UpdateCompetitionCategoryInput!) {\n    updateCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n    }\n  }\n": typeof types.UpdateCompetitionCategoryDocument,
    "\n  mutation SetDefaultCompetitionCategory($id: ID!) {\n    setDefaultCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": typeof types.SetDefaultCompetitionCategoryDocument,
    "\n  mutation DeleteCompetitionCategory($id: ID!) {\n    deleteCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": typeof types.DeleteCompetitionCategoryDocument,
    "\n  mutation AllowLateSubmissions($id: ID!, $allow: Boolean!) {\n    updateHackathon(input: { id: $id, allowLateSubmissions: $allow }) {\n      hackathon {\n        id\n        allowLateSubmissions\n      }\n    }\n  }\n": typeof types.AllowLateSubmissionsDocument,
    "\n  fragment TeamSubmissionDetail on Submission {\n    id\n    response\n    submitted\n    lateSubmission\n    submittedAt\n    competitionCategory {\n      id\n    }\n  }\n": typeof types.TeamSubmissionDetailFragmentDoc,
    "\n  query TeamSubmissions($teamId: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      submissionsOpen\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n    team(id: $teamId) {\n      id\n      submissions {\n        ...TeamSubmissionDetail\n      }\n      submissionViewerCan {\n        edit\n        submit\n      }\n    }\n  }\n": typeof types.TeamSubmissionsDocument,
    "\n  mutation UpdateSubmission($input: UpdateSubmissionInput!) {\n    updateSubmission(input: $input) {\n      submission {\n        ...TeamSubmissionDetail\n      }\n    }\n  }\n": typeof types.UpdateSubmissionDocument,
    "\n  fragment TeamDetail on Team {\n    id\n    hackathonId\n    name\n    totalMembers\n    isFull\n    isMember\n    isAdmin\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    members {\n      id\n      role\n      isAdmin\n      isMe\n      skills\n      person {\n        id\n        displayName\n      }\n    }\n    joinRequests {\n      id\n      message\n      created\n      person {\n        id\n        displayName\n      }\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    myInvitation {\n      id\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    resources {\n      id\n      name\n      url\n    }\n    viewerCan {\n      manage\n      seeResources\n      leave\n      requestToJoin\n      invite\n      delete\n    }\n  }\n": typeof types.TeamDetailFragmentDoc,
    "\n  fragment TeamListItem on Team {\n    id\n    name\n    totalMembers\n    isFull\n    isMember\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    viewerCan {\n      requestToJoin\n    }\n  }\n": typeof types.TeamListItemFragmentDoc,
    "\n  query Team($id: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      maxTeamSize\n      hasPitches\n      ratingViewerCan {\n        ratePeers\n        ratePitches\n      }\n    }\n    team(id: $id) {\n      ...TeamDetail\n    }\n  }\n": typeof types.TeamDocument,
    "\n  query CreateTeamGate($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      showTeams\n      maxTeamSize\n      isParticipant\n      lookingForTeam\n      viewerCan {\n        createTeam\n      }\n      myTeam {\n        id\n      }\n    }\n  }\n": typeof types.CreateTeamGateDocument,
    "\n  query Teams($hackathonId: ID!, $first: Int, $after: String) {\n    teams(hackathonId: $hackathonId, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TeamListItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.TeamsDocument,
    "\n  query TeamCandidates($hackathonId: ID!, $teamId: ID) {\n    teamCandidates(hackathonId: $hackathonId, teamId: $teamId) {\n      person {\n        id\n        displayName\n      }\n      lookingForTeam\n      sharedSkills\n      bringsSkills\n      score\n      pendingWithTeam\n    }\n  }\n": typeof types.TeamCandidatesDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": typeof types.CreateTeamDocument,
    "\n  fragment JoinRequestAnswer on TeamJoinRequestPayload {\n    joinRequest {\n      id\n      status\n    }\n    team {\n      ...TeamDetail\n    }\n  }\n": typeof types.JoinRequestAnswerFragmentDoc,
    "\n  mutation RequestToJoinTeam($input: RequestToJoinTeamInput!) {\n    requestToJoinTeam(input: $input) {\n      joinRequest {\n        id\n        status\n      }\n      team {\n        ...TeamListItem\n      }\n    }\n  }\n": typeof types.RequestToJoinTeamDocument,
    "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": typeof types.InviteToTeamDocument,
    "\n  mutation AcceptTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    acceptTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": typeof types.AcceptTeamJoinRequestDocument,
    "\n  mutation DeclineTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    declineTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": typeof types.DeclineTeamJoinRequestDocument,
    "\n  mutation LeaveTeam($input: LeaveTeamInput!) {\n    leaveTeam(input: $input) {\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n": typeof types.LeaveTeamDocument,
    "\n  mutation RemoveTeamMember($input: RemoveTeamMemberInput!) {\n    removeTeamMember(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": typeof types.RemoveTeamMemberDocument,
    "\n  mutation SetTeamMemberRole($input: SetTeamMemberRoleInput!) {\n    setTeamMemberRole(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": typeof types.SetTeamMemberRoleDocument,
    "\n  mutation AddTeamResource($input: AddTeamResourceInput!) {\n    addTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n": typeof types.AddTeamResourceDocument,
    "\n  mutation UpdateTeamResource($input: UpdateTeamResourceInput!) {\n    updateTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n": typeof types.UpdateTeamResourceDocument,
    "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      deletedTeamId\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n": typeof types.DeleteTeamDocument,
    "\n  mutation RemoveTeamResource($input: RemoveTeamResourceInput!) {\n    removeTeamResource(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": typeof types.RemoveTeamResourceDocument,
    "\n  mutation SetLookingForTeam($input: SetLookingForTeamInput!) {\n    setLookingForTeam(input: $input) {\n      hackathon {\n        id\n        lookingForTeam\n      }\n    }\n  }\n": typeof types.SetLookingForTeamDocument,
    "\n  fragment TermsVersion on Terms {\n    id\n    version\n    contentHtml\n    createdAt\n  }\n": typeof types.TermsVersionFragmentDoc,
    "\n  fragment TermsStatusFields on TermsStatus {\n    required\n    accepted\n    acceptedAt\n    outstanding\n    latest {\n      ...TermsVersion\n    }\n  }\n": typeof types.TermsStatusFieldsFragmentDoc,
    "\n  query TermsStatus($hackathonId: ID!, $inviteToken: String) {\n    termsStatus(hackathonId: $hackathonId, inviteToken: $inviteToken) {\n      ...TermsStatusFields\n    }\n  }\n": typeof types.TermsStatusDocument,
    "\n  query TermsGate($hackathonId: ID!, $inviteToken: String) {\n    hackathon(id: $hackathonId, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n    }\n  }\n": typeof types.TermsGateDocument,
    "\n  query TermsPage($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      isParticipant\n      viewerCan {\n        manage\n      }\n    }\n    termsStatus(hackathonId: $hackathonId) {\n      ...TermsStatusFields\n    }\n  }\n": typeof types.TermsPageDocument,
    "\n  query TermsVersions($hackathonId: ID!) {\n    termsVersions(hackathonId: $hackathonId) {\n      ...TermsVersion\n    }\n  }\n": typeof types.TermsVersionsDocument,
    "\n  mutation PublishTerms($input: PublishTermsInput!) {\n    publishTerms(input: $input) {\n      terms {\n        ...TermsVersion\n      }\n    }\n  }\n": typeof types.PublishTermsDocument,
    "\n  mutation AcceptTerms($input: CreateTermsAcceptanceInput!) {\n    createTermsAcceptance(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation AdvanceHackathonPhase($input: AdvanceHackathonPhaseInput!) {\n    advanceHackathonPhase(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n      hackathon {\n        id\n        phase\n        phaseDisplay\n      }\n    }\n  }\n": typeof types.AdvanceHackathonPhaseDocument,
    "\n  query CreatedHackathons {\n    hackathons(filter: CREATOR, first: 20) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.CreatedHackathonsDocument,
    "\n  mutation SetHackathonTimeline($input: SetHackathonTimelineInput!) {\n    setHackathonTimeline(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n    }\n  }\n": typeof types.SetHackathonTimelineDocument,
    "\n  fragment TimelineFields on HackathonTimeline {\n    hackathonId\n    timeZone\n    phase\n    phaseDisplay\n    slots {\n      phase\n      phaseDisplay\n      startsAt\n    }\n    nextPhase\n    nextTransitionAt\n    reminderAt\n    workflowId\n  }\n": typeof types.TimelineFieldsFragmentDoc,
    "\n  query TimelinePage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n      # Read so that a phase change seen by usePhasePolling refetches this page.\n      phase\n    }\n    hackathonTimeline(hackathonId: $id) {\n      ...TimelineFields\n    }\n  }\n": typeof types.TimelinePageDocument,
    "\n  fragment HackathonPhaseFields on Hackathon {\n    id\n    phase\n    phaseDisplay\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasVolunteers\n    hasTalents\n  }\n": typeof types.HackathonPhaseFieldsFragmentDoc,
    "\n  query HackathonPhase($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonPhaseFields\n    }\n  }\n": typeof types.HackathonPhaseDocument,
    "\n  query MyActivity($first: Int, $after: String) {\n    myActivity(first: $first, after: $after) {\n      items {\n        key\n        kind\n        at\n        hackathon {\n          id\n          name\n        }\n        action\n        object\n        detail\n        summary\n        link\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": typeof types.MyActivityDocument,
    "\n  query AccountDeletionBlockers {\n    myAccountDeletionBlockers {\n      kind\n      id\n      name\n      advice\n    }\n  }\n": typeof types.AccountDeletionBlockersDocument,
    "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input) {\n      success\n    }\n  }\n": typeof types.DeleteMyAccountDocument,
};
const documents: Documents = {
    "\n  query SidebarHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...SidebarHackathon\n    }\n  }\n": types.SidebarHackathonDocument,
    "\n  fragment SidebarHackathon on Hackathon {\n    id\n    name\n    phase\n    phaseDisplay\n    isParticipant\n    ideasRequired\n    hasResources\n    hasMentors\n    hasVolunteers\n    hasJudges\n    hasPrizes\n    hasGameification\n    requireTermsAcceptance\n    myTeam {\n      id\n    }\n    viewerCan {\n      ...ViewerCan\n      seePrizes\n      seeResources\n      seeGoals\n      createTeam\n    }\n  }\n": types.SidebarHackathonFragmentDoc,
    "\n  query SidebarRatings($id: ID!) {\n    hackathon(id: $id) {\n      id\n      hasRatingItemTemplates\n    }\n  }\n": types.SidebarRatingsDocument,
    "\n  query MyHackathons {\n    hackathons(filter: MINE, first: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n": types.MyHackathonsDocument,
    "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    body\n    audience\n    sendAt\n    phase\n    offsetMinutes\n    status\n    recipients\n    sent\n    failed\n    sentAt\n  }\n": types.AnnouncementFieldsFragmentDoc,
    "\n  query AnnouncementsPage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      timeZone\n      viewerCan {\n        manage\n      }\n    }\n    hackathonTimeline(hackathonId: $id) {\n      hackathonId\n      slots {\n        phase\n        phaseDisplay\n        startsAt\n      }\n    }\n  }\n": types.AnnouncementsPageDocument,
    "\n  query Announcements($id: ID!) {\n    announcements(hackathonId: $id) {\n      ...AnnouncementFields\n    }\n  }\n": types.AnnouncementsDocument,
    "\n  mutation ScheduleAnnouncement($input: ScheduleAnnouncementInput!) {\n    scheduleAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": types.ScheduleAnnouncementDocument,
    "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": types.UpdateAnnouncementDocument,
    "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(input: { id: $id }) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n": types.CancelAnnouncementDocument,
    "\n  query PostedAnnouncements($id: ID!) {\n    postedAnnouncements(hackathonId: $id) {\n      id\n      title\n      body\n      sentAt\n    }\n  }\n": types.PostedAnnouncementsDocument,
    "\n  query SocialProviders {\n    socialProviders {\n      name\n      issuer\n      clientId\n      authorizationUrl\n    }\n  }\n": types.SocialProvidersDocument,
    "\n  query MyAccount {\n    me {\n      id\n      idB64\n      account {\n        idB64\n        uid\n      }\n      roles {\n        id\n        name\n        friendlyName\n      }\n    }\n  }\n": types.MyAccountDocument,
    "\n  query QrScanner($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n    }\n    checkInDay(hackathonId: $hackathonId) {\n      date\n      presentCount\n    }\n  }\n": types.QrScannerDocument,
    "\n  mutation CheckInParticipant($input: CheckInParticipantInput!) {\n    checkInParticipant(input: $input) {\n      participant {\n        id\n        person {\n          id\n          displayName\n        }\n      }\n      alreadyCheckedIn\n      presentToday {\n        date\n        presentCount\n      }\n    }\n  }\n": types.CheckInParticipantDocument,
    "\n  query MyDashboard {\n    myDashboard {\n      unreadNotifications\n      hackathons {\n        hackathon {\n          id\n          name\n          phase\n          phaseDisplay\n        }\n        nextPhase\n        nextPhaseDisplay\n        nextTransitionAt\n      }\n      pendingInvites {\n        id\n        uid\n        kind\n        roleName\n        hackathon {\n          id\n          name\n        }\n        organization {\n          id\n          name\n        }\n      }\n      actions {\n        kind\n        title\n        link\n        hackathonId\n        hackathonName\n      }\n    }\n  }\n": types.MyDashboardDocument,
    "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      category\n      enabled\n    }\n  }\n": types.MyEmailPreferencesDocument,
    "\n  mutation UpdateEmailPreferences($input: UpdateEmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      preferences {\n        category\n        enabled\n      }\n    }\n  }\n": types.UpdateEmailPreferencesDocument,
    "\n  fragment ExportFields on ParticipantExport {\n    id\n    uid\n    hackathonName\n    state\n    rowsWritten\n    rowsTotal\n    filename\n    error\n    isRead\n    created\n    expiresAt\n    downloadPath\n  }\n": types.ExportFieldsFragmentDoc,
    "\n  query CanExportParticipants($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      viewerCan {\n        manage\n      }\n    }\n  }\n": types.CanExportParticipantsDocument,
    "\n  mutation ExportParticipantsCsv($hackathonId: ID!) {\n    exportParticipantsCsv(input: { hackathonId: $hackathonId }) {\n      success\n      message\n      filename\n      export {\n        ...ExportFields\n      }\n    }\n  }\n": types.ExportParticipantsCsvDocument,
    "\n  query ParticipantExport($uid: String!) {\n    participantExport(uid: $uid) {\n      ...ExportFields\n    }\n  }\n": types.ParticipantExportDocument,
    "\n  query MyJobs($first: Int) {\n    myJobs(first: $first) {\n      totalCount\n      unreadCount\n      items {\n        ...ExportFields\n      }\n    }\n  }\n": types.MyJobsDocument,
    "\n  mutation ToggleJobRead($jobId: ID!) {\n    toggleJobRead(input: { jobId: $jobId }) {\n      success\n      isRead\n    }\n  }\n": types.ToggleJobReadDocument,
    "\n  query FeatureToggles($environment: Environment!) {\n    featureToggles(environment: $environment) {\n      id\n      featureName\n      enabled\n    }\n  }\n": types.FeatureTogglesDocument,
    "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      success\n      id\n    }\n  }\n": types.SendFeedbackDocument,
    "\n  query CanReadFeedback {\n    me {\n      id\n      canReadFeedback\n    }\n  }\n": types.CanReadFeedbackDocument,
    "\n  query FeedbackList($kind: FeedbackKind, $search: String, $first: Int, $after: String) {\n    feedback(kind: $kind, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        kind\n        message\n        rating\n        pageUrl\n        created\n        sender {\n          id\n          displayName\n          email\n        }\n      }\n    }\n  }\n": types.FeedbackListDocument,
    "\n  fragment ScorableItemFields on ScorableItem {\n    id\n    name\n    description\n    maxScore\n  }\n": types.ScorableItemFieldsFragmentDoc,
    "\n  fragment CompetitionFields on Competition {\n    id\n    hackathonId\n    name\n    description\n    scorableItems {\n      ...ScorableItemFields\n    }\n    viewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n": types.CompetitionFieldsFragmentDoc,
    "\n  fragment BoardFields on Leaderboard {\n    id\n    participantCount\n    lastScoreId\n    scoreTotals(first: $first) {\n      rank\n      total\n      participant {\n        id\n        displayName\n      }\n    }\n    myRank {\n      rank\n      total\n    }\n  }\n": types.BoardFieldsFragmentDoc,
    "\n  fragment GamificationHackathonFields on Hackathon {\n    id\n    name\n    hasGameification\n    gamificationViewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n": types.GamificationHackathonFieldsFragmentDoc,
    "\n  query GamificationDashboard($hackathonId: ID!, $first: Int) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    leaderboards(hackathonId: $hackathonId) {\n      ...BoardFields\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n": types.GamificationDashboardDocument,
    "\n  query Competitions($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    competitions(hackathonId: $hackathonId) {\n      ...CompetitionFields\n    }\n  }\n": types.CompetitionsDocument,
    "\n  subscription LeaderboardChanged($competitionId: ID!, $first: Int) {\n    leaderboardChanged(competitionId: $competitionId) {\n      ...BoardFields\n    }\n  }\n": types.LeaderboardChangedDocument,
    "\n  query Contestants($hackathonId: ID!, $search: String, $checkInCode: String) {\n    contestants(hackathonId: $hackathonId, search: $search, checkInCode: $checkInCode) {\n      id\n      displayName\n    }\n  }\n": types.ContestantsDocument,
    "\n  fragment ScoreFields on Score {\n    id\n    competitionId\n    scorableItemId\n    score\n    correctsId\n    reason\n    awardedBy\n    createdAt\n    participant {\n      id\n      displayName\n    }\n  }\n": types.ScoreFieldsFragmentDoc,
    "\n  query CurrentScores($hackathonId: ID!, $competitionId: ID!, $participantId: ID!) {\n    contestants(hackathonId: $hackathonId, participantId: $participantId) {\n      id\n      currentScores(competitionId: $competitionId) {\n        ...ScoreFields\n      }\n    }\n  }\n": types.CurrentScoresDocument,
    "\n  query ScoreHistory($competitionId: ID!) {\n    scores(competitionId: $competitionId, first: 100) {\n      ...ScoreFields\n    }\n  }\n": types.ScoreHistoryDocument,
    "\n  mutation AwardScore($input: AwardScoreInput!) {\n    awardScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n": types.AwardScoreDocument,
    "\n  mutation CorrectScore($input: CorrectScoreInput!) {\n    correctScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n": types.CorrectScoreDocument,
    "\n  mutation CreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n": types.CreateCompetitionDocument,
    "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteCompetitionDocument,
    "\n  mutation CreateScorableItem($input: CreateScorableItemInput!) {\n    createScorableItem(input: $input) {\n      scorableItem {\n        ...ScorableItemFields\n      }\n    }\n  }\n": types.CreateScorableItemDocument,
    "\n  mutation DeleteScorableItem($id: ID!) {\n    deleteScorableItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteScorableItemDocument,
    "\n  mutation DeleteHackathonProfile {\n    deleteHackathonProfile {\n      success\n    }\n  }\n": types.DeleteHackathonProfileDocument,
    "\n  fragment HackathonProfileFields on HackathonProfile {\n    id\n    githubUrl\n    offerzenUrl\n    linkedinUrl\n    city\n    bio\n    skills {\n      id\n      name\n    }\n  }\n": types.HackathonProfileFieldsFragmentDoc,
    "\n  query MyHackathonProfile {\n    myHackathonProfile {\n      ...HackathonProfileFields\n    }\n    skills {\n      id\n      name\n    }\n  }\n": types.MyHackathonProfileDocument,
    "\n  mutation UpdateHackathonProfile($input: UpdateHackathonProfileInput!) {\n    updateHackathonProfile(input: $input) {\n      hackathonProfile {\n        ...HackathonProfileFields\n      }\n    }\n  }\n": types.UpdateHackathonProfileDocument,
    "\n  mutation CreateHackathon($input: CreateHackathonInput!) {\n    createHackathon(input: $input) {\n      hackathon {\n        id\n        name\n      }\n    }\n  }\n": types.CreateHackathonDocument,
    "\n  query DiscoverHackathons($input: DiscoverInput, $first: Int, $after: String) {\n    discoverHackathons(input: $input, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        participantCount\n        prizeCount\n      }\n    }\n  }\n": types.DiscoverHackathonsDocument,
    "\n  fragment HackathonSettings on Hackathon {\n    id\n    name\n    description\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    startDatetime\n    endDatetime\n    timeZone\n    organization {\n      id\n    }\n    hasGameification\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasTalents\n    hasPopularVote\n    hasPitches\n    hasVolunteers\n    hasResources\n    hasGoals\n    hasKickoffSession\n    hasClosingSession\n    managementTeamVisible\n    ideasRequired\n    ideasRequireApproval\n    ideasThroughoutHacking\n    showTeams\n    canRegisterOutsideRegistrationPhase\n    requireTermsAcceptance\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      manage\n    }\n  }\n": types.HackathonSettingsFragmentDoc,
    "\n  query HackathonSettings($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonSettings\n    }\n  }\n": types.HackathonSettingsDocument,
    "\n  mutation UpdateHackathon($input: UpdateHackathonInput!) {\n    updateHackathon(input: $input) {\n      hackathon {\n        ...HackathonSettings\n      }\n    }\n  }\n": types.UpdateHackathonDocument,
    "\n  fragment HackathonDetailFields on Hackathon {\n    ...HackathonOverview\n    ...HackathonRoles\n    inviteToken\n    requireTermsAcceptance\n    myCheckInCode\n    myTeam {\n      id\n    }\n    viewerCan {\n      manage\n      join\n      createTeam\n    }\n  }\n": types.HackathonDetailFieldsFragmentDoc,
    "\n  query HackathonDetail($id: ID!, $inviteToken: String) {\n    hackathon(id: $id, inviteToken: $inviteToken) {\n      ...HackathonDetailFields\n    }\n  }\n": types.HackathonDetailDocument,
    "\n  fragment HackathonShowcase on Hackathon {\n    id\n    phase\n    timeZone\n    hasJudges\n    hasPopularVote\n    participantCount\n    teamCount\n    activePrizes {\n      id\n      name\n      description\n      position\n    }\n    nextProgramItems(first: 3) {\n      id\n      name\n      startTime\n      endTime\n    }\n    shownJudges {\n      id\n      displayName\n    }\n    shownMentors {\n      id\n      displayName\n    }\n    termsVersion\n  }\n": types.HackathonShowcaseFragmentDoc,
    "\n  mutation JoinHackathon($input: JoinHackathonInput!) {\n    joinHackathon(input: $input) {\n      hackathon {\n        id\n        name\n        ...HackathonRoles\n        termsOutstanding\n        myCheckInCode\n        viewerCan {\n          ...ViewerCan\n        }\n      }\n    }\n  }\n": types.JoinHackathonDocument,
    "\n  mutation LeaveHackathon($input: LeaveHackathonInput!) {\n    leaveHackathon(input: $input) {\n      hackathon {\n        id\n      }\n    }\n  }\n": types.LeaveHackathonDocument,
    "\n  query PublicHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonOverview\n      canRegisterOutsideRegistrationPhase\n    }\n  }\n": types.PublicHackathonDocument,
    "\n  mutation RotateHackathonInviteToken($input: RotateHackathonInviteTokenInput!) {\n    rotateHackathonInviteToken(input: $input) {\n      hackathon {\n        id\n        inviteToken\n      }\n    }\n  }\n": types.RotateHackathonInviteTokenDocument,
    "\n  query HackathonAccess($id: ID!, $inviteToken: String) {\n    hackathon(id: $id) {\n      id\n      viewerCan {\n        view\n      }\n    }\n    detail: hackathon(id: $id, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n      ...HackathonDetailFields\n    }\n  }\n": types.HackathonAccessDocument,
    "\n  fragment HackathonSummary on Hackathon {\n    id\n    name\n    description\n    startDatetime\n    endDatetime\n    timeZone\n    status\n    statusDisplay\n    phase\n    phaseDisplay\n    organization {\n      id\n      name\n    }\n    cover {\n      thumbnail: url(size: SMALL)\n      alt\n    }\n  }\n": types.HackathonSummaryFragmentDoc,
    "\n  fragment HackathonOverview on Hackathon {\n    ...HackathonSummary\n    ...HackathonShowcase\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n  }\n": types.HackathonOverviewFragmentDoc,
    "\n  fragment HackathonRoles on Hackathon {\n    id\n    isCreator\n    isManager\n    isParticipant\n    isMentor\n    isJudge\n    isVolunteer\n    isBanned\n  }\n": types.HackathonRolesFragmentDoc,
    "\n  fragment ViewerCan on HackathonViewerCan {\n    view\n    manage\n    join\n    seeParticipants\n    seeOrganizingTeam\n    approveIdeas\n    seeSubmissions\n    seePopularVote\n    manageRatings\n    manageOrganizingTeam\n    manageJudges\n    manageMentors\n    manageVolunteers\n    createTeam\n  }\n": types.ViewerCanFragmentDoc,
    "\n  query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {\n    hackathons(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        ...HackathonRoles\n      }\n    }\n  }\n": types.HackathonsDocument,
    "\n  fragment IdeaCard on Idea {\n    id\n    hackathonId\n    name\n    description\n    created\n    likes\n    likedByMe\n    isCreator\n    creator {\n      id\n      displayName\n    }\n    approval {\n      id\n      state {\n        id\n        name\n        displayName\n      }\n    }\n    viewerCan {\n      edit\n      delete\n      like\n      decide\n      askAiFeedback\n    }\n  }\n": types.IdeaCardFragmentDoc,
    "\n  fragment AIQueryFields on AIQuery {\n    id\n    uid\n    response\n    errored\n    success\n    created\n    service {\n      id\n      name\n    }\n  }\n": types.AiQueryFieldsFragmentDoc,
    "\n  fragment IdeaDetail on Idea {\n    ...IdeaCard\n    detailDescription\n    teamSet {\n      id\n      name\n    }\n    approval {\n      id\n      stateUpdates {\n        id\n        newState {\n          id\n          name\n          displayName\n        }\n        comment\n        created\n        createdBy {\n          id\n          displayName\n        }\n      }\n    }\n    aiFeedback {\n      ...AIQueryFields\n    }\n  }\n": types.IdeaDetailFragmentDoc,
    "\n  query IdeasHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      ideasRequired\n      ideasRequireApproval\n    }\n  }\n": types.IdeasHackathonDocument,
    "\n  query Ideas($hackathonId: ID!, $search: String, $orderBy: IdeaOrder, $approvalState: ApprovalStateName, $first: Int, $after: String) {\n    ideas(hackathonId: $hackathonId, search: $search, orderBy: $orderBy, approvalState: $approvalState, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...IdeaCard\n      }\n    }\n  }\n": types.IdeasDocument,
    "\n  query MyIdeas($hackathonId: ID!) {\n    myIdeas(hackathonId: $hackathonId) {\n      ...IdeaCard\n    }\n  }\n": types.MyIdeasDocument,
    "\n  query Idea($id: ID!) {\n    idea(id: $id) {\n      ...IdeaDetail\n    }\n  }\n": types.IdeaDocument,
    "\n  query PendingApprovalCount($hackathonId: ID!) {\n    pendingApprovalCount(hackathonId: $hackathonId)\n  }\n": types.PendingApprovalCountDocument,
    "\n  query AIServices {\n    aiServices {\n      id\n      name\n      configured\n    }\n  }\n": types.AiServicesDocument,
    "\n  query AIQueryById($id: ID!) {\n    aiQuery(id: $id) {\n      ...AIQueryFields\n    }\n  }\n": types.AiQueryByIdDocument,
    "\n  mutation SaveIdea($input: SaveIdeaInput!) {\n    saveIdea(input: $input) {\n      idea {\n        ...IdeaDetail\n      }\n    }\n  }\n": types.SaveIdeaDocument,
    "\n  mutation DeleteIdea($input: DeleteIdeaInput!) {\n    deleteIdea(input: $input) {\n      id\n    }\n  }\n": types.DeleteIdeaDocument,
    "\n  mutation LikeIdea($input: LikeIdeaInput!) {\n    likeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n": types.LikeIdeaDocument,
    "\n  mutation UnlikeIdea($input: LikeIdeaInput!) {\n    unlikeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n": types.UnlikeIdeaDocument,
    "\n  mutation UpdateApprovalState($input: UpdateApprovalStateInput!) {\n    updateApprovalState(input: $input) {\n      approval {\n        id\n        state {\n          id\n          name\n          displayName\n        }\n        idea {\n          ...IdeaDetail\n        }\n      }\n    }\n  }\n": types.UpdateApprovalStateDocument,
    "\n  mutation CreateAIQuery($input: CreateAIQueryInput!) {\n    createAiQuery(input: $input) {\n      id\n      uid\n      errored\n      query {\n        ...AIQueryFields\n      }\n    }\n  }\n": types.CreateAiQueryDocument,
    "\n  fragment InviteRow on Invite {\n    id\n    uid\n    kind\n    email\n    status\n    delivery\n    deliveryError\n    invitedAt\n    expiresAt\n    respondedAt\n  }\n": types.InviteRowFragmentDoc,
    "\n  fragment InviteDetail on Invite {\n    ...InviteRow\n    roleName\n    organizationRole\n    hackathon {\n      id\n      name\n      description\n    }\n    organization {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n    respondedBy {\n      id\n      displayName\n    }\n    isForViewer\n  }\n": types.InviteDetailFragmentDoc,
    "\n  fragment HackathonMemberRow on HackathonMember {\n    id\n    kind\n    status\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": types.HackathonMemberRowFragmentDoc,
    "\n  fragment OrganizationMemberRow on OrganizationMember {\n    id\n    role\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": types.OrganizationMemberRowFragmentDoc,
    "\n  fragment InvitePayloadFields on InvitePayload {\n    invited {\n      id\n      email\n    }\n    alreadyPending {\n      id\n      email\n    }\n    rejected {\n      email\n      reason\n    }\n  }\n": types.InvitePayloadFieldsFragmentDoc,
    "\n  query HackathonPeople($hackathonId: ID!, $kind: InviteKind!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        ...ViewerCan\n      }\n    }\n    hackathonMembers(hackathonId: $hackathonId, kind: $kind) {\n      ...HackathonMemberRow\n    }\n  }\n": types.HackathonPeopleDocument,
    "\n  query HackathonInvites($hackathonId: ID!, $kind: InviteKind!, $status: InviteStatus) {\n    hackathonInvites(hackathonId: $hackathonId, kind: $kind, status: $status) {\n      ...InviteRow\n    }\n  }\n": types.HackathonInvitesDocument,
    "\n  query OrganizationPeople($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n      viewerCan {\n        manageMembers\n      }\n    }\n    organizationMembers(organizationId: $organizationId) {\n      ...OrganizationMemberRow\n    }\n  }\n": types.OrganizationPeopleDocument,
    "\n  query OrganizationInvites($organizationId: ID!, $status: InviteStatus) {\n    organizationInvites(organizationId: $organizationId, status: $status) {\n      ...InviteRow\n    }\n  }\n": types.OrganizationInvitesDocument,
    "\n  query Invite($uid: String!) {\n    invite(uid: $uid) {\n      ...InviteDetail\n    }\n  }\n": types.InviteDocument,
    "\n  mutation InviteToHackathon($input: InviteToHackathonInput!) {\n    inviteToHackathon(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n": types.InviteToHackathonDocument,
    "\n  mutation InviteToOrganization($input: InviteToOrganizationInput!) {\n    inviteToOrganization(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n": types.InviteToOrganizationDocument,
    "\n  mutation ResendInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n": types.ResendInviteDocument,
    "\n  mutation RevokeInvite($input: InviteIdInput!) {\n    revokeInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n": types.RevokeInviteDocument,
    "\n  mutation AnswerInvite($input: AnswerInviteInput!) {\n    answerInvite(input: $input) {\n      invite {\n        ...InviteDetail\n      }\n    }\n  }\n": types.AnswerInviteDocument,
    "\n  mutation UpdateHackathonMember($input: UpdateHackathonMemberInput!) {\n    updateHackathonMember(input: $input) {\n      member {\n        ...HackathonMemberRow\n      }\n    }\n  }\n": types.UpdateHackathonMemberDocument,
    "\n  mutation RemoveHackathonMember($input: RemoveHackathonMemberInput!) {\n    removeHackathonMember(input: $input) {\n      removedId\n    }\n  }\n": types.RemoveHackathonMemberDocument,
    "\n  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {\n    updateOrganizationMember(input: $input) {\n      member {\n        ...OrganizationMemberRow\n      }\n    }\n  }\n": types.UpdateOrganizationMemberDocument,
    "\n  mutation RemoveOrganizationMember($input: RemoveOrganizationMemberInput!) {\n    removeOrganizationMember(input: $input) {\n      removedId\n    }\n  }\n": types.RemoveOrganizationMemberDocument,
    "\n  mutation TransferHackathon($input: TransferHackathonInput!) {\n    transferHackathon(input: $input) {\n      hackathonId\n      creator {\n        id\n        displayName\n      }\n    }\n  }\n": types.TransferHackathonDocument,
    "\n  fragment JobRow on Job {\n    key\n    kind\n    recordId\n    hackathonId\n    hackathonName\n    state\n    stuck\n    problem\n    subject\n    startedAt\n    lastProgressAt\n    dueAt\n    workflowId\n    temporalUrl\n    actions\n  }\n": types.JobRowFragmentDoc,
    "\n  query Jobs($hackathonId: ID, $stuckOnly: Boolean) {\n    jobs(hackathonId: $hackathonId, stuckOnly: $stuckOnly) {\n      ...JobRow\n    }\n  }\n": types.JobsDocument,
    "\n  query CanSeeAllJobs {\n    me {\n      id\n      canSeeAllJobs\n    }\n  }\n": types.CanSeeAllJobsDocument,
    "\n  mutation ResendJobInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        id\n        delivery\n        deliveryError\n      }\n    }\n  }\n": types.ResendJobInviteDocument,
    "\n  mutation RestartExport($input: RestartExportInput!) {\n    restartExport(input: $input) {\n      success\n      message\n      export {\n        id\n        state\n      }\n    }\n  }\n": types.RestartExportDocument,
    "\n  query JudgingHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      phase\n      hasJudges\n      hasPopularVote\n      isJudge\n      viewerCan {\n        manage\n        seeSubmissions\n        seePopularVote\n      }\n    }\n  }\n": types.JudgingHackathonDocument,
    "\n  fragment CriterionFields on JudgingCriterion {\n    id\n    name\n    description\n    maxScore\n    type\n    typeDisplay\n    position\n  }\n": types.CriterionFieldsFragmentDoc,
    "\n  query JudgingCriteria($id: ID!) {\n    judgingCriteria(hackathonId: $id) {\n      ...CriterionFields\n    }\n  }\n": types.JudgingCriteriaDocument,
    "\n  mutation CreateJudgingCriterion($input: CreateJudgingCriterionInput!) {\n    createJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n": types.CreateJudgingCriterionDocument,
    "\n  mutation UpdateJudgingCriterion($input: UpdateJudgingCriterionInput!) {\n    updateJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n": types.UpdateJudgingCriterionDocument,
    "\n  mutation DeleteJudgingCriterion($input: DeleteJudgingCriterionInput!) {\n    deleteJudgingCriterion(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteJudgingCriterionDocument,
    "\n  mutation ReorderJudgingCriteria($input: ReorderJudgingCriteriaInput!) {\n    reorderJudgingCriteria(input: $input) {\n      judgingCriteria {\n        ...CriterionFields\n      }\n    }\n  }\n": types.ReorderJudgingCriteriaDocument,
    "\n  fragment JudgedSubmissionFields on Submission {\n    id\n    team {\n      id\n      name\n    }\n    competitionCategory {\n      id\n      name\n    }\n    judgingStatus\n    myJudgingStatus\n    judgingProgress\n    totalJudges\n    myScore\n    maxScore\n    averageScore\n  }\n": types.JudgedSubmissionFieldsFragmentDoc,
    "\n  fragment SubmissionResponseFields on Submission {\n    response\n    template {\n      id\n      schema\n    }\n  }\n": types.SubmissionResponseFieldsFragmentDoc,
    "\n  query SubmissionsForJudging($id: ID!) {\n    submissionsForJudging(hackathonId: $id) {\n      ...JudgedSubmissionFields\n    }\n  }\n": types.SubmissionsForJudgingDocument,
    "\n  query JudgingResults($id: ID!) {\n    judgingResults(hackathonId: $id) {\n      maxScore\n      categories {\n        categoryId\n        categoryName\n        standings {\n          submissionId\n          teamName\n          rank\n          tied\n          judged\n          rawScore\n          normalizedScore\n        }\n      }\n      judges {\n        judgeId\n        judgeName\n        completed\n        assigned\n      }\n    }\n  }\n": types.JudgingResultsDocument,
    "\n  query Scoring($id: ID!, $hackathonId: ID!) {\n    submissionForJudging(id: $id) {\n      ...JudgedSubmissionFields\n      ...SubmissionResponseFields\n      viewerCan {\n        score\n      }\n    }\n    judgingScores(submissionId: $id, judging: true) {\n      id\n      score\n      completed\n      criteria {\n        id\n      }\n    }\n    judgingCriteria(hackathonId: $hackathonId) {\n      ...CriterionFields\n    }\n  }\n": types.ScoringDocument,
    "\n  mutation UpdateJudgingScores($input: UpdateJudgingScoresInput!) {\n    updateJudgingScores(input: $input) {\n      submission {\n        ...JudgedSubmissionFields\n      }\n      scores {\n        id\n        score\n        completed\n        criteria {\n          id\n        }\n      }\n    }\n  }\n": types.UpdateJudgingScoresDocument,
    "\n  fragment PopularVoteFields on PopularVote {\n    hackathonId\n    open\n    countsVisible\n    canVote\n    entries {\n      categoryId\n      votes\n      myVote\n      ownTeam\n      submission {\n        id\n        team {\n          id\n          name\n        }\n        competitionCategory {\n          id\n          name\n        }\n        ...SubmissionResponseFields\n      }\n    }\n  }\n": types.PopularVoteFieldsFragmentDoc,
    "\n  query PopularVote($id: ID!) {\n    popularVote(hackathonId: $id) {\n      ...PopularVoteFields\n    }\n  }\n": types.PopularVoteDocument,
    "\n  mutation CastPopularVote($id: ID!) {\n    castPopularVote(input: { submissionId: $id }) {\n      popularVote {\n        ...PopularVoteFields\n      }\n    }\n  }\n": types.CastPopularVoteDocument,
    "\n  fragment LedgerFields on Ledger {\n    id\n    name\n    description\n    status\n    owner {\n      id\n      name\n    }\n  }\n": types.LedgerFieldsFragmentDoc,
    "\n  fragment LedgerStatusFields on LedgerStatus {\n    id\n    name\n    statusGroupId\n  }\n": types.LedgerStatusFieldsFragmentDoc,
    "\n  fragment LedgerTagFields on LedgerTag {\n    id\n    name\n    color\n  }\n": types.LedgerTagFieldsFragmentDoc,
    "\n  fragment LedgerPropertyFields on LedgerProperty {\n    id\n    ledgerItemId\n    name\n    propertyType\n    valueText\n    valueNumber\n    valueCurrency\n    valueTags {\n      ...LedgerTagFields\n    }\n    valueStatus {\n      ...LedgerStatusFields\n    }\n    linkedItemId\n  }\n": types.LedgerPropertyFieldsFragmentDoc,
    "\n  fragment LedgerItemFields on LedgerItem {\n    id\n    uid\n    name\n    description\n    parentId\n    children\n    properties {\n      ...LedgerPropertyFields\n    }\n  }\n": types.LedgerItemFieldsFragmentDoc,
    "\n  query Ledgers {\n    ledgers {\n      ...LedgerFields\n    }\n  }\n": types.LedgersDocument,
    "\n  query LedgerOrganizations {\n    organizations(filter: ASSOCIATED) {\n      id\n      name\n    }\n  }\n": types.LedgerOrganizationsDocument,
    "\n  query Ledger($id: ID!) {\n    ledger(id: $id) {\n      ...LedgerFields\n    }\n    ledgerItems(ledgerId: $id) {\n      ...LedgerItemFields\n    }\n    ledgerStatusGroups(ledgerId: $id) {\n      id\n      name\n      statuses {\n        ...LedgerStatusFields\n      }\n    }\n    ledgerTags(ledgerId: $id) {\n      ...LedgerTagFields\n    }\n  }\n": types.LedgerDocument,
    "\n  mutation CreateLedger($input: CreateLedgerInput!) {\n    createLedger(input: $input) {\n      ledger {\n        ...LedgerFields\n      }\n    }\n  }\n": types.CreateLedgerDocument,
    "\n  mutation CreateLedgerItem($input: CreateLedgerItemInput!) {\n    createLedgerItem(input: $input) {\n      item {\n        ...LedgerItemFields\n      }\n    }\n  }\n": types.CreateLedgerItemDocument,
    "\n  mutation DeleteLedgerItem($id: ID!) {\n    deleteLedgerItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteLedgerItemDocument,
    "\n  mutation CreateLedgerProperty($input: CreateLedgerPropertyInput!) {\n    createLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n": types.CreateLedgerPropertyDocument,
    "\n  mutation UpdateLedgerProperty($input: UpdateLedgerPropertyInput!) {\n    updateLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n": types.UpdateLedgerPropertyDocument,
    "\n  mutation DeleteLedgerProperty($id: ID!) {\n    deleteLedgerProperty(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteLedgerPropertyDocument,
    "\n  mutation CreateLedgerTag($input: CreateLedgerTagInput!) {\n    createLedgerTag(input: $input) {\n      tag {\n        ...LedgerTagFields\n      }\n    }\n  }\n": types.CreateLedgerTagDocument,
    "\n  mutation CreateLedgerStatusGroup($input: CreateLedgerStatusGroupInput!) {\n    createLedgerStatusGroup(input: $input) {\n      statusGroup {\n        id\n        name\n      }\n    }\n  }\n": types.CreateLedgerStatusGroupDocument,
    "\n  mutation CreateLedgerStatus($input: CreateLedgerStatusInput!) {\n    createLedgerStatus(input: $input) {\n      status {\n        ...LedgerStatusFields\n      }\n    }\n  }\n": types.CreateLedgerStatusDocument,
    "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    text\n    link\n    isRead\n    created\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query UnreadNotifications {\n    myNotifications(unreadOnly: true, first: 3) {\n      unreadCount\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.UnreadNotificationsDocument,
    "\n  query AllNotifications($first: Int, $after: String) {\n    myNotifications(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n": types.AllNotificationsDocument,
    "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      success\n      notification {\n        id\n        isRead\n      }\n    }\n  }\n": types.MarkNotificationReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      success\n      count\n    }\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query MyMetadata {\n    myMetadata {\n      metaDataType\n      value\n      updatedAt\n    }\n  }\n": types.MyMetadataDocument,
    "\n  mutation SaveUserMetadata($input: SaveUserMetadataInput!) {\n    saveUserMetadata(input: $input) {\n      entries {\n        metaDataType\n        value\n        updatedAt\n      }\n    }\n  }\n": types.SaveUserMetadataDocument,
    "\n  fragment OrganizationSummary on Organization {\n    id\n    name\n    description\n    userMembershipRole\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      createHackathon\n      update\n      delete\n    }\n  }\n": types.OrganizationSummaryFragmentDoc,
    "\n  query MyOrganizations {\n    organizations(filter: ASSOCIATED) {\n      ...OrganizationSummary\n    }\n  }\n": types.MyOrganizationsDocument,
    "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n": types.CreateOrganizationDocument,
    "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n": types.UpdateOrganizationDocument,
    "\n  mutation DeleteOrganization($input: DeleteOrganizationInput!) {\n    deleteOrganization(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteOrganizationDocument,
    "\n  fragment ParticipantDetails on Participant {\n    daysPresent\n    profile {\n      id\n      city\n      bio\n      githubUrl\n      offerzenUrl\n      linkedinUrl\n      skills {\n        id\n        name\n      }\n    }\n    attendances {\n      ...AttendanceDay\n    }\n    teams {\n      teamId\n      name\n      role\n      status\n    }\n    ideas {\n      id\n      name\n      approval {\n        id\n        state {\n          id\n          name\n        }\n      }\n    }\n    mentorStatus\n  }\n": types.ParticipantDetailsFragmentDoc,
    "\n  fragment AttendanceDay on Attendance {\n    id\n    participantId\n    date\n    presentAtHackathon\n    availableToday\n  }\n": types.AttendanceDayFragmentDoc,
    "\n  mutation SetParticipantPresence($input: SetParticipantPresenceInput!) {\n    setParticipantPresence(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n": types.SetParticipantPresenceDocument,
    "\n  query MyAttendances($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      today\n      days\n    }\n    myAttendances(hackathonId: $hackathonId) {\n      ...AttendanceDay\n    }\n  }\n": types.MyAttendancesDocument,
    "\n  mutation SetMyAvailability($input: SetMyAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n": types.SetMyAvailabilityDocument,
    "\n  fragment ParticipantRow on Participant {\n    id\n    status\n    banned\n    presentAtHackathon\n    presentToday\n    registeredAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n": types.ParticipantRowFragmentDoc,
    "\n  fragment ParticipantsHackathon on Hackathon {\n    id\n    name\n    viewerCan {\n      seeParticipants\n      manage\n    }\n  }\n": types.ParticipantsHackathonFragmentDoc,
    "\n  query Participants(\n    $hackathonId: ID!\n    $search: String\n    $filter: ParticipantFilter\n    $orderBy: ParticipantOrder\n    $first: Int\n    $after: String\n  ) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n    }\n    participants(hackathonId: $hackathonId, search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      items {\n        ...ParticipantRow\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.ParticipantsDocument,
    "\n  query Participant($hackathonId: ID!, $id: ID!) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n      today\n      days\n    }\n    participant(id: $id) {\n      ...ParticipantRow\n      hackathonId\n      ...ParticipantDetails\n    }\n  }\n": types.ParticipantDocument,
    "\n  mutation UpdateParticipant($input: UpdateParticipantInput!) {\n    updateParticipant(input: $input) {\n      participant {\n        ...ParticipantRow\n      }\n    }\n  }\n": types.UpdateParticipantDocument,
    "\n  fragment ProgrammeHackathon on Hackathon {\n    id\n    name\n    timeZone\n    startDatetime\n    endDatetime\n    scheduleCalendarPath\n    hasPrizes\n    hasResources\n    viewerCan {\n      view\n      manageProgramme\n      seePrizes\n      seeResources\n      seeGoals\n      delete\n    }\n  }\n": types.ProgrammeHackathonFragmentDoc,
    "\n  fragment ProgramItemFields on ProgramItem {\n    id\n    kind\n    name\n    description\n    startTime\n    endTime\n    links {\n      name\n      url\n    }\n  }\n": types.ProgramItemFieldsFragmentDoc,
    "\n  query ProgrammeHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...ProgrammeHackathon\n    }\n  }\n": types.ProgrammeHackathonDocument,
    "\n  query Schedule($id: ID!) {\n    programItems(hackathonId: $id) {\n      ...ProgramItemFields\n    }\n  }\n": types.ScheduleDocument,
    "\n  mutation CreateProgramItem($input: CreateProgramItemInput!) {\n    createProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n": types.CreateProgramItemDocument,
    "\n  mutation UpdateProgramItem($input: UpdateProgramItemInput!) {\n    updateProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n": types.UpdateProgramItemDocument,
    "\n  mutation DeleteProgramItem($id: ID!) {\n    deleteProgramItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteProgramItemDocument,
    "\n  fragment PrizeFields on Prize {\n    id\n    name\n    description\n    position\n    active\n  }\n": types.PrizeFieldsFragmentDoc,
    "\n  query Prizes($id: ID!) {\n    prizes(hackathonId: $id) {\n      ...PrizeFields\n    }\n  }\n": types.PrizesDocument,
    "\n  mutation CreatePrize($input: CreatePrizeInput!) {\n    createPrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n": types.CreatePrizeDocument,
    "\n  mutation UpdatePrize($input: UpdatePrizeInput!) {\n    updatePrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n": types.UpdatePrizeDocument,
    "\n  mutation DeletePrize($id: ID!) {\n    deletePrize(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeletePrizeDocument,
    "\n  fragment GoalFields on Goal {\n    id\n    name\n    description\n    priority\n  }\n": types.GoalFieldsFragmentDoc,
    "\n  query Goals($id: ID!) {\n    goals(hackathonId: $id) {\n      ...GoalFields\n    }\n  }\n": types.GoalsDocument,
    "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.CreateGoalDocument,
    "\n  mutation UpdateGoal($input: UpdateGoalInput!) {\n    updateGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n": types.UpdateGoalDocument,
    "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteGoalDocument,
    "\n  mutation ReorderGoals($input: ReorderGoalsInput!) {\n    reorderGoals(input: $input) {\n      goals {\n        ...GoalFields\n      }\n    }\n  }\n": types.ReorderGoalsDocument,
    "\n  fragment ResourceFields on HackathonResource {\n    id\n    name\n    description\n    url\n  }\n": types.ResourceFieldsFragmentDoc,
    "\n  query HackathonResources($id: ID!) {\n    hackathonResources(hackathonId: $id) {\n      ...ResourceFields\n    }\n  }\n": types.HackathonResourcesDocument,
    "\n  mutation CreateHackathonResource($input: CreateHackathonResourceInput!) {\n    createHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n": types.CreateHackathonResourceDocument,
    "\n  mutation UpdateHackathonResource($input: UpdateHackathonResourceInput!) {\n    updateHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n": types.UpdateHackathonResourceDocument,
    "\n  mutation DeleteHackathonResource($id: ID!) {\n    deleteHackathonResource(input: { id: $id }) {\n      deletedId\n    }\n  }\n": types.DeleteHackathonResourceDocument,
    "\n  mutation DeleteHackathon($input: DeleteHackathonInput!) {\n    deleteHackathon(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteHackathonDocument,
    "\n  fragment RatingTemplateFields on RatingTemplate {\n    id\n    family\n    name\n    system\n    finalizable\n    itemTemplates {\n      id\n      name\n      description\n      ratingType\n      maxScore\n    }\n  }\n": types.RatingTemplateFieldsFragmentDoc,
    "\n  fragment RatingViewerCanFields on RatingViewerCan {\n    manageTemplates\n    rateTalents\n    seeTalentRatings\n    seePitchAggregates\n  }\n": types.RatingViewerCanFieldsFragmentDoc,
    "\n  query RatingManagement($hackathonId: ID!, $family: RatingFamily!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: $family) {\n      ...RatingTemplateFields\n    }\n  }\n": types.RatingManagementDocument,
    "\n  mutation CreateRatingTemplate($input: CreateRatingTemplateInput!) {\n    createRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n": types.CreateRatingTemplateDocument,
    "\n  mutation UpdateRatingTemplate($input: UpdateRatingTemplateInput!) {\n    updateRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n": types.UpdateRatingTemplateDocument,
    "\n  mutation DeleteRatingTemplate($input: DeleteInput!) {\n    deleteRatingTemplate(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteRatingTemplateDocument,
    "\n  mutation CreateRatingItemTemplate($input: CreateRatingItemTemplateInput!) {\n    createRatingItemTemplate(input: $input) {\n      ratingItemTemplate {\n        id\n      }\n    }\n  }\n": types.CreateRatingItemTemplateDocument,
    "\n  mutation DeleteRatingItemTemplate($input: DeleteInput!) {\n    deleteRatingItemTemplate(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteRatingItemTemplateDocument,
    "\n  fragment RatingFields on Rating {\n    id\n    ratingTemplateId\n    finalized\n    ratedProfile {\n      id\n      name\n    }\n    ratedTeam {\n      id\n      name\n    }\n    items {\n      id\n      ratingItemTemplateId\n      criterion\n      ratingType\n      score\n      ratingText\n    }\n  }\n": types.RatingFieldsFragmentDoc,
    "\n  query MyTalentRatings($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingTemplateFields\n    }\n  }\n": types.MyTalentRatingsDocument,
    "\n  query MyTalentRatingsToRate($hackathonId: ID!) {\n    rateableParticipants(hackathonId: $hackathonId, family: TALENT) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingFields\n    }\n  }\n": types.MyTalentRatingsToRateDocument,
    "\n  mutation SaveRating($input: SaveRatingInput!) {\n    saveRating(input: $input) {\n      rating {\n        ...RatingFields\n      }\n    }\n  }\n": types.SaveRatingDocument,
    "\n  query TalentRatingItems($hackathonId: ID!) {\n    talentRatingItems(hackathonId: $hackathonId) {\n      hackathonId\n      id\n      ratingId\n      raterId\n      ratedProfileId\n      ratingItemTemplateId\n      criterion\n      freeText\n      maxScore\n      score\n      ratingText\n      raters\n      raterNames\n      ratedProfiles\n      ratedProfileNames\n    }\n  }\n": types.TalentRatingItemsDocument,
    "\n  fragment CriterionAggregateFields on CriterionAggregate {\n    criterion\n    maxScore\n    average\n    ratings\n  }\n": types.CriterionAggregateFieldsFragmentDoc,
    "\n  query PeerRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: PEER) {\n      ...RatingTemplateFields\n    }\n    rateableParticipants(hackathonId: $hackathonId, family: PEER) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: PEER) {\n      ...RatingFields\n    }\n  }\n": types.PeerRatingsDocument,
    "\n  query MyPeerRatingAggregates($hackathonId: ID!) {\n    myPeerRatingAggregates(hackathonId: $hackathonId) {\n      ...CriterionAggregateFields\n    }\n  }\n": types.MyPeerRatingAggregatesDocument,
    "\n  query PitchRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingTemplateFields\n    }\n    myRatings(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingFields\n    }\n  }\n": types.PitchRatingsDocument,
    "\n  query PitchRatingAggregates($hackathonId: ID!) {\n    pitchRatingAggregates(hackathonId: $hackathonId) {\n      team {\n        id\n        name\n      }\n      criteria {\n        ...CriterionAggregateFields\n      }\n    }\n  }\n": types.PitchRatingAggregatesDocument,
    "\n  fragment WinnerFields on Winner {\n    submissionId\n    teamId\n    teamName\n    categoryName\n  }\n": types.WinnerFieldsFragmentDoc,
    "\n  fragment CategoryWinnersFields on CategoryWinners {\n    categoryId\n    categoryName\n    votes\n    winners {\n      ...WinnerFields\n    }\n  }\n": types.CategoryWinnersFieldsFragmentDoc,
    "\n  query PublishedResults($id: ID!) {\n    publishedResults(hackathonId: $id) {\n      hackathonId\n      hackathonName\n      publishedAt\n      galleryOpen\n      prizes {\n        prize {\n          id\n          name\n          description\n          position\n        }\n        winner {\n          ...WinnerFields\n        }\n      }\n      categories {\n        ...CategoryWinnersFields\n      }\n      popularVote {\n        ...CategoryWinnersFields\n      }\n    }\n  }\n": types.PublishedResultsDocument,
    "\n  fragment PublicationFields on ResultsPublication {\n    hackathonId\n    publishedAt\n    ready\n    galleryEnabled\n    viewerCanPublish\n  }\n": types.PublicationFieldsFragmentDoc,
    "\n  query ResultsPublication($id: ID!) {\n    resultsPublication(hackathonId: $id) {\n      ...PublicationFields\n    }\n  }\n": types.ResultsPublicationDocument,
    "\n  query PublishForm($id: ID!) {\n    prizes(hackathonId: $id) {\n      id\n      name\n      position\n      active\n    }\n    submissionsForJudging(hackathonId: $id) {\n      id\n      team {\n        id\n        name\n      }\n      competitionCategory {\n        id\n        name\n      }\n    }\n  }\n": types.PublishFormDocument,
    "\n  mutation PublishResults($input: PublishResultsInput!) {\n    publishResults(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n": types.PublishResultsDocument,
    "\n  mutation SetGallery($input: SetGalleryInput!) {\n    setGallery(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n": types.SetGalleryDocument,
    "\n  fragment GalleryProjectFields on GalleryProject {\n    submissionId\n    hackathonId\n    teamName\n    categoryName\n    title\n    description\n    details {\n      label\n      value\n    }\n    links {\n      label\n      value\n    }\n    images {\n      label\n      value\n    }\n  }\n": types.GalleryProjectFieldsFragmentDoc,
    "\n  query Gallery($id: ID!) {\n    gallery(hackathonId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n": types.GalleryDocument,
    "\n  query GalleryProject($id: ID!) {\n    galleryProject(submissionId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n": types.GalleryProjectDocument,
    "\n  query TeamGalleryConsent($id: ID!) {\n    teamGalleryConsent(teamId: $id) {\n      teamId\n      consent\n      viewerCanChange\n    }\n  }\n": types.TeamGalleryConsentDocument,
    "\n  mutation SetTeamGalleryConsent($input: SetTeamGalleryConsentInput!) {\n    setTeamGalleryConsent(input: $input) {\n      galleryConsent {\n        teamId\n        consent\n        viewerCanChange\n      }\n    }\n  }\n": types.SetTeamGalleryConsentDocument,
    "\n  fragment CategoryDetail on CompetitionCategory {\n    id\n    name\n    default\n    submissionTemplate {\n      id\n      schema\n    }\n  }\n": types.CategoryDetailFragmentDoc,
    "\n  query SubmissionCategories($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      allowLateSubmissions\n      viewerCan {\n        manage\n      }\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n  }\n": types.SubmissionCategoriesDocument,
    "\n  mutation CreateCompetitionCategory($input: CreateCompetitionCategoryInput!) {\n    createCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": types.CreateCompetitionCategoryDocument,
    "\n  mutation UpdateCompetitionCategory($input: UpdateCompetitionCategoryInput!) {\n    updateCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n    }\n  }\n": types.UpdateCompetitionCategoryDocument,
    "\n  mutation SetDefaultCompetitionCategory($id: ID!) {\n    setDefaultCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": types.SetDefaultCompetitionCategoryDocument,
    "\n  mutation DeleteCompetitionCategory($id: ID!) {\n    deleteCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n": types.DeleteCompetitionCategoryDocument,
    "\n  mutation AllowLateSubmissions($id: ID!, $allow: Boolean!) {\n    updateHackathon(input: { id: $id, allowLateSubmissions: $allow }) {\n      hackathon {\n        id\n        allowLateSubmissions\n      }\n    }\n  }\n": types.AllowLateSubmissionsDocument,
    "\n  fragment TeamSubmissionDetail on Submission {\n    id\n    response\n    submitted\n    lateSubmission\n    submittedAt\n    competitionCategory {\n      id\n    }\n  }\n": types.TeamSubmissionDetailFragmentDoc,
    "\n  query TeamSubmissions($teamId: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      submissionsOpen\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n    team(id: $teamId) {\n      id\n      submissions {\n        ...TeamSubmissionDetail\n      }\n      submissionViewerCan {\n        edit\n        submit\n      }\n    }\n  }\n": types.TeamSubmissionsDocument,
    "\n  mutation UpdateSubmission($input: UpdateSubmissionInput!) {\n    updateSubmission(input: $input) {\n      submission {\n        ...TeamSubmissionDetail\n      }\n    }\n  }\n": types.UpdateSubmissionDocument,
    "\n  fragment TeamDetail on Team {\n    id\n    hackathonId\n    name\n    totalMembers\n    isFull\n    isMember\n    isAdmin\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    members {\n      id\n      role\n      isAdmin\n      isMe\n      skills\n      person {\n        id\n        displayName\n      }\n    }\n    joinRequests {\n      id\n      message\n      created\n      person {\n        id\n        displayName\n      }\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    myInvitation {\n      id\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    resources {\n      id\n      name\n      url\n    }\n    viewerCan {\n      manage\n      seeResources\n      leave\n      requestToJoin\n      invite\n      delete\n    }\n  }\n": types.TeamDetailFragmentDoc,
    "\n  fragment TeamListItem on Team {\n    id\n    name\n    totalMembers\n    isFull\n    isMember\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    viewerCan {\n      requestToJoin\n    }\n  }\n": types.TeamListItemFragmentDoc,
    "\n  query Team($id: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      maxTeamSize\n      hasPitches\n      ratingViewerCan {\n        ratePeers\n        ratePitches\n      }\n    }\n    team(id: $id) {\n      ...TeamDetail\n    }\n  }\n": types.TeamDocument,
    "\n  query CreateTeamGate($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      showTeams\n      maxTeamSize\n      isParticipant\n      lookingForTeam\n      viewerCan {\n        createTeam\n      }\n      myTeam {\n        id\n      }\n    }\n  }\n": types.CreateTeamGateDocument,
    "\n  query Teams($hackathonId: ID!, $first: Int, $after: String) {\n    teams(hackathonId: $hackathonId, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TeamListItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.TeamsDocument,
    "\n  query TeamCandidates($hackathonId: ID!, $teamId: ID) {\n    teamCandidates(hackathonId: $hackathonId, teamId: $teamId) {\n      person {\n        id\n        displayName\n      }\n      lookingForTeam\n      sharedSkills\n      bringsSkills\n      score\n      pendingWithTeam\n    }\n  }\n": types.TeamCandidatesDocument,
    "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": types.CreateTeamDocument,
    "\n  fragment JoinRequestAnswer on TeamJoinRequestPayload {\n    joinRequest {\n      id\n      status\n    }\n    team {\n      ...TeamDetail\n    }\n  }\n": types.JoinRequestAnswerFragmentDoc,
    "\n  mutation RequestToJoinTeam($input: RequestToJoinTeamInput!) {\n    requestToJoinTeam(input: $input) {\n      joinRequest {\n        id\n        status\n      }\n      team {\n        ...TeamListItem\n      }\n    }\n  }\n": types.RequestToJoinTeamDocument,
    "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": types.InviteToTeamDocument,
    "\n  mutation AcceptTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    acceptTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": types.AcceptTeamJoinRequestDocument,
    "\n  mutation DeclineTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    declineTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n": types.DeclineTeamJoinRequestDocument,
    "\n  mutation LeaveTeam($input: LeaveTeamInput!) {\n    leaveTeam(input: $input) {\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n": types.LeaveTeamDocument,
    "\n  mutation RemoveTeamMember($input: RemoveTeamMemberInput!) {\n    removeTeamMember(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": types.RemoveTeamMemberDocument,
    "\n  mutation SetTeamMemberRole($input: SetTeamMemberRoleInput!) {\n    setTeamMemberRole(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": types.SetTeamMemberRoleDocument,
    "\n  mutation AddTeamResource($input: AddTeamResourceInput!) {\n    addTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n": types.AddTeamResourceDocument,
    "\n  mutation UpdateTeamResource($input: UpdateTeamResourceInput!) {\n    updateTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n": types.UpdateTeamResourceDocument,
    "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      deletedTeamId\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n": types.DeleteTeamDocument,
    "\n  mutation RemoveTeamResource($input: RemoveTeamResourceInput!) {\n    removeTeamResource(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n": types.RemoveTeamResourceDocument,
    "\n  mutation SetLookingForTeam($input: SetLookingForTeamInput!) {\n    setLookingForTeam(input: $input) {\n      hackathon {\n        id\n        lookingForTeam\n      }\n    }\n  }\n": types.SetLookingForTeamDocument,
    "\n  fragment TermsVersion on Terms {\n    id\n    version\n    contentHtml\n    createdAt\n  }\n": types.TermsVersionFragmentDoc,
    "\n  fragment TermsStatusFields on TermsStatus {\n    required\n    accepted\n    acceptedAt\n    outstanding\n    latest {\n      ...TermsVersion\n    }\n  }\n": types.TermsStatusFieldsFragmentDoc,
    "\n  query TermsStatus($hackathonId: ID!, $inviteToken: String) {\n    termsStatus(hackathonId: $hackathonId, inviteToken: $inviteToken) {\n      ...TermsStatusFields\n    }\n  }\n": types.TermsStatusDocument,
    "\n  query TermsGate($hackathonId: ID!, $inviteToken: String) {\n    hackathon(id: $hackathonId, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n    }\n  }\n": types.TermsGateDocument,
    "\n  query TermsPage($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      isParticipant\n      viewerCan {\n        manage\n      }\n    }\n    termsStatus(hackathonId: $hackathonId) {\n      ...TermsStatusFields\n    }\n  }\n": types.TermsPageDocument,
    "\n  query TermsVersions($hackathonId: ID!) {\n    termsVersions(hackathonId: $hackathonId) {\n      ...TermsVersion\n    }\n  }\n": types.TermsVersionsDocument,
    "\n  mutation PublishTerms($input: PublishTermsInput!) {\n    publishTerms(input: $input) {\n      terms {\n        ...TermsVersion\n      }\n    }\n  }\n": types.PublishTermsDocument,
    "\n  mutation AcceptTerms($input: CreateTermsAcceptanceInput!) {\n    createTermsAcceptance(input: $input) {\n      success\n      message\n    }\n  }\n": types.AcceptTermsDocument,
    "\n  mutation AdvanceHackathonPhase($input: AdvanceHackathonPhaseInput!) {\n    advanceHackathonPhase(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n      hackathon {\n        id\n        phase\n        phaseDisplay\n      }\n    }\n  }\n": types.AdvanceHackathonPhaseDocument,
    "\n  query CreatedHackathons {\n    hackathons(filter: CREATOR, first: 20) {\n      items {\n        id\n      }\n    }\n  }\n": types.CreatedHackathonsDocument,
    "\n  mutation SetHackathonTimeline($input: SetHackathonTimelineInput!) {\n    setHackathonTimeline(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n    }\n  }\n": types.SetHackathonTimelineDocument,
    "\n  fragment TimelineFields on HackathonTimeline {\n    hackathonId\n    timeZone\n    phase\n    phaseDisplay\n    slots {\n      phase\n      phaseDisplay\n      startsAt\n    }\n    nextPhase\n    nextTransitionAt\n    reminderAt\n    workflowId\n  }\n": types.TimelineFieldsFragmentDoc,
    "\n  query TimelinePage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n      # Read so that a phase change seen by usePhasePolling refetches this page.\n      phase\n    }\n    hackathonTimeline(hackathonId: $id) {\n      ...TimelineFields\n    }\n  }\n": types.TimelinePageDocument,
    "\n  fragment HackathonPhaseFields on Hackathon {\n    id\n    phase\n    phaseDisplay\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasVolunteers\n    hasTalents\n  }\n": types.HackathonPhaseFieldsFragmentDoc,
    "\n  query HackathonPhase($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonPhaseFields\n    }\n  }\n": types.HackathonPhaseDocument,
    "\n  query MyActivity($first: Int, $after: String) {\n    myActivity(first: $first, after: $after) {\n      items {\n        key\n        kind\n        at\n        hackathon {\n          id\n          name\n        }\n        action\n        object\n        detail\n        summary\n        link\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n": types.MyActivityDocument,
    "\n  query AccountDeletionBlockers {\n    myAccountDeletionBlockers {\n      kind\n      id\n      name\n      advice\n    }\n  }\n": types.AccountDeletionBlockersDocument,
    "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input) {\n      success\n    }\n  }\n": types.DeleteMyAccountDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SidebarHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...SidebarHackathon\n    }\n  }\n"): (typeof documents)["\n  query SidebarHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...SidebarHackathon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SidebarHackathon on Hackathon {\n    id\n    name\n    phase\n    phaseDisplay\n    isParticipant\n    ideasRequired\n    hasResources\n    hasMentors\n    hasVolunteers\n    hasJudges\n    hasPrizes\n    hasGameification\n    requireTermsAcceptance\n    myTeam {\n      id\n    }\n    viewerCan {\n      ...ViewerCan\n      seePrizes\n      seeResources\n      seeGoals\n      createTeam\n    }\n  }\n"): (typeof documents)["\n  fragment SidebarHackathon on Hackathon {\n    id\n    name\n    phase\n    phaseDisplay\n    isParticipant\n    ideasRequired\n    hasResources\n    hasMentors\n    hasVolunteers\n    hasJudges\n    hasPrizes\n    hasGameification\n    requireTermsAcceptance\n    myTeam {\n      id\n    }\n    viewerCan {\n      ...ViewerCan\n      seePrizes\n      seeResources\n      seeGoals\n      createTeam\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SidebarRatings($id: ID!) {\n    hackathon(id: $id) {\n      id\n      hasRatingItemTemplates\n    }\n  }\n"): (typeof documents)["\n  query SidebarRatings($id: ID!) {\n    hackathon(id: $id) {\n      id\n      hasRatingItemTemplates\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHackathons {\n    hackathons(filter: MINE, first: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyHackathons {\n    hackathons(filter: MINE, first: 100) {\n      items {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    body\n    audience\n    sendAt\n    phase\n    offsetMinutes\n    status\n    recipients\n    sent\n    failed\n    sentAt\n  }\n"): (typeof documents)["\n  fragment AnnouncementFields on Announcement {\n    id\n    title\n    body\n    audience\n    sendAt\n    phase\n    offsetMinutes\n    status\n    recipients\n    sent\n    failed\n    sentAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnnouncementsPage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      timeZone\n      viewerCan {\n        manage\n      }\n    }\n    hackathonTimeline(hackathonId: $id) {\n      hackathonId\n      slots {\n        phase\n        phaseDisplay\n        startsAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnnouncementsPage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      timeZone\n      viewerCan {\n        manage\n      }\n    }\n    hackathonTimeline(hackathonId: $id) {\n      hackathonId\n      slots {\n        phase\n        phaseDisplay\n        startsAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Announcements($id: ID!) {\n    announcements(hackathonId: $id) {\n      ...AnnouncementFields\n    }\n  }\n"): (typeof documents)["\n  query Announcements($id: ID!) {\n    announcements(hackathonId: $id) {\n      ...AnnouncementFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ScheduleAnnouncement($input: ScheduleAnnouncementInput!) {\n    scheduleAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ScheduleAnnouncement($input: ScheduleAnnouncementInput!) {\n    scheduleAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAnnouncement($input: UpdateAnnouncementInput!) {\n    updateAnnouncement(input: $input) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(input: { id: $id }) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelAnnouncement($id: ID!) {\n    cancelAnnouncement(input: { id: $id }) {\n      announcement {\n        ...AnnouncementFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PostedAnnouncements($id: ID!) {\n    postedAnnouncements(hackathonId: $id) {\n      id\n      title\n      body\n      sentAt\n    }\n  }\n"): (typeof documents)["\n  query PostedAnnouncements($id: ID!) {\n    postedAnnouncements(hackathonId: $id) {\n      id\n      title\n      body\n      sentAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialProviders {\n    socialProviders {\n      name\n      issuer\n      clientId\n      authorizationUrl\n    }\n  }\n"): (typeof documents)["\n  query SocialProviders {\n    socialProviders {\n      name\n      issuer\n      clientId\n      authorizationUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAccount {\n    me {\n      id\n      idB64\n      account {\n        idB64\n        uid\n      }\n      roles {\n        id\n        name\n        friendlyName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyAccount {\n    me {\n      id\n      idB64\n      account {\n        idB64\n        uid\n      }\n      roles {\n        id\n        name\n        friendlyName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QrScanner($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n    }\n    checkInDay(hackathonId: $hackathonId) {\n      date\n      presentCount\n    }\n  }\n"): (typeof documents)["\n  query QrScanner($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n    }\n    checkInDay(hackathonId: $hackathonId) {\n      date\n      presentCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CheckInParticipant($input: CheckInParticipantInput!) {\n    checkInParticipant(input: $input) {\n      participant {\n        id\n        person {\n          id\n          displayName\n        }\n      }\n      alreadyCheckedIn\n      presentToday {\n        date\n        presentCount\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CheckInParticipant($input: CheckInParticipantInput!) {\n    checkInParticipant(input: $input) {\n      participant {\n        id\n        person {\n          id\n          displayName\n        }\n      }\n      alreadyCheckedIn\n      presentToday {\n        date\n        presentCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyDashboard {\n    myDashboard {\n      unreadNotifications\n      hackathons {\n        hackathon {\n          id\n          name\n          phase\n          phaseDisplay\n        }\n        nextPhase\n        nextPhaseDisplay\n        nextTransitionAt\n      }\n      pendingInvites {\n        id\n        uid\n        kind\n        roleName\n        hackathon {\n          id\n          name\n        }\n        organization {\n          id\n          name\n        }\n      }\n      actions {\n        kind\n        title\n        link\n        hackathonId\n        hackathonName\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyDashboard {\n    myDashboard {\n      unreadNotifications\n      hackathons {\n        hackathon {\n          id\n          name\n          phase\n          phaseDisplay\n        }\n        nextPhase\n        nextPhaseDisplay\n        nextTransitionAt\n      }\n      pendingInvites {\n        id\n        uid\n        kind\n        roleName\n        hackathon {\n          id\n          name\n        }\n        organization {\n          id\n          name\n        }\n      }\n      actions {\n        kind\n        title\n        link\n        hackathonId\n        hackathonName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyEmailPreferences {\n    myEmailPreferences {\n      category\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query MyEmailPreferences {\n    myEmailPreferences {\n      category\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateEmailPreferences($input: UpdateEmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      preferences {\n        category\n        enabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateEmailPreferences($input: UpdateEmailPreferencesInput!) {\n    updateEmailPreferences(input: $input) {\n      preferences {\n        category\n        enabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ExportFields on ParticipantExport {\n    id\n    uid\n    hackathonName\n    state\n    rowsWritten\n    rowsTotal\n    filename\n    error\n    isRead\n    created\n    expiresAt\n    downloadPath\n  }\n"): (typeof documents)["\n  fragment ExportFields on ParticipantExport {\n    id\n    uid\n    hackathonName\n    state\n    rowsWritten\n    rowsTotal\n    filename\n    error\n    isRead\n    created\n    expiresAt\n    downloadPath\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanExportParticipants($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      viewerCan {\n        manage\n      }\n    }\n  }\n"): (typeof documents)["\n  query CanExportParticipants($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      viewerCan {\n        manage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExportParticipantsCsv($hackathonId: ID!) {\n    exportParticipantsCsv(input: { hackathonId: $hackathonId }) {\n      success\n      message\n      filename\n      export {\n        ...ExportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExportParticipantsCsv($hackathonId: ID!) {\n    exportParticipantsCsv(input: { hackathonId: $hackathonId }) {\n      success\n      message\n      filename\n      export {\n        ...ExportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParticipantExport($uid: String!) {\n    participantExport(uid: $uid) {\n      ...ExportFields\n    }\n  }\n"): (typeof documents)["\n  query ParticipantExport($uid: String!) {\n    participantExport(uid: $uid) {\n      ...ExportFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyJobs($first: Int) {\n    myJobs(first: $first) {\n      totalCount\n      unreadCount\n      items {\n        ...ExportFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyJobs($first: Int) {\n    myJobs(first: $first) {\n      totalCount\n      unreadCount\n      items {\n        ...ExportFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ToggleJobRead($jobId: ID!) {\n    toggleJobRead(input: { jobId: $jobId }) {\n      success\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation ToggleJobRead($jobId: ID!) {\n    toggleJobRead(input: { jobId: $jobId }) {\n      success\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeatureToggles($environment: Environment!) {\n    featureToggles(environment: $environment) {\n      id\n      featureName\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query FeatureToggles($environment: Environment!) {\n    featureToggles(environment: $environment) {\n      id\n      featureName\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      success\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendFeedback($input: SendFeedbackInput!) {\n    sendFeedback(input: $input) {\n      success\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanReadFeedback {\n    me {\n      id\n      canReadFeedback\n    }\n  }\n"): (typeof documents)["\n  query CanReadFeedback {\n    me {\n      id\n      canReadFeedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FeedbackList($kind: FeedbackKind, $search: String, $first: Int, $after: String) {\n    feedback(kind: $kind, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        kind\n        message\n        rating\n        pageUrl\n        created\n        sender {\n          id\n          displayName\n          email\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FeedbackList($kind: FeedbackKind, $search: String, $first: Int, $after: String) {\n    feedback(kind: $kind, search: $search, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        id\n        kind\n        message\n        rating\n        pageUrl\n        created\n        sender {\n          id\n          displayName\n          email\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScorableItemFields on ScorableItem {\n    id\n    name\n    description\n    maxScore\n  }\n"): (typeof documents)["\n  fragment ScorableItemFields on ScorableItem {\n    id\n    name\n    description\n    maxScore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompetitionFields on Competition {\n    id\n    hackathonId\n    name\n    description\n    scorableItems {\n      ...ScorableItemFields\n    }\n    viewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n"): (typeof documents)["\n  fragment CompetitionFields on Competition {\n    id\n    hackathonId\n    name\n    description\n    scorableItems {\n      ...ScorableItemFields\n    }\n    viewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BoardFields on Leaderboard {\n    id\n    participantCount\n    lastScoreId\n    scoreTotals(first: $first) {\n      rank\n      total\n      participant {\n        id\n        displayName\n      }\n    }\n    myRank {\n      rank\n      total\n    }\n  }\n"): (typeof documents)["\n  fragment BoardFields on Leaderboard {\n    id\n    participantCount\n    lastScoreId\n    scoreTotals(first: $first) {\n      rank\n      total\n      participant {\n        id\n        displayName\n      }\n    }\n    myRank {\n      rank\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GamificationHackathonFields on Hackathon {\n    id\n    name\n    hasGameification\n    gamificationViewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n"): (typeof documents)["\n  fragment GamificationHackathonFields on Hackathon {\n    id\n    name\n    hasGameification\n    gamificationViewerCan {\n      manage\n      award\n      seeHistory\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GamificationDashboard($hackathonId: ID!, $first: Int) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    leaderboards(hackathonId: $hackathonId) {\n      ...BoardFields\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query GamificationDashboard($hackathonId: ID!, $first: Int) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    leaderboards(hackathonId: $hackathonId) {\n      ...BoardFields\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competitions($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    competitions(hackathonId: $hackathonId) {\n      ...CompetitionFields\n    }\n  }\n"): (typeof documents)["\n  query Competitions($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      ...GamificationHackathonFields\n    }\n    competitions(hackathonId: $hackathonId) {\n      ...CompetitionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LeaderboardChanged($competitionId: ID!, $first: Int) {\n    leaderboardChanged(competitionId: $competitionId) {\n      ...BoardFields\n    }\n  }\n"): (typeof documents)["\n  subscription LeaderboardChanged($competitionId: ID!, $first: Int) {\n    leaderboardChanged(competitionId: $competitionId) {\n      ...BoardFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Contestants($hackathonId: ID!, $search: String, $checkInCode: String) {\n    contestants(hackathonId: $hackathonId, search: $search, checkInCode: $checkInCode) {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  query Contestants($hackathonId: ID!, $search: String, $checkInCode: String) {\n    contestants(hackathonId: $hackathonId, search: $search, checkInCode: $checkInCode) {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ScoreFields on Score {\n    id\n    competitionId\n    scorableItemId\n    score\n    correctsId\n    reason\n    awardedBy\n    createdAt\n    participant {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment ScoreFields on Score {\n    id\n    competitionId\n    scorableItemId\n    score\n    correctsId\n    reason\n    awardedBy\n    createdAt\n    participant {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentScores($hackathonId: ID!, $competitionId: ID!, $participantId: ID!) {\n    contestants(hackathonId: $hackathonId, participantId: $participantId) {\n      id\n      currentScores(competitionId: $competitionId) {\n        ...ScoreFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentScores($hackathonId: ID!, $competitionId: ID!, $participantId: ID!) {\n    contestants(hackathonId: $hackathonId, participantId: $participantId) {\n      id\n      currentScores(competitionId: $competitionId) {\n        ...ScoreFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ScoreHistory($competitionId: ID!) {\n    scores(competitionId: $competitionId, first: 100) {\n      ...ScoreFields\n    }\n  }\n"): (typeof documents)["\n  query ScoreHistory($competitionId: ID!) {\n    scores(competitionId: $competitionId, first: 100) {\n      ...ScoreFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AwardScore($input: AwardScoreInput!) {\n    awardScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AwardScore($input: AwardScoreInput!) {\n    awardScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CorrectScore($input: CorrectScoreInput!) {\n    correctScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CorrectScore($input: CorrectScoreInput!) {\n    correctScore(input: $input) {\n      score {\n        ...ScoreFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompetition($input: CreateCompetitionInput!) {\n    createCompetition(input: $input) {\n      competition {\n        ...CompetitionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompetition($id: ID!) {\n    deleteCompetition(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateScorableItem($input: CreateScorableItemInput!) {\n    createScorableItem(input: $input) {\n      scorableItem {\n        ...ScorableItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateScorableItem($input: CreateScorableItemInput!) {\n    createScorableItem(input: $input) {\n      scorableItem {\n        ...ScorableItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteScorableItem($id: ID!) {\n    deleteScorableItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteScorableItem($id: ID!) {\n    deleteScorableItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHackathonProfile {\n    deleteHackathonProfile {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHackathonProfile {\n    deleteHackathonProfile {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonProfileFields on HackathonProfile {\n    id\n    githubUrl\n    offerzenUrl\n    linkedinUrl\n    city\n    bio\n    skills {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonProfileFields on HackathonProfile {\n    id\n    githubUrl\n    offerzenUrl\n    linkedinUrl\n    city\n    bio\n    skills {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHackathonProfile {\n    myHackathonProfile {\n      ...HackathonProfileFields\n    }\n    skills {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query MyHackathonProfile {\n    myHackathonProfile {\n      ...HackathonProfileFields\n    }\n    skills {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHackathonProfile($input: UpdateHackathonProfileInput!) {\n    updateHackathonProfile(input: $input) {\n      hackathonProfile {\n        ...HackathonProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHackathonProfile($input: UpdateHackathonProfileInput!) {\n    updateHackathonProfile(input: $input) {\n      hackathonProfile {\n        ...HackathonProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHackathon($input: CreateHackathonInput!) {\n    createHackathon(input: $input) {\n      hackathon {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHackathon($input: CreateHackathonInput!) {\n    createHackathon(input: $input) {\n      hackathon {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DiscoverHackathons($input: DiscoverInput, $first: Int, $after: String) {\n    discoverHackathons(input: $input, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        participantCount\n        prizeCount\n      }\n    }\n  }\n"): (typeof documents)["\n  query DiscoverHackathons($input: DiscoverInput, $first: Int, $after: String) {\n    discoverHackathons(input: $input, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        participantCount\n        prizeCount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonSettings on Hackathon {\n    id\n    name\n    description\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    startDatetime\n    endDatetime\n    timeZone\n    organization {\n      id\n    }\n    hasGameification\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasTalents\n    hasPopularVote\n    hasPitches\n    hasVolunteers\n    hasResources\n    hasGoals\n    hasKickoffSession\n    hasClosingSession\n    managementTeamVisible\n    ideasRequired\n    ideasRequireApproval\n    ideasThroughoutHacking\n    showTeams\n    canRegisterOutsideRegistrationPhase\n    requireTermsAcceptance\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      manage\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonSettings on Hackathon {\n    id\n    name\n    description\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    startDatetime\n    endDatetime\n    timeZone\n    organization {\n      id\n    }\n    hasGameification\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasTalents\n    hasPopularVote\n    hasPitches\n    hasVolunteers\n    hasResources\n    hasGoals\n    hasKickoffSession\n    hasClosingSession\n    managementTeamVisible\n    ideasRequired\n    ideasRequireApproval\n    ideasThroughoutHacking\n    showTeams\n    canRegisterOutsideRegistrationPhase\n    requireTermsAcceptance\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      manage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonSettings($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonSettings\n    }\n  }\n"): (typeof documents)["\n  query HackathonSettings($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonSettings\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHackathon($input: UpdateHackathonInput!) {\n    updateHackathon(input: $input) {\n      hackathon {\n        ...HackathonSettings\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHackathon($input: UpdateHackathonInput!) {\n    updateHackathon(input: $input) {\n      hackathon {\n        ...HackathonSettings\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonDetailFields on Hackathon {\n    ...HackathonOverview\n    ...HackathonRoles\n    inviteToken\n    requireTermsAcceptance\n    myCheckInCode\n    myTeam {\n      id\n    }\n    viewerCan {\n      manage\n      join\n      createTeam\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonDetailFields on Hackathon {\n    ...HackathonOverview\n    ...HackathonRoles\n    inviteToken\n    requireTermsAcceptance\n    myCheckInCode\n    myTeam {\n      id\n    }\n    viewerCan {\n      manage\n      join\n      createTeam\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonDetail($id: ID!, $inviteToken: String) {\n    hackathon(id: $id, inviteToken: $inviteToken) {\n      ...HackathonDetailFields\n    }\n  }\n"): (typeof documents)["\n  query HackathonDetail($id: ID!, $inviteToken: String) {\n    hackathon(id: $id, inviteToken: $inviteToken) {\n      ...HackathonDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonShowcase on Hackathon {\n    id\n    phase\n    timeZone\n    hasJudges\n    hasPopularVote\n    participantCount\n    teamCount\n    activePrizes {\n      id\n      name\n      description\n      position\n    }\n    nextProgramItems(first: 3) {\n      id\n      name\n      startTime\n      endTime\n    }\n    shownJudges {\n      id\n      displayName\n    }\n    shownMentors {\n      id\n      displayName\n    }\n    termsVersion\n  }\n"): (typeof documents)["\n  fragment HackathonShowcase on Hackathon {\n    id\n    phase\n    timeZone\n    hasJudges\n    hasPopularVote\n    participantCount\n    teamCount\n    activePrizes {\n      id\n      name\n      description\n      position\n    }\n    nextProgramItems(first: 3) {\n      id\n      name\n      startTime\n      endTime\n    }\n    shownJudges {\n      id\n      displayName\n    }\n    shownMentors {\n      id\n      displayName\n    }\n    termsVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinHackathon($input: JoinHackathonInput!) {\n    joinHackathon(input: $input) {\n      hackathon {\n        id\n        name\n        ...HackathonRoles\n        termsOutstanding\n        myCheckInCode\n        viewerCan {\n          ...ViewerCan\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation JoinHackathon($input: JoinHackathonInput!) {\n    joinHackathon(input: $input) {\n      hackathon {\n        id\n        name\n        ...HackathonRoles\n        termsOutstanding\n        myCheckInCode\n        viewerCan {\n          ...ViewerCan\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveHackathon($input: LeaveHackathonInput!) {\n    leaveHackathon(input: $input) {\n      hackathon {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveHackathon($input: LeaveHackathonInput!) {\n    leaveHackathon(input: $input) {\n      hackathon {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonOverview\n      canRegisterOutsideRegistrationPhase\n    }\n  }\n"): (typeof documents)["\n  query PublicHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonOverview\n      canRegisterOutsideRegistrationPhase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateHackathonInviteToken($input: RotateHackathonInviteTokenInput!) {\n    rotateHackathonInviteToken(input: $input) {\n      hackathon {\n        id\n        inviteToken\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateHackathonInviteToken($input: RotateHackathonInviteTokenInput!) {\n    rotateHackathonInviteToken(input: $input) {\n      hackathon {\n        id\n        inviteToken\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonAccess($id: ID!, $inviteToken: String) {\n    hackathon(id: $id) {\n      id\n      viewerCan {\n        view\n      }\n    }\n    detail: hackathon(id: $id, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n      ...HackathonDetailFields\n    }\n  }\n"): (typeof documents)["\n  query HackathonAccess($id: ID!, $inviteToken: String) {\n    hackathon(id: $id) {\n      id\n      viewerCan {\n        view\n      }\n    }\n    detail: hackathon(id: $id, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n      ...HackathonDetailFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonSummary on Hackathon {\n    id\n    name\n    description\n    startDatetime\n    endDatetime\n    timeZone\n    status\n    statusDisplay\n    phase\n    phaseDisplay\n    organization {\n      id\n      name\n    }\n    cover {\n      thumbnail: url(size: SMALL)\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonSummary on Hackathon {\n    id\n    name\n    description\n    startDatetime\n    endDatetime\n    timeZone\n    status\n    statusDisplay\n    phase\n    phaseDisplay\n    organization {\n      id\n      name\n    }\n    cover {\n      thumbnail: url(size: SMALL)\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonOverview on Hackathon {\n    ...HackathonSummary\n    ...HackathonShowcase\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonOverview on Hackathon {\n    ...HackathonSummary\n    ...HackathonShowcase\n    detailDescription\n    allowedParticipants\n    maxTeamSize\n    cover {\n      url\n      alt\n    }\n    logo {\n      url\n      alt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonRoles on Hackathon {\n    id\n    isCreator\n    isManager\n    isParticipant\n    isMentor\n    isJudge\n    isVolunteer\n    isBanned\n  }\n"): (typeof documents)["\n  fragment HackathonRoles on Hackathon {\n    id\n    isCreator\n    isManager\n    isParticipant\n    isMentor\n    isJudge\n    isVolunteer\n    isBanned\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ViewerCan on HackathonViewerCan {\n    view\n    manage\n    join\n    seeParticipants\n    seeOrganizingTeam\n    approveIdeas\n    seeSubmissions\n    seePopularVote\n    manageRatings\n    manageOrganizingTeam\n    manageJudges\n    manageMentors\n    manageVolunteers\n    createTeam\n  }\n"): (typeof documents)["\n  fragment ViewerCan on HackathonViewerCan {\n    view\n    manage\n    join\n    seeParticipants\n    seeOrganizingTeam\n    approveIdeas\n    seeSubmissions\n    seePopularVote\n    manageRatings\n    manageOrganizingTeam\n    manageJudges\n    manageMentors\n    manageVolunteers\n    createTeam\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {\n    hackathons(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        ...HackathonRoles\n      }\n    }\n  }\n"): (typeof documents)["\n  query Hackathons($filter: HackathonListFilter!, $first: Int, $after: String) {\n    hackathons(filter: $filter, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...HackathonSummary\n        ...HackathonRoles\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdeaCard on Idea {\n    id\n    hackathonId\n    name\n    description\n    created\n    likes\n    likedByMe\n    isCreator\n    creator {\n      id\n      displayName\n    }\n    approval {\n      id\n      state {\n        id\n        name\n        displayName\n      }\n    }\n    viewerCan {\n      edit\n      delete\n      like\n      decide\n      askAiFeedback\n    }\n  }\n"): (typeof documents)["\n  fragment IdeaCard on Idea {\n    id\n    hackathonId\n    name\n    description\n    created\n    likes\n    likedByMe\n    isCreator\n    creator {\n      id\n      displayName\n    }\n    approval {\n      id\n      state {\n        id\n        name\n        displayName\n      }\n    }\n    viewerCan {\n      edit\n      delete\n      like\n      decide\n      askAiFeedback\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AIQueryFields on AIQuery {\n    id\n    uid\n    response\n    errored\n    success\n    created\n    service {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment AIQueryFields on AIQuery {\n    id\n    uid\n    response\n    errored\n    success\n    created\n    service {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IdeaDetail on Idea {\n    ...IdeaCard\n    detailDescription\n    teamSet {\n      id\n      name\n    }\n    approval {\n      id\n      stateUpdates {\n        id\n        newState {\n          id\n          name\n          displayName\n        }\n        comment\n        created\n        createdBy {\n          id\n          displayName\n        }\n      }\n    }\n    aiFeedback {\n      ...AIQueryFields\n    }\n  }\n"): (typeof documents)["\n  fragment IdeaDetail on Idea {\n    ...IdeaCard\n    detailDescription\n    teamSet {\n      id\n      name\n    }\n    approval {\n      id\n      stateUpdates {\n        id\n        newState {\n          id\n          name\n          displayName\n        }\n        comment\n        created\n        createdBy {\n          id\n          displayName\n        }\n      }\n    }\n    aiFeedback {\n      ...AIQueryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IdeasHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      ideasRequired\n      ideasRequireApproval\n    }\n  }\n"): (typeof documents)["\n  query IdeasHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      ideasRequired\n      ideasRequireApproval\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ideas($hackathonId: ID!, $search: String, $orderBy: IdeaOrder, $approvalState: ApprovalStateName, $first: Int, $after: String) {\n    ideas(hackathonId: $hackathonId, search: $search, orderBy: $orderBy, approvalState: $approvalState, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...IdeaCard\n      }\n    }\n  }\n"): (typeof documents)["\n  query Ideas($hackathonId: ID!, $search: String, $orderBy: IdeaOrder, $approvalState: ApprovalStateName, $first: Int, $after: String) {\n    ideas(hackathonId: $hackathonId, search: $search, orderBy: $orderBy, approvalState: $approvalState, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...IdeaCard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyIdeas($hackathonId: ID!) {\n    myIdeas(hackathonId: $hackathonId) {\n      ...IdeaCard\n    }\n  }\n"): (typeof documents)["\n  query MyIdeas($hackathonId: ID!) {\n    myIdeas(hackathonId: $hackathonId) {\n      ...IdeaCard\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Idea($id: ID!) {\n    idea(id: $id) {\n      ...IdeaDetail\n    }\n  }\n"): (typeof documents)["\n  query Idea($id: ID!) {\n    idea(id: $id) {\n      ...IdeaDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingApprovalCount($hackathonId: ID!) {\n    pendingApprovalCount(hackathonId: $hackathonId)\n  }\n"): (typeof documents)["\n  query PendingApprovalCount($hackathonId: ID!) {\n    pendingApprovalCount(hackathonId: $hackathonId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AIServices {\n    aiServices {\n      id\n      name\n      configured\n    }\n  }\n"): (typeof documents)["\n  query AIServices {\n    aiServices {\n      id\n      name\n      configured\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AIQueryById($id: ID!) {\n    aiQuery(id: $id) {\n      ...AIQueryFields\n    }\n  }\n"): (typeof documents)["\n  query AIQueryById($id: ID!) {\n    aiQuery(id: $id) {\n      ...AIQueryFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveIdea($input: SaveIdeaInput!) {\n    saveIdea(input: $input) {\n      idea {\n        ...IdeaDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveIdea($input: SaveIdeaInput!) {\n    saveIdea(input: $input) {\n      idea {\n        ...IdeaDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteIdea($input: DeleteIdeaInput!) {\n    deleteIdea(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteIdea($input: DeleteIdeaInput!) {\n    deleteIdea(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LikeIdea($input: LikeIdeaInput!) {\n    likeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LikeIdea($input: LikeIdeaInput!) {\n    likeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnlikeIdea($input: LikeIdeaInput!) {\n    unlikeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnlikeIdea($input: LikeIdeaInput!) {\n    unlikeIdea(input: $input) {\n      idea {\n        id\n        likes\n        likedByMe\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateApprovalState($input: UpdateApprovalStateInput!) {\n    updateApprovalState(input: $input) {\n      approval {\n        id\n        state {\n          id\n          name\n          displayName\n        }\n        idea {\n          ...IdeaDetail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateApprovalState($input: UpdateApprovalStateInput!) {\n    updateApprovalState(input: $input) {\n      approval {\n        id\n        state {\n          id\n          name\n          displayName\n        }\n        idea {\n          ...IdeaDetail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAIQuery($input: CreateAIQueryInput!) {\n    createAiQuery(input: $input) {\n      id\n      uid\n      errored\n      query {\n        ...AIQueryFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAIQuery($input: CreateAIQueryInput!) {\n    createAiQuery(input: $input) {\n      id\n      uid\n      errored\n      query {\n        ...AIQueryFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InviteRow on Invite {\n    id\n    uid\n    kind\n    email\n    status\n    delivery\n    deliveryError\n    invitedAt\n    expiresAt\n    respondedAt\n  }\n"): (typeof documents)["\n  fragment InviteRow on Invite {\n    id\n    uid\n    kind\n    email\n    status\n    delivery\n    deliveryError\n    invitedAt\n    expiresAt\n    respondedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InviteDetail on Invite {\n    ...InviteRow\n    roleName\n    organizationRole\n    hackathon {\n      id\n      name\n      description\n    }\n    organization {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n    respondedBy {\n      id\n      displayName\n    }\n    isForViewer\n  }\n"): (typeof documents)["\n  fragment InviteDetail on Invite {\n    ...InviteRow\n    roleName\n    organizationRole\n    hackathon {\n      id\n      name\n      description\n    }\n    organization {\n      id\n      name\n    }\n    invitedBy {\n      id\n      displayName\n    }\n    respondedBy {\n      id\n      displayName\n    }\n    isForViewer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonMemberRow on HackathonMember {\n    id\n    kind\n    status\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment HackathonMemberRow on HackathonMember {\n    id\n    kind\n    status\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationMemberRow on OrganizationMember {\n    id\n    role\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment OrganizationMemberRow on OrganizationMember {\n    id\n    role\n    joinedAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvitePayloadFields on InvitePayload {\n    invited {\n      id\n      email\n    }\n    alreadyPending {\n      id\n      email\n    }\n    rejected {\n      email\n      reason\n    }\n  }\n"): (typeof documents)["\n  fragment InvitePayloadFields on InvitePayload {\n    invited {\n      id\n      email\n    }\n    alreadyPending {\n      id\n      email\n    }\n    rejected {\n      email\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonPeople($hackathonId: ID!, $kind: InviteKind!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        ...ViewerCan\n      }\n    }\n    hackathonMembers(hackathonId: $hackathonId, kind: $kind) {\n      ...HackathonMemberRow\n    }\n  }\n"): (typeof documents)["\n  query HackathonPeople($hackathonId: ID!, $kind: InviteKind!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      viewerCan {\n        ...ViewerCan\n      }\n    }\n    hackathonMembers(hackathonId: $hackathonId, kind: $kind) {\n      ...HackathonMemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonInvites($hackathonId: ID!, $kind: InviteKind!, $status: InviteStatus) {\n    hackathonInvites(hackathonId: $hackathonId, kind: $kind, status: $status) {\n      ...InviteRow\n    }\n  }\n"): (typeof documents)["\n  query HackathonInvites($hackathonId: ID!, $kind: InviteKind!, $status: InviteStatus) {\n    hackathonInvites(hackathonId: $hackathonId, kind: $kind, status: $status) {\n      ...InviteRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationPeople($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n      viewerCan {\n        manageMembers\n      }\n    }\n    organizationMembers(organizationId: $organizationId) {\n      ...OrganizationMemberRow\n    }\n  }\n"): (typeof documents)["\n  query OrganizationPeople($organizationId: ID!) {\n    organization(id: $organizationId) {\n      id\n      name\n      viewerCan {\n        manageMembers\n      }\n    }\n    organizationMembers(organizationId: $organizationId) {\n      ...OrganizationMemberRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrganizationInvites($organizationId: ID!, $status: InviteStatus) {\n    organizationInvites(organizationId: $organizationId, status: $status) {\n      ...InviteRow\n    }\n  }\n"): (typeof documents)["\n  query OrganizationInvites($organizationId: ID!, $status: InviteStatus) {\n    organizationInvites(organizationId: $organizationId, status: $status) {\n      ...InviteRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invite($uid: String!) {\n    invite(uid: $uid) {\n      ...InviteDetail\n    }\n  }\n"): (typeof documents)["\n  query Invite($uid: String!) {\n    invite(uid: $uid) {\n      ...InviteDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToHackathon($input: InviteToHackathonInput!) {\n    inviteToHackathon(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToHackathon($input: InviteToHackathonInput!) {\n    inviteToHackathon(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToOrganization($input: InviteToOrganizationInput!) {\n    inviteToOrganization(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToOrganization($input: InviteToOrganizationInput!) {\n    inviteToOrganization(input: $input) {\n      ...InvitePayloadFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeInvite($input: InviteIdInput!) {\n    revokeInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeInvite($input: InviteIdInput!) {\n    revokeInvite(input: $input) {\n      invite {\n        ...InviteRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerInvite($input: AnswerInviteInput!) {\n    answerInvite(input: $input) {\n      invite {\n        ...InviteDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerInvite($input: AnswerInviteInput!) {\n    answerInvite(input: $input) {\n      invite {\n        ...InviteDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHackathonMember($input: UpdateHackathonMemberInput!) {\n    updateHackathonMember(input: $input) {\n      member {\n        ...HackathonMemberRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHackathonMember($input: UpdateHackathonMemberInput!) {\n    updateHackathonMember(input: $input) {\n      member {\n        ...HackathonMemberRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveHackathonMember($input: RemoveHackathonMemberInput!) {\n    removeHackathonMember(input: $input) {\n      removedId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveHackathonMember($input: RemoveHackathonMemberInput!) {\n    removeHackathonMember(input: $input) {\n      removedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {\n    updateOrganizationMember(input: $input) {\n      member {\n        ...OrganizationMemberRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganizationMember($input: UpdateOrganizationMemberInput!) {\n    updateOrganizationMember(input: $input) {\n      member {\n        ...OrganizationMemberRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveOrganizationMember($input: RemoveOrganizationMemberInput!) {\n    removeOrganizationMember(input: $input) {\n      removedId\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveOrganizationMember($input: RemoveOrganizationMemberInput!) {\n    removeOrganizationMember(input: $input) {\n      removedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferHackathon($input: TransferHackathonInput!) {\n    transferHackathon(input: $input) {\n      hackathonId\n      creator {\n        id\n        displayName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferHackathon($input: TransferHackathonInput!) {\n    transferHackathon(input: $input) {\n      hackathonId\n      creator {\n        id\n        displayName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JobRow on Job {\n    key\n    kind\n    recordId\n    hackathonId\n    hackathonName\n    state\n    stuck\n    problem\n    subject\n    startedAt\n    lastProgressAt\n    dueAt\n    workflowId\n    temporalUrl\n    actions\n  }\n"): (typeof documents)["\n  fragment JobRow on Job {\n    key\n    kind\n    recordId\n    hackathonId\n    hackathonName\n    state\n    stuck\n    problem\n    subject\n    startedAt\n    lastProgressAt\n    dueAt\n    workflowId\n    temporalUrl\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jobs($hackathonId: ID, $stuckOnly: Boolean) {\n    jobs(hackathonId: $hackathonId, stuckOnly: $stuckOnly) {\n      ...JobRow\n    }\n  }\n"): (typeof documents)["\n  query Jobs($hackathonId: ID, $stuckOnly: Boolean) {\n    jobs(hackathonId: $hackathonId, stuckOnly: $stuckOnly) {\n      ...JobRow\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CanSeeAllJobs {\n    me {\n      id\n      canSeeAllJobs\n    }\n  }\n"): (typeof documents)["\n  query CanSeeAllJobs {\n    me {\n      id\n      canSeeAllJobs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendJobInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        id\n        delivery\n        deliveryError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResendJobInvite($input: InviteIdInput!) {\n    resendInvite(input: $input) {\n      invite {\n        id\n        delivery\n        deliveryError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RestartExport($input: RestartExportInput!) {\n    restartExport(input: $input) {\n      success\n      message\n      export {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RestartExport($input: RestartExportInput!) {\n    restartExport(input: $input) {\n      success\n      message\n      export {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgingHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      phase\n      hasJudges\n      hasPopularVote\n      isJudge\n      viewerCan {\n        manage\n        seeSubmissions\n        seePopularVote\n      }\n    }\n  }\n"): (typeof documents)["\n  query JudgingHackathon($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      phase\n      hasJudges\n      hasPopularVote\n      isJudge\n      viewerCan {\n        manage\n        seeSubmissions\n        seePopularVote\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CriterionFields on JudgingCriterion {\n    id\n    name\n    description\n    maxScore\n    type\n    typeDisplay\n    position\n  }\n"): (typeof documents)["\n  fragment CriterionFields on JudgingCriterion {\n    id\n    name\n    description\n    maxScore\n    type\n    typeDisplay\n    position\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgingCriteria($id: ID!) {\n    judgingCriteria(hackathonId: $id) {\n      ...CriterionFields\n    }\n  }\n"): (typeof documents)["\n  query JudgingCriteria($id: ID!) {\n    judgingCriteria(hackathonId: $id) {\n      ...CriterionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateJudgingCriterion($input: CreateJudgingCriterionInput!) {\n    createJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateJudgingCriterion($input: CreateJudgingCriterionInput!) {\n    createJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJudgingCriterion($input: UpdateJudgingCriterionInput!) {\n    updateJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJudgingCriterion($input: UpdateJudgingCriterionInput!) {\n    updateJudgingCriterion(input: $input) {\n      judgingCriterion {\n        ...CriterionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteJudgingCriterion($input: DeleteJudgingCriterionInput!) {\n    deleteJudgingCriterion(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteJudgingCriterion($input: DeleteJudgingCriterionInput!) {\n    deleteJudgingCriterion(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderJudgingCriteria($input: ReorderJudgingCriteriaInput!) {\n    reorderJudgingCriteria(input: $input) {\n      judgingCriteria {\n        ...CriterionFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderJudgingCriteria($input: ReorderJudgingCriteriaInput!) {\n    reorderJudgingCriteria(input: $input) {\n      judgingCriteria {\n        ...CriterionFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JudgedSubmissionFields on Submission {\n    id\n    team {\n      id\n      name\n    }\n    competitionCategory {\n      id\n      name\n    }\n    judgingStatus\n    myJudgingStatus\n    judgingProgress\n    totalJudges\n    myScore\n    maxScore\n    averageScore\n  }\n"): (typeof documents)["\n  fragment JudgedSubmissionFields on Submission {\n    id\n    team {\n      id\n      name\n    }\n    competitionCategory {\n      id\n      name\n    }\n    judgingStatus\n    myJudgingStatus\n    judgingProgress\n    totalJudges\n    myScore\n    maxScore\n    averageScore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SubmissionResponseFields on Submission {\n    response\n    template {\n      id\n      schema\n    }\n  }\n"): (typeof documents)["\n  fragment SubmissionResponseFields on Submission {\n    response\n    template {\n      id\n      schema\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionsForJudging($id: ID!) {\n    submissionsForJudging(hackathonId: $id) {\n      ...JudgedSubmissionFields\n    }\n  }\n"): (typeof documents)["\n  query SubmissionsForJudging($id: ID!) {\n    submissionsForJudging(hackathonId: $id) {\n      ...JudgedSubmissionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JudgingResults($id: ID!) {\n    judgingResults(hackathonId: $id) {\n      maxScore\n      categories {\n        categoryId\n        categoryName\n        standings {\n          submissionId\n          teamName\n          rank\n          tied\n          judged\n          rawScore\n          normalizedScore\n        }\n      }\n      judges {\n        judgeId\n        judgeName\n        completed\n        assigned\n      }\n    }\n  }\n"): (typeof documents)["\n  query JudgingResults($id: ID!) {\n    judgingResults(hackathonId: $id) {\n      maxScore\n      categories {\n        categoryId\n        categoryName\n        standings {\n          submissionId\n          teamName\n          rank\n          tied\n          judged\n          rawScore\n          normalizedScore\n        }\n      }\n      judges {\n        judgeId\n        judgeName\n        completed\n        assigned\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Scoring($id: ID!, $hackathonId: ID!) {\n    submissionForJudging(id: $id) {\n      ...JudgedSubmissionFields\n      ...SubmissionResponseFields\n      viewerCan {\n        score\n      }\n    }\n    judgingScores(submissionId: $id, judging: true) {\n      id\n      score\n      completed\n      criteria {\n        id\n      }\n    }\n    judgingCriteria(hackathonId: $hackathonId) {\n      ...CriterionFields\n    }\n  }\n"): (typeof documents)["\n  query Scoring($id: ID!, $hackathonId: ID!) {\n    submissionForJudging(id: $id) {\n      ...JudgedSubmissionFields\n      ...SubmissionResponseFields\n      viewerCan {\n        score\n      }\n    }\n    judgingScores(submissionId: $id, judging: true) {\n      id\n      score\n      completed\n      criteria {\n        id\n      }\n    }\n    judgingCriteria(hackathonId: $hackathonId) {\n      ...CriterionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateJudgingScores($input: UpdateJudgingScoresInput!) {\n    updateJudgingScores(input: $input) {\n      submission {\n        ...JudgedSubmissionFields\n      }\n      scores {\n        id\n        score\n        completed\n        criteria {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateJudgingScores($input: UpdateJudgingScoresInput!) {\n    updateJudgingScores(input: $input) {\n      submission {\n        ...JudgedSubmissionFields\n      }\n      scores {\n        id\n        score\n        completed\n        criteria {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PopularVoteFields on PopularVote {\n    hackathonId\n    open\n    countsVisible\n    canVote\n    entries {\n      categoryId\n      votes\n      myVote\n      ownTeam\n      submission {\n        id\n        team {\n          id\n          name\n        }\n        competitionCategory {\n          id\n          name\n        }\n        ...SubmissionResponseFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PopularVoteFields on PopularVote {\n    hackathonId\n    open\n    countsVisible\n    canVote\n    entries {\n      categoryId\n      votes\n      myVote\n      ownTeam\n      submission {\n        id\n        team {\n          id\n          name\n        }\n        competitionCategory {\n          id\n          name\n        }\n        ...SubmissionResponseFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PopularVote($id: ID!) {\n    popularVote(hackathonId: $id) {\n      ...PopularVoteFields\n    }\n  }\n"): (typeof documents)["\n  query PopularVote($id: ID!) {\n    popularVote(hackathonId: $id) {\n      ...PopularVoteFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CastPopularVote($id: ID!) {\n    castPopularVote(input: { submissionId: $id }) {\n      popularVote {\n        ...PopularVoteFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CastPopularVote($id: ID!) {\n    castPopularVote(input: { submissionId: $id }) {\n      popularVote {\n        ...PopularVoteFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerFields on Ledger {\n    id\n    name\n    description\n    status\n    owner {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerFields on Ledger {\n    id\n    name\n    description\n    status\n    owner {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerStatusFields on LedgerStatus {\n    id\n    name\n    statusGroupId\n  }\n"): (typeof documents)["\n  fragment LedgerStatusFields on LedgerStatus {\n    id\n    name\n    statusGroupId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerTagFields on LedgerTag {\n    id\n    name\n    color\n  }\n"): (typeof documents)["\n  fragment LedgerTagFields on LedgerTag {\n    id\n    name\n    color\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerPropertyFields on LedgerProperty {\n    id\n    ledgerItemId\n    name\n    propertyType\n    valueText\n    valueNumber\n    valueCurrency\n    valueTags {\n      ...LedgerTagFields\n    }\n    valueStatus {\n      ...LedgerStatusFields\n    }\n    linkedItemId\n  }\n"): (typeof documents)["\n  fragment LedgerPropertyFields on LedgerProperty {\n    id\n    ledgerItemId\n    name\n    propertyType\n    valueText\n    valueNumber\n    valueCurrency\n    valueTags {\n      ...LedgerTagFields\n    }\n    valueStatus {\n      ...LedgerStatusFields\n    }\n    linkedItemId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LedgerItemFields on LedgerItem {\n    id\n    uid\n    name\n    description\n    parentId\n    children\n    properties {\n      ...LedgerPropertyFields\n    }\n  }\n"): (typeof documents)["\n  fragment LedgerItemFields on LedgerItem {\n    id\n    uid\n    name\n    description\n    parentId\n    children\n    properties {\n      ...LedgerPropertyFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ledgers {\n    ledgers {\n      ...LedgerFields\n    }\n  }\n"): (typeof documents)["\n  query Ledgers {\n    ledgers {\n      ...LedgerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LedgerOrganizations {\n    organizations(filter: ASSOCIATED) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query LedgerOrganizations {\n    organizations(filter: ASSOCIATED) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ledger($id: ID!) {\n    ledger(id: $id) {\n      ...LedgerFields\n    }\n    ledgerItems(ledgerId: $id) {\n      ...LedgerItemFields\n    }\n    ledgerStatusGroups(ledgerId: $id) {\n      id\n      name\n      statuses {\n        ...LedgerStatusFields\n      }\n    }\n    ledgerTags(ledgerId: $id) {\n      ...LedgerTagFields\n    }\n  }\n"): (typeof documents)["\n  query Ledger($id: ID!) {\n    ledger(id: $id) {\n      ...LedgerFields\n    }\n    ledgerItems(ledgerId: $id) {\n      ...LedgerItemFields\n    }\n    ledgerStatusGroups(ledgerId: $id) {\n      id\n      name\n      statuses {\n        ...LedgerStatusFields\n      }\n    }\n    ledgerTags(ledgerId: $id) {\n      ...LedgerTagFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedger($input: CreateLedgerInput!) {\n    createLedger(input: $input) {\n      ledger {\n        ...LedgerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedger($input: CreateLedgerInput!) {\n    createLedger(input: $input) {\n      ledger {\n        ...LedgerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerItem($input: CreateLedgerItemInput!) {\n    createLedgerItem(input: $input) {\n      item {\n        ...LedgerItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerItem($input: CreateLedgerItemInput!) {\n    createLedgerItem(input: $input) {\n      item {\n        ...LedgerItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLedgerItem($id: ID!) {\n    deleteLedgerItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLedgerItem($id: ID!) {\n    deleteLedgerItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerProperty($input: CreateLedgerPropertyInput!) {\n    createLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerProperty($input: CreateLedgerPropertyInput!) {\n    createLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLedgerProperty($input: UpdateLedgerPropertyInput!) {\n    updateLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLedgerProperty($input: UpdateLedgerPropertyInput!) {\n    updateLedgerProperty(input: $input) {\n      property {\n        ...LedgerPropertyFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteLedgerProperty($id: ID!) {\n    deleteLedgerProperty(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteLedgerProperty($id: ID!) {\n    deleteLedgerProperty(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerTag($input: CreateLedgerTagInput!) {\n    createLedgerTag(input: $input) {\n      tag {\n        ...LedgerTagFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerTag($input: CreateLedgerTagInput!) {\n    createLedgerTag(input: $input) {\n      tag {\n        ...LedgerTagFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerStatusGroup($input: CreateLedgerStatusGroupInput!) {\n    createLedgerStatusGroup(input: $input) {\n      statusGroup {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerStatusGroup($input: CreateLedgerStatusGroupInput!) {\n    createLedgerStatusGroup(input: $input) {\n      statusGroup {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateLedgerStatus($input: CreateLedgerStatusInput!) {\n    createLedgerStatus(input: $input) {\n      status {\n        ...LedgerStatusFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateLedgerStatus($input: CreateLedgerStatusInput!) {\n    createLedgerStatus(input: $input) {\n      status {\n        ...LedgerStatusFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    text\n    link\n    isRead\n    created\n  }\n"): (typeof documents)["\n  fragment NotificationFields on Notification {\n    id\n    type\n    title\n    text\n    link\n    isRead\n    created\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UnreadNotifications {\n    myNotifications(unreadOnly: true, first: 3) {\n      unreadCount\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query UnreadNotifications {\n    myNotifications(unreadOnly: true, first: 3) {\n      unreadCount\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllNotifications($first: Int, $after: String) {\n    myNotifications(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AllNotifications($first: Int, $after: String) {\n    myNotifications(first: $first, after: $after) {\n      totalCount\n      unreadCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      items {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      success\n      notification {\n        id\n        isRead\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationRead($input: MarkNotificationReadInput!) {\n    markNotificationRead(input: $input) {\n      success\n      notification {\n        id\n        isRead\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      success\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead {\n      success\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyMetadata {\n    myMetadata {\n      metaDataType\n      value\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query MyMetadata {\n    myMetadata {\n      metaDataType\n      value\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveUserMetadata($input: SaveUserMetadataInput!) {\n    saveUserMetadata(input: $input) {\n      entries {\n        metaDataType\n        value\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveUserMetadata($input: SaveUserMetadataInput!) {\n    saveUserMetadata(input: $input) {\n      entries {\n        metaDataType\n        value\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OrganizationSummary on Organization {\n    id\n    name\n    description\n    userMembershipRole\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      createHackathon\n      update\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment OrganizationSummary on Organization {\n    id\n    name\n    description\n    userMembershipRole\n    logo {\n      url\n      alt\n    }\n    viewerCan {\n      createHackathon\n      update\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganizations {\n    organizations(filter: ASSOCIATED) {\n      ...OrganizationSummary\n    }\n  }\n"): (typeof documents)["\n  query MyOrganizations {\n    organizations(filter: ASSOCIATED) {\n      ...OrganizationSummary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateOrganization($input: CreateOrganizationInput!) {\n    createOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateOrganization($input: UpdateOrganizationInput!) {\n    updateOrganization(input: $input) {\n      organization {\n        ...OrganizationSummary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteOrganization($input: DeleteOrganizationInput!) {\n    deleteOrganization(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteOrganization($input: DeleteOrganizationInput!) {\n    deleteOrganization(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParticipantDetails on Participant {\n    daysPresent\n    profile {\n      id\n      city\n      bio\n      githubUrl\n      offerzenUrl\n      linkedinUrl\n      skills {\n        id\n        name\n      }\n    }\n    attendances {\n      ...AttendanceDay\n    }\n    teams {\n      teamId\n      name\n      role\n      status\n    }\n    ideas {\n      id\n      name\n      approval {\n        id\n        state {\n          id\n          name\n        }\n      }\n    }\n    mentorStatus\n  }\n"): (typeof documents)["\n  fragment ParticipantDetails on Participant {\n    daysPresent\n    profile {\n      id\n      city\n      bio\n      githubUrl\n      offerzenUrl\n      linkedinUrl\n      skills {\n        id\n        name\n      }\n    }\n    attendances {\n      ...AttendanceDay\n    }\n    teams {\n      teamId\n      name\n      role\n      status\n    }\n    ideas {\n      id\n      name\n      approval {\n        id\n        state {\n          id\n          name\n        }\n      }\n    }\n    mentorStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AttendanceDay on Attendance {\n    id\n    participantId\n    date\n    presentAtHackathon\n    availableToday\n  }\n"): (typeof documents)["\n  fragment AttendanceDay on Attendance {\n    id\n    participantId\n    date\n    presentAtHackathon\n    availableToday\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetParticipantPresence($input: SetParticipantPresenceInput!) {\n    setParticipantPresence(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetParticipantPresence($input: SetParticipantPresenceInput!) {\n    setParticipantPresence(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyAttendances($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      today\n      days\n    }\n    myAttendances(hackathonId: $hackathonId) {\n      ...AttendanceDay\n    }\n  }\n"): (typeof documents)["\n  query MyAttendances($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      today\n      days\n    }\n    myAttendances(hackathonId: $hackathonId) {\n      ...AttendanceDay\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMyAvailability($input: SetMyAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetMyAvailability($input: SetMyAvailabilityInput!) {\n    setMyAvailability(input: $input) {\n      attendance {\n        ...AttendanceDay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParticipantRow on Participant {\n    id\n    status\n    banned\n    presentAtHackathon\n    presentToday\n    registeredAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"): (typeof documents)["\n  fragment ParticipantRow on Participant {\n    id\n    status\n    banned\n    presentAtHackathon\n    presentToday\n    registeredAt\n    person {\n      id\n      displayName\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ParticipantsHackathon on Hackathon {\n    id\n    name\n    viewerCan {\n      seeParticipants\n      manage\n    }\n  }\n"): (typeof documents)["\n  fragment ParticipantsHackathon on Hackathon {\n    id\n    name\n    viewerCan {\n      seeParticipants\n      manage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Participants(\n    $hackathonId: ID!\n    $search: String\n    $filter: ParticipantFilter\n    $orderBy: ParticipantOrder\n    $first: Int\n    $after: String\n  ) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n    }\n    participants(hackathonId: $hackathonId, search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      items {\n        ...ParticipantRow\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Participants(\n    $hackathonId: ID!\n    $search: String\n    $filter: ParticipantFilter\n    $orderBy: ParticipantOrder\n    $first: Int\n    $after: String\n  ) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n    }\n    participants(hackathonId: $hackathonId, search: $search, filter: $filter, orderBy: $orderBy, first: $first, after: $after) {\n      items {\n        ...ParticipantRow\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Participant($hackathonId: ID!, $id: ID!) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n      today\n      days\n    }\n    participant(id: $id) {\n      ...ParticipantRow\n      hackathonId\n      ...ParticipantDetails\n    }\n  }\n"): (typeof documents)["\n  query Participant($hackathonId: ID!, $id: ID!) {\n    hackathon(id: $hackathonId) {\n      ...ParticipantsHackathon\n      today\n      days\n    }\n    participant(id: $id) {\n      ...ParticipantRow\n      hackathonId\n      ...ParticipantDetails\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateParticipant($input: UpdateParticipantInput!) {\n    updateParticipant(input: $input) {\n      participant {\n        ...ParticipantRow\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateParticipant($input: UpdateParticipantInput!) {\n    updateParticipant(input: $input) {\n      participant {\n        ...ParticipantRow\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgrammeHackathon on Hackathon {\n    id\n    name\n    timeZone\n    startDatetime\n    endDatetime\n    scheduleCalendarPath\n    hasPrizes\n    hasResources\n    viewerCan {\n      view\n      manageProgramme\n      seePrizes\n      seeResources\n      seeGoals\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment ProgrammeHackathon on Hackathon {\n    id\n    name\n    timeZone\n    startDatetime\n    endDatetime\n    scheduleCalendarPath\n    hasPrizes\n    hasResources\n    viewerCan {\n      view\n      manageProgramme\n      seePrizes\n      seeResources\n      seeGoals\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProgramItemFields on ProgramItem {\n    id\n    kind\n    name\n    description\n    startTime\n    endTime\n    links {\n      name\n      url\n    }\n  }\n"): (typeof documents)["\n  fragment ProgramItemFields on ProgramItem {\n    id\n    kind\n    name\n    description\n    startTime\n    endTime\n    links {\n      name\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProgrammeHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...ProgrammeHackathon\n    }\n  }\n"): (typeof documents)["\n  query ProgrammeHackathon($id: ID!) {\n    hackathon(id: $id) {\n      ...ProgrammeHackathon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Schedule($id: ID!) {\n    programItems(hackathonId: $id) {\n      ...ProgramItemFields\n    }\n  }\n"): (typeof documents)["\n  query Schedule($id: ID!) {\n    programItems(hackathonId: $id) {\n      ...ProgramItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProgramItem($input: CreateProgramItemInput!) {\n    createProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProgramItem($input: CreateProgramItemInput!) {\n    createProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProgramItem($input: UpdateProgramItemInput!) {\n    updateProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProgramItem($input: UpdateProgramItemInput!) {\n    updateProgramItem(input: $input) {\n      programItem {\n        ...ProgramItemFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProgramItem($id: ID!) {\n    deleteProgramItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProgramItem($id: ID!) {\n    deleteProgramItem(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrizeFields on Prize {\n    id\n    name\n    description\n    position\n    active\n  }\n"): (typeof documents)["\n  fragment PrizeFields on Prize {\n    id\n    name\n    description\n    position\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Prizes($id: ID!) {\n    prizes(hackathonId: $id) {\n      ...PrizeFields\n    }\n  }\n"): (typeof documents)["\n  query Prizes($id: ID!) {\n    prizes(hackathonId: $id) {\n      ...PrizeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePrize($input: CreatePrizeInput!) {\n    createPrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePrize($input: CreatePrizeInput!) {\n    createPrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePrize($input: UpdatePrizeInput!) {\n    updatePrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePrize($input: UpdatePrizeInput!) {\n    updatePrize(input: $input) {\n      prize {\n        ...PrizeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePrize($id: ID!) {\n    deletePrize(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeletePrize($id: ID!) {\n    deletePrize(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GoalFields on Goal {\n    id\n    name\n    description\n    priority\n  }\n"): (typeof documents)["\n  fragment GoalFields on Goal {\n    id\n    name\n    description\n    priority\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Goals($id: ID!) {\n    goals(hackathonId: $id) {\n      ...GoalFields\n    }\n  }\n"): (typeof documents)["\n  query Goals($id: ID!) {\n    goals(hackathonId: $id) {\n      ...GoalFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGoal($input: CreateGoalInput!) {\n    createGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGoal($input: UpdateGoalInput!) {\n    updateGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGoal($input: UpdateGoalInput!) {\n    updateGoal(input: $input) {\n      goal {\n        ...GoalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGoal($id: ID!) {\n    deleteGoal(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderGoals($input: ReorderGoalsInput!) {\n    reorderGoals(input: $input) {\n      goals {\n        ...GoalFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderGoals($input: ReorderGoalsInput!) {\n    reorderGoals(input: $input) {\n      goals {\n        ...GoalFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ResourceFields on HackathonResource {\n    id\n    name\n    description\n    url\n  }\n"): (typeof documents)["\n  fragment ResourceFields on HackathonResource {\n    id\n    name\n    description\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonResources($id: ID!) {\n    hackathonResources(hackathonId: $id) {\n      ...ResourceFields\n    }\n  }\n"): (typeof documents)["\n  query HackathonResources($id: ID!) {\n    hackathonResources(hackathonId: $id) {\n      ...ResourceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateHackathonResource($input: CreateHackathonResourceInput!) {\n    createHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateHackathonResource($input: CreateHackathonResourceInput!) {\n    createHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHackathonResource($input: UpdateHackathonResourceInput!) {\n    updateHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHackathonResource($input: UpdateHackathonResourceInput!) {\n    updateHackathonResource(input: $input) {\n      hackathonResource {\n        ...ResourceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHackathonResource($id: ID!) {\n    deleteHackathonResource(input: { id: $id }) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHackathonResource($id: ID!) {\n    deleteHackathonResource(input: { id: $id }) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteHackathon($input: DeleteHackathonInput!) {\n    deleteHackathon(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteHackathon($input: DeleteHackathonInput!) {\n    deleteHackathon(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingTemplateFields on RatingTemplate {\n    id\n    family\n    name\n    system\n    finalizable\n    itemTemplates {\n      id\n      name\n      description\n      ratingType\n      maxScore\n    }\n  }\n"): (typeof documents)["\n  fragment RatingTemplateFields on RatingTemplate {\n    id\n    family\n    name\n    system\n    finalizable\n    itemTemplates {\n      id\n      name\n      description\n      ratingType\n      maxScore\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingViewerCanFields on RatingViewerCan {\n    manageTemplates\n    rateTalents\n    seeTalentRatings\n    seePitchAggregates\n  }\n"): (typeof documents)["\n  fragment RatingViewerCanFields on RatingViewerCan {\n    manageTemplates\n    rateTalents\n    seeTalentRatings\n    seePitchAggregates\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RatingManagement($hackathonId: ID!, $family: RatingFamily!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: $family) {\n      ...RatingTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query RatingManagement($hackathonId: ID!, $family: RatingFamily!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: $family) {\n      ...RatingTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRatingTemplate($input: CreateRatingTemplateInput!) {\n    createRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRatingTemplate($input: CreateRatingTemplateInput!) {\n    createRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRatingTemplate($input: UpdateRatingTemplateInput!) {\n    updateRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRatingTemplate($input: UpdateRatingTemplateInput!) {\n    updateRatingTemplate(input: $input) {\n      ratingTemplate {\n        ...RatingTemplateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRatingTemplate($input: DeleteInput!) {\n    deleteRatingTemplate(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRatingTemplate($input: DeleteInput!) {\n    deleteRatingTemplate(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRatingItemTemplate($input: CreateRatingItemTemplateInput!) {\n    createRatingItemTemplate(input: $input) {\n      ratingItemTemplate {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRatingItemTemplate($input: CreateRatingItemTemplateInput!) {\n    createRatingItemTemplate(input: $input) {\n      ratingItemTemplate {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRatingItemTemplate($input: DeleteInput!) {\n    deleteRatingItemTemplate(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteRatingItemTemplate($input: DeleteInput!) {\n    deleteRatingItemTemplate(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RatingFields on Rating {\n    id\n    ratingTemplateId\n    finalized\n    ratedProfile {\n      id\n      name\n    }\n    ratedTeam {\n      id\n      name\n    }\n    items {\n      id\n      ratingItemTemplateId\n      criterion\n      ratingType\n      score\n      ratingText\n    }\n  }\n"): (typeof documents)["\n  fragment RatingFields on Rating {\n    id\n    ratingTemplateId\n    finalized\n    ratedProfile {\n      id\n      name\n    }\n    ratedTeam {\n      id\n      name\n    }\n    items {\n      id\n      ratingItemTemplateId\n      criterion\n      ratingType\n      score\n      ratingText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTalentRatings($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingTemplateFields\n    }\n  }\n"): (typeof documents)["\n  query MyTalentRatings($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      ratingViewerCan {\n        ...RatingViewerCanFields\n      }\n    }\n    ratingTemplates(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingTemplateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyTalentRatingsToRate($hackathonId: ID!) {\n    rateableParticipants(hackathonId: $hackathonId, family: TALENT) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingFields\n    }\n  }\n"): (typeof documents)["\n  query MyTalentRatingsToRate($hackathonId: ID!) {\n    rateableParticipants(hackathonId: $hackathonId, family: TALENT) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: TALENT) {\n      ...RatingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRating($input: SaveRatingInput!) {\n    saveRating(input: $input) {\n      rating {\n        ...RatingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRating($input: SaveRatingInput!) {\n    saveRating(input: $input) {\n      rating {\n        ...RatingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TalentRatingItems($hackathonId: ID!) {\n    talentRatingItems(hackathonId: $hackathonId) {\n      hackathonId\n      id\n      ratingId\n      raterId\n      ratedProfileId\n      ratingItemTemplateId\n      criterion\n      freeText\n      maxScore\n      score\n      ratingText\n      raters\n      raterNames\n      ratedProfiles\n      ratedProfileNames\n    }\n  }\n"): (typeof documents)["\n  query TalentRatingItems($hackathonId: ID!) {\n    talentRatingItems(hackathonId: $hackathonId) {\n      hackathonId\n      id\n      ratingId\n      raterId\n      ratedProfileId\n      ratingItemTemplateId\n      criterion\n      freeText\n      maxScore\n      score\n      ratingText\n      raters\n      raterNames\n      ratedProfiles\n      ratedProfileNames\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CriterionAggregateFields on CriterionAggregate {\n    criterion\n    maxScore\n    average\n    ratings\n  }\n"): (typeof documents)["\n  fragment CriterionAggregateFields on CriterionAggregate {\n    criterion\n    maxScore\n    average\n    ratings\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeerRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: PEER) {\n      ...RatingTemplateFields\n    }\n    rateableParticipants(hackathonId: $hackathonId, family: PEER) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: PEER) {\n      ...RatingFields\n    }\n  }\n"): (typeof documents)["\n  query PeerRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: PEER) {\n      ...RatingTemplateFields\n    }\n    rateableParticipants(hackathonId: $hackathonId, family: PEER) {\n      id\n      name\n    }\n    myRatings(hackathonId: $hackathonId, family: PEER) {\n      ...RatingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyPeerRatingAggregates($hackathonId: ID!) {\n    myPeerRatingAggregates(hackathonId: $hackathonId) {\n      ...CriterionAggregateFields\n    }\n  }\n"): (typeof documents)["\n  query MyPeerRatingAggregates($hackathonId: ID!) {\n    myPeerRatingAggregates(hackathonId: $hackathonId) {\n      ...CriterionAggregateFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PitchRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingTemplateFields\n    }\n    myRatings(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingFields\n    }\n  }\n"): (typeof documents)["\n  query PitchRatings($hackathonId: ID!) {\n    ratingTemplates(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingTemplateFields\n    }\n    myRatings(hackathonId: $hackathonId, family: ELEVATOR_PITCH) {\n      ...RatingFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PitchRatingAggregates($hackathonId: ID!) {\n    pitchRatingAggregates(hackathonId: $hackathonId) {\n      team {\n        id\n        name\n      }\n      criteria {\n        ...CriterionAggregateFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PitchRatingAggregates($hackathonId: ID!) {\n    pitchRatingAggregates(hackathonId: $hackathonId) {\n      team {\n        id\n        name\n      }\n      criteria {\n        ...CriterionAggregateFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WinnerFields on Winner {\n    submissionId\n    teamId\n    teamName\n    categoryName\n  }\n"): (typeof documents)["\n  fragment WinnerFields on Winner {\n    submissionId\n    teamId\n    teamName\n    categoryName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryWinnersFields on CategoryWinners {\n    categoryId\n    categoryName\n    votes\n    winners {\n      ...WinnerFields\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryWinnersFields on CategoryWinners {\n    categoryId\n    categoryName\n    votes\n    winners {\n      ...WinnerFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishedResults($id: ID!) {\n    publishedResults(hackathonId: $id) {\n      hackathonId\n      hackathonName\n      publishedAt\n      galleryOpen\n      prizes {\n        prize {\n          id\n          name\n          description\n          position\n        }\n        winner {\n          ...WinnerFields\n        }\n      }\n      categories {\n        ...CategoryWinnersFields\n      }\n      popularVote {\n        ...CategoryWinnersFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishedResults($id: ID!) {\n    publishedResults(hackathonId: $id) {\n      hackathonId\n      hackathonName\n      publishedAt\n      galleryOpen\n      prizes {\n        prize {\n          id\n          name\n          description\n          position\n        }\n        winner {\n          ...WinnerFields\n        }\n      }\n      categories {\n        ...CategoryWinnersFields\n      }\n      popularVote {\n        ...CategoryWinnersFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PublicationFields on ResultsPublication {\n    hackathonId\n    publishedAt\n    ready\n    galleryEnabled\n    viewerCanPublish\n  }\n"): (typeof documents)["\n  fragment PublicationFields on ResultsPublication {\n    hackathonId\n    publishedAt\n    ready\n    galleryEnabled\n    viewerCanPublish\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResultsPublication($id: ID!) {\n    resultsPublication(hackathonId: $id) {\n      ...PublicationFields\n    }\n  }\n"): (typeof documents)["\n  query ResultsPublication($id: ID!) {\n    resultsPublication(hackathonId: $id) {\n      ...PublicationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublishForm($id: ID!) {\n    prizes(hackathonId: $id) {\n      id\n      name\n      position\n      active\n    }\n    submissionsForJudging(hackathonId: $id) {\n      id\n      team {\n        id\n        name\n      }\n      competitionCategory {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublishForm($id: ID!) {\n    prizes(hackathonId: $id) {\n      id\n      name\n      position\n      active\n    }\n    submissionsForJudging(hackathonId: $id) {\n      id\n      team {\n        id\n        name\n      }\n      competitionCategory {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishResults($input: PublishResultsInput!) {\n    publishResults(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishResults($input: PublishResultsInput!) {\n    publishResults(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGallery($input: SetGalleryInput!) {\n    setGallery(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetGallery($input: SetGalleryInput!) {\n    setGallery(input: $input) {\n      publication {\n        ...PublicationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryProjectFields on GalleryProject {\n    submissionId\n    hackathonId\n    teamName\n    categoryName\n    title\n    description\n    details {\n      label\n      value\n    }\n    links {\n      label\n      value\n    }\n    images {\n      label\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment GalleryProjectFields on GalleryProject {\n    submissionId\n    hackathonId\n    teamName\n    categoryName\n    title\n    description\n    details {\n      label\n      value\n    }\n    links {\n      label\n      value\n    }\n    images {\n      label\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Gallery($id: ID!) {\n    gallery(hackathonId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n"): (typeof documents)["\n  query Gallery($id: ID!) {\n    gallery(hackathonId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryProject($id: ID!) {\n    galleryProject(submissionId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n"): (typeof documents)["\n  query GalleryProject($id: ID!) {\n    galleryProject(submissionId: $id) {\n      ...GalleryProjectFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamGalleryConsent($id: ID!) {\n    teamGalleryConsent(teamId: $id) {\n      teamId\n      consent\n      viewerCanChange\n    }\n  }\n"): (typeof documents)["\n  query TeamGalleryConsent($id: ID!) {\n    teamGalleryConsent(teamId: $id) {\n      teamId\n      consent\n      viewerCanChange\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamGalleryConsent($input: SetTeamGalleryConsentInput!) {\n    setTeamGalleryConsent(input: $input) {\n      galleryConsent {\n        teamId\n        consent\n        viewerCanChange\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamGalleryConsent($input: SetTeamGalleryConsentInput!) {\n    setTeamGalleryConsent(input: $input) {\n      galleryConsent {\n        teamId\n        consent\n        viewerCanChange\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryDetail on CompetitionCategory {\n    id\n    name\n    default\n    submissionTemplate {\n      id\n      schema\n    }\n  }\n"): (typeof documents)["\n  fragment CategoryDetail on CompetitionCategory {\n    id\n    name\n    default\n    submissionTemplate {\n      id\n      schema\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SubmissionCategories($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      allowLateSubmissions\n      viewerCan {\n        manage\n      }\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  query SubmissionCategories($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      allowLateSubmissions\n      viewerCan {\n        manage\n      }\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCompetitionCategory($input: CreateCompetitionCategoryInput!) {\n    createCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCompetitionCategory($input: CreateCompetitionCategoryInput!) {\n    createCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCompetitionCategory($input: UpdateCompetitionCategoryInput!) {\n    updateCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCompetitionCategory($input: UpdateCompetitionCategoryInput!) {\n    updateCompetitionCategory(input: $input) {\n      category {\n        ...CategoryDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetDefaultCompetitionCategory($id: ID!) {\n    setDefaultCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetDefaultCompetitionCategory($id: ID!) {\n    setDefaultCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCompetitionCategory($id: ID!) {\n    deleteCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCompetitionCategory($id: ID!) {\n    deleteCompetitionCategory(input: { categoryId: $id }) {\n      hackathon {\n        id\n        competitionCategories {\n          ...CategoryDetail\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AllowLateSubmissions($id: ID!, $allow: Boolean!) {\n    updateHackathon(input: { id: $id, allowLateSubmissions: $allow }) {\n      hackathon {\n        id\n        allowLateSubmissions\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AllowLateSubmissions($id: ID!, $allow: Boolean!) {\n    updateHackathon(input: { id: $id, allowLateSubmissions: $allow }) {\n      hackathon {\n        id\n        allowLateSubmissions\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamSubmissionDetail on Submission {\n    id\n    response\n    submitted\n    lateSubmission\n    submittedAt\n    competitionCategory {\n      id\n    }\n  }\n"): (typeof documents)["\n  fragment TeamSubmissionDetail on Submission {\n    id\n    response\n    submitted\n    lateSubmission\n    submittedAt\n    competitionCategory {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamSubmissions($teamId: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      submissionsOpen\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n    team(id: $teamId) {\n      id\n      submissions {\n        ...TeamSubmissionDetail\n      }\n      submissionViewerCan {\n        edit\n        submit\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamSubmissions($teamId: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      submissionsOpen\n      competitionCategories {\n        ...CategoryDetail\n      }\n    }\n    team(id: $teamId) {\n      id\n      submissions {\n        ...TeamSubmissionDetail\n      }\n      submissionViewerCan {\n        edit\n        submit\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSubmission($input: UpdateSubmissionInput!) {\n    updateSubmission(input: $input) {\n      submission {\n        ...TeamSubmissionDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSubmission($input: UpdateSubmissionInput!) {\n    updateSubmission(input: $input) {\n      submission {\n        ...TeamSubmissionDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamDetail on Team {\n    id\n    hackathonId\n    name\n    totalMembers\n    isFull\n    isMember\n    isAdmin\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    members {\n      id\n      role\n      isAdmin\n      isMe\n      skills\n      person {\n        id\n        displayName\n      }\n    }\n    joinRequests {\n      id\n      message\n      created\n      person {\n        id\n        displayName\n      }\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    myInvitation {\n      id\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    resources {\n      id\n      name\n      url\n    }\n    viewerCan {\n      manage\n      seeResources\n      leave\n      requestToJoin\n      invite\n      delete\n    }\n  }\n"): (typeof documents)["\n  fragment TeamDetail on Team {\n    id\n    hackathonId\n    name\n    totalMembers\n    isFull\n    isMember\n    isAdmin\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    members {\n      id\n      role\n      isAdmin\n      isMe\n      skills\n      person {\n        id\n        displayName\n      }\n    }\n    joinRequests {\n      id\n      message\n      created\n      person {\n        id\n        displayName\n      }\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    myInvitation {\n      id\n      invitedBy {\n        id\n        displayName\n      }\n    }\n    resources {\n      id\n      name\n      url\n    }\n    viewerCan {\n      manage\n      seeResources\n      leave\n      requestToJoin\n      invite\n      delete\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TeamListItem on Team {\n    id\n    name\n    totalMembers\n    isFull\n    isMember\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    viewerCan {\n      requestToJoin\n    }\n  }\n"): (typeof documents)["\n  fragment TeamListItem on Team {\n    id\n    name\n    totalMembers\n    isFull\n    isMember\n    hasRequestedToJoin\n    idea {\n      id\n      name\n    }\n    viewerCan {\n      requestToJoin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Team($id: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      maxTeamSize\n      hasPitches\n      ratingViewerCan {\n        ratePeers\n        ratePitches\n      }\n    }\n    team(id: $id) {\n      ...TeamDetail\n    }\n  }\n"): (typeof documents)["\n  query Team($id: ID!, $hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      maxTeamSize\n      hasPitches\n      ratingViewerCan {\n        ratePeers\n        ratePitches\n      }\n    }\n    team(id: $id) {\n      ...TeamDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreateTeamGate($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      showTeams\n      maxTeamSize\n      isParticipant\n      lookingForTeam\n      viewerCan {\n        createTeam\n      }\n      myTeam {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreateTeamGate($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      showTeams\n      maxTeamSize\n      isParticipant\n      lookingForTeam\n      viewerCan {\n        createTeam\n      }\n      myTeam {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Teams($hackathonId: ID!, $first: Int, $after: String) {\n    teams(hackathonId: $hackathonId, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TeamListItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query Teams($hackathonId: ID!, $first: Int, $after: String) {\n    teams(hackathonId: $hackathonId, first: $first, after: $after) {\n      totalCount\n      items {\n        ...TeamListItem\n      }\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamCandidates($hackathonId: ID!, $teamId: ID) {\n    teamCandidates(hackathonId: $hackathonId, teamId: $teamId) {\n      person {\n        id\n        displayName\n      }\n      lookingForTeam\n      sharedSkills\n      bringsSkills\n      score\n      pendingWithTeam\n    }\n  }\n"): (typeof documents)["\n  query TeamCandidates($hackathonId: ID!, $teamId: ID) {\n    teamCandidates(hackathonId: $hackathonId, teamId: $teamId) {\n      person {\n        id\n        displayName\n      }\n      lookingForTeam\n      sharedSkills\n      bringsSkills\n      score\n      pendingWithTeam\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateTeam($input: CreateTeamInput!) {\n    createTeam(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment JoinRequestAnswer on TeamJoinRequestPayload {\n    joinRequest {\n      id\n      status\n    }\n    team {\n      ...TeamDetail\n    }\n  }\n"): (typeof documents)["\n  fragment JoinRequestAnswer on TeamJoinRequestPayload {\n    joinRequest {\n      id\n      status\n    }\n    team {\n      ...TeamDetail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestToJoinTeam($input: RequestToJoinTeamInput!) {\n    requestToJoinTeam(input: $input) {\n      joinRequest {\n        id\n        status\n      }\n      team {\n        ...TeamListItem\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestToJoinTeam($input: RequestToJoinTeamInput!) {\n    requestToJoinTeam(input: $input) {\n      joinRequest {\n        id\n        status\n      }\n      team {\n        ...TeamListItem\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToTeam($input: InviteToTeamInput!) {\n    inviteToTeam(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    acceptTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    acceptTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclineTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    declineTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"): (typeof documents)["\n  mutation DeclineTeamJoinRequest($input: AnswerTeamJoinRequestInput!) {\n    declineTeamJoinRequest(input: $input) {\n      ...JoinRequestAnswer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LeaveTeam($input: LeaveTeamInput!) {\n    leaveTeam(input: $input) {\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LeaveTeam($input: LeaveTeamInput!) {\n    leaveTeam(input: $input) {\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamMember($input: RemoveTeamMemberInput!) {\n    removeTeamMember(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamMember($input: RemoveTeamMemberInput!) {\n    removeTeamMember(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTeamMemberRole($input: SetTeamMemberRoleInput!) {\n    setTeamMemberRole(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetTeamMemberRole($input: SetTeamMemberRoleInput!) {\n    setTeamMemberRole(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddTeamResource($input: AddTeamResourceInput!) {\n    addTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddTeamResource($input: AddTeamResourceInput!) {\n    addTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTeamResource($input: UpdateTeamResourceInput!) {\n    updateTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTeamResource($input: UpdateTeamResourceInput!) {\n    updateTeamResource(input: $input) {\n      resource {\n        id\n        name\n        url\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      deletedTeamId\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteTeam($input: DeleteTeamInput!) {\n    deleteTeam(input: $input) {\n      deletedTeamId\n      hackathon {\n        id\n        myTeam {\n          id\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveTeamResource($input: RemoveTeamResourceInput!) {\n    removeTeamResource(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveTeamResource($input: RemoveTeamResourceInput!) {\n    removeTeamResource(input: $input) {\n      team {\n        ...TeamDetail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetLookingForTeam($input: SetLookingForTeamInput!) {\n    setLookingForTeam(input: $input) {\n      hackathon {\n        id\n        lookingForTeam\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetLookingForTeam($input: SetLookingForTeamInput!) {\n    setLookingForTeam(input: $input) {\n      hackathon {\n        id\n        lookingForTeam\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermsVersion on Terms {\n    id\n    version\n    contentHtml\n    createdAt\n  }\n"): (typeof documents)["\n  fragment TermsVersion on Terms {\n    id\n    version\n    contentHtml\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermsStatusFields on TermsStatus {\n    required\n    accepted\n    acceptedAt\n    outstanding\n    latest {\n      ...TermsVersion\n    }\n  }\n"): (typeof documents)["\n  fragment TermsStatusFields on TermsStatus {\n    required\n    accepted\n    acceptedAt\n    outstanding\n    latest {\n      ...TermsVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsStatus($hackathonId: ID!, $inviteToken: String) {\n    termsStatus(hackathonId: $hackathonId, inviteToken: $inviteToken) {\n      ...TermsStatusFields\n    }\n  }\n"): (typeof documents)["\n  query TermsStatus($hackathonId: ID!, $inviteToken: String) {\n    termsStatus(hackathonId: $hackathonId, inviteToken: $inviteToken) {\n      ...TermsStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsGate($hackathonId: ID!, $inviteToken: String) {\n    hackathon(id: $hackathonId, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n    }\n  }\n"): (typeof documents)["\n  query TermsGate($hackathonId: ID!, $inviteToken: String) {\n    hackathon(id: $hackathonId, inviteToken: $inviteToken) {\n      id\n      isParticipant\n      termsOutstanding\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsPage($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      isParticipant\n      viewerCan {\n        manage\n      }\n    }\n    termsStatus(hackathonId: $hackathonId) {\n      ...TermsStatusFields\n    }\n  }\n"): (typeof documents)["\n  query TermsPage($hackathonId: ID!) {\n    hackathon(id: $hackathonId) {\n      id\n      name\n      isParticipant\n      viewerCan {\n        manage\n      }\n    }\n    termsStatus(hackathonId: $hackathonId) {\n      ...TermsStatusFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsVersions($hackathonId: ID!) {\n    termsVersions(hackathonId: $hackathonId) {\n      ...TermsVersion\n    }\n  }\n"): (typeof documents)["\n  query TermsVersions($hackathonId: ID!) {\n    termsVersions(hackathonId: $hackathonId) {\n      ...TermsVersion\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishTerms($input: PublishTermsInput!) {\n    publishTerms(input: $input) {\n      terms {\n        ...TermsVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PublishTerms($input: PublishTermsInput!) {\n    publishTerms(input: $input) {\n      terms {\n        ...TermsVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms($input: CreateTermsAcceptanceInput!) {\n    createTermsAcceptance(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptTerms($input: CreateTermsAcceptanceInput!) {\n    createTermsAcceptance(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdvanceHackathonPhase($input: AdvanceHackathonPhaseInput!) {\n    advanceHackathonPhase(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n      hackathon {\n        id\n        phase\n        phaseDisplay\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdvanceHackathonPhase($input: AdvanceHackathonPhaseInput!) {\n    advanceHackathonPhase(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n      hackathon {\n        id\n        phase\n        phaseDisplay\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatedHackathons {\n    hackathons(filter: CREATOR, first: 20) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreatedHackathons {\n    hackathons(filter: CREATOR, first: 20) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHackathonTimeline($input: SetHackathonTimelineInput!) {\n    setHackathonTimeline(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetHackathonTimeline($input: SetHackathonTimelineInput!) {\n    setHackathonTimeline(input: $input) {\n      timeline {\n        ...TimelineFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TimelineFields on HackathonTimeline {\n    hackathonId\n    timeZone\n    phase\n    phaseDisplay\n    slots {\n      phase\n      phaseDisplay\n      startsAt\n    }\n    nextPhase\n    nextTransitionAt\n    reminderAt\n    workflowId\n  }\n"): (typeof documents)["\n  fragment TimelineFields on HackathonTimeline {\n    hackathonId\n    timeZone\n    phase\n    phaseDisplay\n    slots {\n      phase\n      phaseDisplay\n      startsAt\n    }\n    nextPhase\n    nextTransitionAt\n    reminderAt\n    workflowId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TimelinePage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n      # Read so that a phase change seen by usePhasePolling refetches this page.\n      phase\n    }\n    hackathonTimeline(hackathonId: $id) {\n      ...TimelineFields\n    }\n  }\n"): (typeof documents)["\n  query TimelinePage($id: ID!) {\n    hackathon(id: $id) {\n      id\n      name\n      viewerCan {\n        manage\n      }\n      # Read so that a phase change seen by usePhasePolling refetches this page.\n      phase\n    }\n    hackathonTimeline(hackathonId: $id) {\n      ...TimelineFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HackathonPhaseFields on Hackathon {\n    id\n    phase\n    phaseDisplay\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasVolunteers\n    hasTalents\n  }\n"): (typeof documents)["\n  fragment HackathonPhaseFields on Hackathon {\n    id\n    phase\n    phaseDisplay\n    hasJudges\n    hasPrizes\n    hasMentors\n    hasVolunteers\n    hasTalents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HackathonPhase($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonPhaseFields\n    }\n  }\n"): (typeof documents)["\n  query HackathonPhase($id: ID!) {\n    hackathon(id: $id) {\n      ...HackathonPhaseFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyActivity($first: Int, $after: String) {\n    myActivity(first: $first, after: $after) {\n      items {\n        key\n        kind\n        at\n        hackathon {\n          id\n          name\n        }\n        action\n        object\n        detail\n        summary\n        link\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyActivity($first: Int, $after: String) {\n    myActivity(first: $first, after: $after) {\n      items {\n        key\n        kind\n        at\n        hackathon {\n          id\n          name\n        }\n        action\n        object\n        detail\n        summary\n        link\n      }\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountDeletionBlockers {\n    myAccountDeletionBlockers {\n      kind\n      id\n      name\n      advice\n    }\n  }\n"): (typeof documents)["\n  query AccountDeletionBlockers {\n    myAccountDeletionBlockers {\n      kind\n      id\n      name\n      advice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input) {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteMyAccount($input: DeleteMyAccountInput!) {\n    deleteMyAccount(input: $input) {\n      success\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;