package graph

import (
	"context"
	"strings"
	"unicode/utf8"

	"github.com/microcosm-cc/bluemonday"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Bounds of a published version.
const (
	maxTermsVersion = 50
	maxTermsHTML    = 200_000
)

// termsPolicy keeps the markup of user-generated content (headings, lists,
// links, tables) and drops scripts, event handlers and styles. A policy is
// safe for concurrent use.
var termsPolicy = bluemonday.UGCPolicy()

// newTerms checks and sanitises a version to publish.
func newTerms(in model.PublishTermsInput, userID int64) (store.NewTerms, error) {
	var errs validate.Errors
	version := strings.TrimSpace(in.Version)
	switch {
	case version == "":
		errs.Add("version", "Give the version a label.")
	case utf8.RuneCountInString(version) > maxTermsVersion:
		errs.Add("version", "Use at most %d characters.", maxTermsVersion)
	}
	html := strings.TrimSpace(termsPolicy.Sanitize(in.ContentHTML))
	switch {
	case len(in.ContentHTML) > maxTermsHTML:
		errs.Add("contentHtml", "The terms are too long (at most %d characters).", maxTermsHTML)
	case html == "":
		errs.Add("contentHtml", "Write the terms.")
	}
	return store.NewTerms{HackathonID: in.HackathonID, Version: version, ContentHTML: html, CreatedBy: userID}, errs.Err()
}

// viewerTerms is the signed-in user's standing with a hackathon's terms.
type viewerTerms struct {
	latest     *record.TermsAndCondition
	acceptance *record.TermsAcceptance // of latest; nil if not accepted
}

func loadViewerTerms(ctx context.Context, s *store.Store, hackathonID, userID int64) (viewerTerms, error) {
	latest, err := s.LatestTerms(ctx, hackathonID)
	if err != nil || latest == nil {
		return viewerTerms{}, err
	}
	a, err := s.TermsAcceptanceOfUser(ctx, latest.ID, userID)
	return viewerTerms{latest: latest, acceptance: a}, err
}

// gate is what access needs to decide on participant features.
func (v viewerTerms) gate(h record.Hackathon) access.TermsGate {
	return access.TermsGate{Required: h.RequireTermsAcceptance, Published: v.latest != nil, AcceptedLatest: v.acceptance != nil}
}

func (v viewerTerms) status(h record.Hackathon) *model.TermsStatus {
	out := &model.TermsStatus{Required: h.RequireTermsAcceptance, Latest: v.latest,
		Accepted: v.acceptance != nil, Outstanding: v.gate(h).Outstanding()}
	if v.acceptance != nil {
		out.AcceptedAt = &v.acceptance.AcceptedAt
	}
	return out
}

// latestTermsToAccept checks that termsID is the hackathon's latest version
// and says who accepts it from where; field names the input.
func latestTermsToAccept(ctx context.Context, s *store.Store, hackathonID, termsID, userID int64, field string) (store.TermsAcceptance, error) {
	latest, err := s.LatestTerms(ctx, hackathonID)
	switch {
	case err != nil:
		return store.TermsAcceptance{}, err
	case latest == nil:
		return store.TermsAcceptance{}, domain.Invalid(field, "This hackathon has no terms to accept.")
	case latest.ID != termsID:
		return store.TermsAcceptance{}, domain.Invalid(field, "A newer version of the terms was published; read and accept that one.")
	}
	client := auth.ClientFrom(ctx)
	return store.TermsAcceptance{TermsID: termsID, UserID: userID, IPAddress: client.Address, UserAgent: client.UserAgent}, nil
}

// termsForJoin is the acceptance to record with a registration, if the
// joiner sent one; without one, joining is refused while terms are
// outstanding. Someone already registered joins again as before.
func termsForJoin(ctx context.Context, s *store.Store, h *store.HackathonView, userID int64, acceptTermsID *int64) (*store.TermsAcceptance, error) {
	if acceptTermsID != nil {
		a, err := latestTermsToAccept(ctx, s, h.ID, *acceptTermsID, userID, "acceptTermsId")
		return &a, err
	}
	if h.IsParticipant || !h.RequireTermsAcceptance {
		return nil, nil
	}
	v, err := loadViewerTerms(ctx, s, h.ID, userID)
	if err != nil {
		return nil, err
	}
	if v.gate(h.Hackathon).Outstanding() {
		return nil, domain.Invalid("acceptTermsId", "Accept the hackathon's terms and conditions to join.")
	}
	return nil, nil
}

// checkParticipantFeatures is what every participant mutation checks first
// (access.CheckParticipantFeatures): a participant, not banned, with the
// latest terms accepted when the hackathon requires them.
func checkParticipantFeatures(ctx context.Context, s *store.Store, h *store.HackathonView, userID int64) error {
	var terms viewerTerms
	if h.RequireTermsAcceptance {
		var err error
		if terms, err = loadViewerTerms(ctx, s, h.ID, userID); err != nil {
			return err
		}
	}
	return access.CheckParticipantFeatures(h.HackathonRoles, terms.gate(h.Hackathon))
}
