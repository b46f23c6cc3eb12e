package access

import (
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
)

// Results and the gallery (issue 33): the creator and managers publish the
// results once judging is done and switch the gallery on; everyone who may
// view the hackathon, signed in or not, reads the published results and
// the open gallery; a team's admins agree to show its project.

// CanPublishResults: the caller may publish the results and switch the gallery.
func CanPublishResults(r Roles) bool { return r.Organizer() }

// ResultsPublishable: judging is done, so the results may be published.
func ResultsPublishable(h record.Hackathon) bool { return domain.ResultsReady(h.Phase) }

// GalleryOpen: the gallery shows once the results are published and the
// organizers switched it on.
func GalleryOpen(res record.HackathonResult) bool {
	return res.PublishedAt != nil && res.GalleryEnabled
}

// CanSetGalleryConsent: a team admin who may use participant features.
func CanSetGalleryConsent(r Roles, s TeamStanding) bool {
	return s.IsAdmin && r.IsParticipant && !r.IsBanned
}
