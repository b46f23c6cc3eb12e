package graph_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/graph/handler"
)

// The authorisation matrix: every query and mutation of the schema (a row;
// "operation/variant" for more than one target) against every caller (a
// column, matrix_world_test.go), with the outcome each must get. Requests
// are in matrix_operations_test.go. A new operation fails
// TestMatrixCoversTheSchema until it has a row here.
//
// Outcomes: ok (data, no error), unauth (UNAUTHENTICATED), forbid
// (FORBIDDEN), notfound (NOT_FOUND), input (BAD_USER_INPUT).
// Columns: anonymous on /u-gql, signed in without a role, participant,
// banned participant, mentor, judge, volunteer, manager, the hackathons'
// creator (an admin of their organization), an admin of another organization.
// Targets: an invite-only hackathon (token: another one, with its share
// link; fresh rows: a new one per cell), the public one, the
// organization-only one, their organization, one of the creator's
// notifications. Every answer is also searched for the names and share
// tokens the caller may not read, and for other people's e-mail addresses.
const matrixTable = `
operation                 anon     noRole   partic   banned   mentor   judge    volunt   manager  creator  otherOrg
me                        unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
featureToggles            ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
skills                    ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
myHackathonProfile        unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
myNotifications           unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathon                 notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
hackathon/token           notfound ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathon/public          ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathon/orgOnly         notfound forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
hackathons/discover       ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
discoverHackathons        ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
discoverHackathons/badRange input  input    input    input    input    input    input    input    input    input
hackathon/showcase        notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
hackathon/showcasePublic  ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathons/mine           unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathons/uiView         unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathons/participating  unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathons/organizing     unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathons/creator        unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathonTimeline         notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
organization              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
organizations             unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
createHackathon           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateHackathon           unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
joinHackathon             unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
joinHackathon/token       unauth   ok       ok       forbid   ok       ok       ok       ok       ok       ok
setHackathonTimeline      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
advanceHackathonPhase     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
markNotificationRead      unauth   notfound notfound notfound notfound notfound notfound notfound ok       notfound
markAllNotificationsRead  unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
createOrganization        unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
updateOrganization        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteOrganization        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteOrganization/admin  unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
updateHackathonProfile    unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
deleteHackathonProfile    unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
participants              unauth   forbid   forbid   forbid   ok       forbid   forbid   ok       ok       forbid
participant               unauth   forbid   forbid   forbid   ok       forbid   forbid   ok       ok       forbid
updateParticipant         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
leaveHackathon            unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
rotateHackathonInviteToken unauth  forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
myAttendances             unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
myParticipationEvents     unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
setMyAvailability         unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
setParticipantPresence    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
checkInParticipant        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
checkInDay                unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
exportParticipantsCsv     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
participantExport         unauth   notfound notfound notfound notfound notfound notfound notfound ok       notfound
myJobs                    unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
toggleJobRead             unauth   notfound notfound notfound notfound notfound notfound notfound ok       notfound
jobs                      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
jobs/all                  unauth   input    input    input    input    input    input    input    input    input
restartExport             unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
hackathonMembers          unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
hackathonMembers/team     unauth   forbid   forbid   forbid   ok       forbid   ok       ok       ok       forbid
hackathonInvites          unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
hackathonInvites/team     unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
organizationMembers       unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
organizationInvites       unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
invite                    ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
inviteToHackathon         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
inviteToHackathon/team    unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
inviteToOrganization      unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
resendInvite              unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
revokeInvite              unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
answerInvite              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
updateHackathonMember     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
removeHackathonMember     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateOrganizationMember  unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
removeOrganizationMember  unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
programItems              notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
programItems/public       ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
prizes                    notfound forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
prizes/flagOn             notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
goals                     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
hackathonResources        notfound forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
hackathonResources/flagOn notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
createProgramItem         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateProgramItem         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteProgramItem         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createPrize               unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updatePrize               unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deletePrize               unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createGoal                unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateGoal                unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteGoal                unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
reorderGoals              unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createHackathonResource   unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateHackathonResource   unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteHackathonResource   unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteHackathon           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
latestTerms               notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
latestTerms/token         notfound ok       ok       ok       ok       ok       ok       ok       ok       ok
termsStatus               unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
termsVersions             unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
publishTerms              unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createTermsAcceptance     unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
createTermsAcceptance/token unauth ok       ok       forbid   ok       ok       ok       ok       ok       ok
ledgers                   unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
ledgers/acme              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledger                    unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerItems               unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerItem                unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerProperties          unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerStatusGroups        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerStatuses            unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ledgerTags                unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedger              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedger              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedger              unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedgerStatusGroup   unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedgerStatusGroup   unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedgerStatusGroup   unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedgerStatus        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedgerStatus        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedgerStatus        unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedgerTag           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedgerTag           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedgerTag           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedgerItem          unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedgerItem          unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedgerItem          unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
createLedgerProperty      unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
updateLedgerProperty      unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
deleteLedgerProperty      unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
ideas                     unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
myIdeas                   unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
idea                      unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
ideaAiFeedback            unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
approval                  unauth   forbid   ok       forbid   notfound notfound notfound ok       ok       forbid
pendingApprovalCount      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
aiServices                unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
aiQuery                   unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
createIdea                unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
saveIdea                  unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
updateIdea                unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
deleteIdea                unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
likeIdea                  unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
unlikeIdea                unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
updateApprovalState       unauth   forbid   forbid   forbid   notfound notfound notfound ok       ok       forbid
createAiQuery             unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
myMetadata                unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
onboardingOptions         ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
myDashboard               unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
saveUserMetadata          unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
saveUserMetadata/bad      unauth   input    input    input    input    input    input    input    input    input
sendFeedback              unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
feedback                  unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
socialProviders           ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
myAccountDeletionBlockers unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
myEmailPreferences        unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
updateEmailPreferences    unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
updateEmailPreferences/bad unauth  input    input    input    input    input    input    input    input    input
deleteMyAccount           unauth   input    input    input    input    input    input    input    input    input
transferHackathon         unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   input    forbid
teams                     unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
team                      unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
teamCandidates            unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
teamCandidates/self       unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
createTeam                unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
updateTeam                unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
leaveTeam                 unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
removeTeamMember          unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
setTeamMemberRole         unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
requestToJoinTeam         unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
acceptTeamJoinRequest     unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
declineTeamJoinRequest    unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
inviteToTeam              unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
acceptTeamJoinRequest/invitation unauth forbid ok     forbid   forbid   forbid   forbid   forbid   forbid   forbid
declineTeamJoinRequest/invitation unauth forbid ok    forbid   forbid   forbid   forbid   ok       ok       forbid
addTeamResource           unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
removeTeamResource        unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
updateTeamResource        unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
deleteTeam                unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
setLookingForTeam         unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
competitions              unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
competition               unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
leaderboard               unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
leaderboards              unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
scores                    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
contestants               unauth   forbid   forbid   forbid   forbid   forbid   ok       ok       ok       forbid
createCompetition         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateCompetition         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteCompetition         unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createScorableItem        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateScorableItem        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteScorableItem        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
awardScore                unauth   forbid   forbid   forbid   forbid   forbid   ok       ok       ok       forbid
correctScore              unauth   forbid   forbid   forbid   forbid   forbid   ok       ok       ok       forbid
myActivity                unauth   ok       ok       ok       ok       ok       ok       ok       ok       ok
hackathonProfiles         unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
hackathonProfiles/user    unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
hackathonProfileById      unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
hackathonProfileOfUser    unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
userProfile               unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
account                   unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
account/none              unauth   input    input    input    input    input    input    input    input    input
userRoles                 unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   ok       forbid
authUsers                 unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
ratingTemplates           unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
ratingItemTemplates       unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
myRatings                 unauth   forbid   forbid   forbid   ok       forbid   forbid   forbid   forbid   forbid
myRatings/peer            unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
myRatings/pitch           unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
rateableParticipants      unauth   forbid   forbid   forbid   ok       forbid   forbid   forbid   forbid   forbid
rateableParticipants/peer unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
talentRatingItems         unauth   forbid   forbid   forbid   ok       forbid   forbid   ok       ok       forbid
myPeerRatingAggregates    unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
pitchRatingAggregates     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createRatingTemplate      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateRatingTemplate      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteRatingTemplate      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createRatingItemTemplate  unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateRatingItemTemplate  unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteRatingItemTemplate  unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
saveRating                unauth   forbid   forbid   forbid   ok       forbid   forbid   forbid   forbid   forbid
saveRating/peer           unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
saveRating/pitch          unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
submission                unauth   forbid   ok       forbid   forbid   forbid   forbid   ok       ok       forbid
createCompetitionCategory unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateCompetitionCategory unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
setDefaultCompetitionCategory unauth forbid forbid  forbid   forbid   forbid   forbid   ok       ok       forbid
deleteCompetitionCategory unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateSubmission          unauth   forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
judgingCriteria           unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
submissionsForJudging     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
submissionsForJudging/judging unauth   forbid   forbid   forbid   forbid   ok       forbid   ok       ok       forbid
submissionForJudging      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
judgingScores             unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
judgingResults            notfound forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
popularVote               unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
popularVote/voting        unauth   forbid   ok       forbid   ok       forbid   ok       ok       ok       forbid
popularVoteEntry          unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createJudgingCriterion    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
createJudgingCriteria     unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateJudgingCriterion    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
deleteJudgingCriterion    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
reorderJudgingCriteria    unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
setJudgingAssignment      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
updateJudgingScores       unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
updateJudgingScores/judging unauth   forbid   forbid   forbid   forbid   ok       forbid   forbid   forbid   forbid
castPopularVote           unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
castPopularVote/voting    unauth   forbid   ok       forbid   ok       forbid   ok       forbid   forbid   forbid
publishedResults          notfound forbid   notfound forbid   notfound notfound notfound notfound notfound forbid
publishedResults/published notfound forbid  ok       forbid   ok       ok       ok       ok       ok       forbid
publishedResults/public   ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
gallery/public            ok       ok       ok       ok       ok       ok       ok       ok       ok       ok
resultsPublication        notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
gallery                   notfound forbid   notfound forbid   notfound notfound notfound notfound notfound forbid
gallery/published         notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
galleryProject            notfound forbid   notfound forbid   notfound notfound notfound notfound notfound forbid
teamGalleryConsent        unauth   forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
publishResults            unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
announcements             unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
postedAnnouncements       notfound forbid   ok       forbid   ok       ok       ok       ok       ok       forbid
postedAnnouncements/public ok      ok       ok       ok       ok       ok       ok       ok       ok       ok
scheduleAnnouncement      unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
scheduleAnnouncement/past unauth   forbid   forbid   forbid   forbid   forbid   forbid   input    input    forbid
updateAnnouncement        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
cancelAnnouncement        unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
setGallery                unauth   forbid   forbid   forbid   forbid   forbid   forbid   ok       ok       forbid
setTeamGalleryConsent     unauth   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid   forbid
setTeamGalleryConsent/admin unauth forbid   ok       forbid   forbid   forbid   forbid   forbid   forbid   forbid
`

