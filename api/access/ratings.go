package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Who rates whom (SPEC 2.5, 2.7, 3, 6; issue 14). Everyone with a role reads
// the templates; the creator and managers build them. Mentors rate
// participants' talents when the hackathon has talents, and they, the
// creator and managers read every talent rating (the Talent Ratings
// screen). Participants rate their teammates (never themselves) and read
// only the averages of the peer ratings about them. Everyone with a role
// rates teams' elevator pitches when the hackathon has pitches; the creator
// and managers read the per-team averages. A banned participant holds no
// role. The feature toggles (talent_ratings, peer_ratings) are the web
// app's: they depend on the host it is served from.

// CanSeeRatingTemplates: the caller may read the templates and criteria.
func CanSeeRatingTemplates(r Roles) bool { return r.Any() }

// CanManageRatingTemplates: the caller may create, change and delete
// templates and criteria.
func CanManageRatingTemplates(r Roles) bool { return r.Organizer() }

// CanRateTalents: the caller may rate participants' talents.
func CanRateTalents(r Roles, h record.Hackathon) bool { return r.IsMentor && h.HasTalents }

// CanSeeTalentRatings: the caller may read every talent rating of the
// hackathon.
func CanSeeTalentRatings(r Roles, h record.Hackathon) bool {
	return (r.Organizer() || r.IsMentor) && h.HasTalents
}

// CanRatePeers: the caller may rate their teammates (the team is checked
// with the rated person).
func CanRatePeers(r Roles) bool { return r.IsParticipant }

// CanRatePitches: the caller may rate teams' elevator pitches.
func CanRatePitches(r Roles, h record.Hackathon) bool { return r.Any() && h.HasPitches }

// CanSeePitchAggregates: the caller may read the per-team pitch averages.
func CanSeePitchAggregates(r Roles, h record.Hackathon) bool { return r.Organizer() && h.HasPitches }

// CanRate: the caller may rate in the family.
func CanRate(f domain.RatingFamily, r Roles, h record.Hackathon) bool {
	switch f {
	case domain.RatingTalent:
		return CanRateTalents(r, h)
	case domain.RatingPeer:
		return CanRatePeers(r)
	case domain.RatingElevatorPitch:
		return CanRatePitches(r, h)
	}
	return false
}
