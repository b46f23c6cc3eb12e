package graph

import (
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// profileFields merges an update into the current profile, checking each
// field (URLs per SPEC 5).
func profileFields(current record.HackathonProfile, in model.UpdateHackathonProfileInput) (store.ProfileFields, error) {
	f := store.ProfileFields{
		GithubURL: current.GithubUrl, OfferzenURL: current.OfferzenUrl, LinkedinURL: current.LinkedinUrl,
		City: current.City, Bio: current.Bio,
	}
	var errs validate.Errors
	if in.GithubURL != nil {
		f.GithubURL = errs.URL("githubUrl", *in.GithubURL)
	}
	if in.OfferzenURL != nil {
		f.OfferzenURL = errs.URL("offerzenUrl", *in.OfferzenURL)
	}
	if in.LinkedinURL != nil {
		f.LinkedinURL = errs.URL("linkedinUrl", *in.LinkedinURL)
	}
	if in.City != nil {
		errs.MaxLength("city", *in.City, 100)
		f.City = *in.City
	}
	if in.Bio != nil {
		errs.MaxLength("bio", *in.Bio, 2000)
		f.Bio = *in.Bio
	}
	return f, errs.Err()
}
