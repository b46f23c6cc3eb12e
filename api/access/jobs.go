package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Who reads the workflows' jobs (issue 30, docs/decisions.md Jobs): a
// hackathon's creator and managers see its jobs, as they see its other
// organizer pages; platform administrators see every hackathon's, with the
// workflow IDs and Temporal links that only operators need. The repairs
// stay with those who may take them anyway (resendInvite, exports).

// CanSeeHackathonJobs: the caller may list the hackathon's jobs.
func CanSeeHackathonJobs(r Roles, platformRoles []record.Role) bool {
	return r.Organizer() || IsPlatformAdmin(platformRoles)
}

// CanSeeAllJobs: the caller may list every hackathon's jobs, and sees the
// jobs' workflow IDs and Temporal links.
func CanSeeAllJobs(userID int64, platformRoles []record.Role) bool {
	return userID != 0 && IsPlatformAdmin(platformRoles)
}

// JobActions are the repairs the caller with roles r in the job's hackathon
// may take on it: resend a pending invite of a kind they manage, restart a
// stuck export of a hackathon they may export.
func JobActions(r Roles, kind domain.JobKind, inviteKind domain.InviteKind, state string, stuck bool) []domain.JobAction {
	switch {
	case kind == domain.JobInvite && state == string(domain.InvitePending) && CanManageMembers(inviteKind, r):
		return []domain.JobAction{domain.JobResendInvite}
	case kind == domain.JobExport && stuck && CanExportParticipants(r):
		return []domain.JobAction{domain.JobRestartExport}
	}
	return []domain.JobAction{}
}