// allowed is the outcome of an answer without errors.
const allowed = "ALLOWED"

var outcomeCodes = map[string]string{
	"ok": allowed, "unauth": handler.CodeUnauthenticated, "forbid": handler.CodeForbidden,
	"notfound": handler.CodeNotFound, "input": handler.CodeBadUserInput,
}

type matrixRow struct {
	name string // operation or operation/variant
	want [callerCount]string
}

// operation is the schema field the row calls.
func (r matrixRow) operation() string {
	op, _, _ := strings.Cut(r.name, "/")
	return op
}

func parseMatrix(t *testing.T) []matrixRow {
	t.Helper()
	lines := strings.Split(strings.TrimSpace(matrixTable), "\n")
	require.Equal(t, callerColumns[:], strings.Fields(lines[0])[1:], "the header names the callers in their order")
	var rows []matrixRow
	for _, line := range lines[1:] {
		fields := strings.Fields(line)
		require.Len(t, fields, 1+int(callerCount), "row %q", line)
		r := matrixRow{name: fields[0]}
		for c, abbreviation := range fields[1:] {
			code, ok := outcomeCodes[abbreviation]
			require.True(t, ok, "row %s: unknown outcome %q", r.name, abbreviation)
			r.want[c] = code
		}
		rows = append(rows, r)
	}
	return rows
}
