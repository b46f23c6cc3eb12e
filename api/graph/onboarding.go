package graph

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// maxMetadataValue bounds the JSON text of one entry.
const maxMetadataValue = 20_000

// metadataEntries checks each entry per its type (SPEC 5's rules, field
// names like "entries.0.value.company_name") and returns the answers as
// they are stored: trimmed, URLs normalised, the answers the chosen options
// do not ask for dropped.
func metadataEntries(in model.SaveUserMetadataInput) ([]store.MetadataEntry, error) {
	var errs validate.Errors
	if len(in.Entries) == 0 {
		errs.Add("entries", "Give at least one entry.")
	}
	seen := map[domain.UserMetadataType]bool{}
	out := make([]store.MetadataEntry, 0, len(in.Entries))
	for i, e := range in.Entries {
		prefix := fmt.Sprintf("entries.%d.", i)
		if seen[e.MetaDataType] {
			errs.Add(prefix+"metaDataType", "Each type may be given once.")
			continue
		}
		seen[e.MetaDataType] = true
		value, ok := checkMetadata(&errs, prefix+"value", e.MetaDataType, e.Value)
		if ok {
			out = append(out, store.MetadataEntry{Type: e.MetaDataType, Value: value})
		}
	}
	return out, errs.Err()
}

// checkMetadata decodes one entry's JSON into its type's answers, checks
// them and returns them encoded again; ok is false when it could not be read.
func checkMetadata(errs *validate.Errors, field string, t domain.UserMetadataType, text string) ([]byte, bool) {
	var answers any
	switch t {
	case domain.MetadataCompanyOnboarding:
		answers = &domain.CompanyOnboarding{}
	case domain.MetadataHostUsage:
		answers = &domain.HostUsage{}
	case domain.MetadataParticipant:
		answers = &domain.ParticipantOnboarding{}
	default:
		errs.Add(field, "Unknown metadata type %q.", t)
		return nil, false
	}
	if len(text) > maxMetadataValue {
		errs.Add(field, "Ensure this value has no more than %d characters.", maxMetadataValue)
		return nil, false
	}
	if !decodeAnswers(errs, field, text, answers) {
		return nil, false
	}
	switch a := answers.(type) {
	case *domain.CompanyOnboarding:
		checkCompany(errs, field+".", a)
	case *domain.HostUsage:
		checkHostUsage(errs, field+".", a)
	case *domain.ParticipantOnboarding:
		checkParticipant(errs, field+".", a)
	}
	value, err := json.Marshal(answers)
	return value, err == nil
}

// decodeAnswers reads a JSON object into answers, refusing other JSON,
// unknown names and values of the wrong kind, each named.
func decodeAnswers(errs *validate.Errors, field, text string, answers any) bool {
	var object map[string]json.RawMessage
	if err := json.Unmarshal([]byte(text), &object); err != nil || object == nil {
		errs.Add(field, "Enter a JSON object of answers.")
		return false
	}
	dec := json.NewDecoder(bytes.NewReader([]byte(text)))
	dec.DisallowUnknownFields()
	err := dec.Decode(answers)
	var typeErr *json.UnmarshalTypeError
	switch {
	case err == nil:
		return true
	case errors.As(err, &typeErr):
		errs.Add(field+"."+typeErr.Field, "Expected a %s.", kindName(typeErr.Type.Kind().String()))
	case strings.HasPrefix(err.Error(), "json: unknown field "):
		name := strings.Trim(strings.TrimPrefix(err.Error(), "json: unknown field "), `"`)
		errs.Add(field+"."+name, "Unknown answer %q.", name)
	default:
		errs.Add(field, "Enter a JSON object of answers.")
	}
	return false
}

func kindName(kind string) string {
	switch kind {
	case "int", "int64":
		return "whole number"
	case "float64":
		return "number"
	case "slice":
		return "list of texts"
	}
	return "text"
}

// requiredText trims a text answer and records a problem when it is empty or too long.
func requiredText(errs *validate.Errors, field string, value *string, max int) {
	*value = errs.Required(field, *value)
	errs.MaxLength(field, *value, max)
}

// optionalText trims a text answer and records a problem when it is too long.
func optionalText(errs *validate.Errors, field string, value *string, max int) {
	*value = strings.TrimSpace(*value)
	errs.MaxLength(field, *value, max)
}

// oneOf records a problem unless the answer is one of the options; empty
// counts as missing when required.
func oneOf(errs *validate.Errors, field, value string, options []string, required bool) {
	switch {
	case value == "" && required:
		errs.Add(field, "This field is required.")
	case value != "" && !slices.Contains(options, value):
		errs.Add(field, "Choose one of: %s.", strings.Join(options, ", "))
	}
}

func checkCompany(errs *validate.Errors, p string, a *domain.CompanyOnboarding) {
	requiredText(errs, p+"company_name", &a.CompanyName, 200)
	requiredText(errs, p+"job_title", &a.JobTitle, 200)
	oneOf(errs, p+"company_size", a.CompanySize, domain.CompanySizes, true)
	requiredText(errs, p+"industry_vertical", &a.IndustryVertical, 200)
	if errs.Required(p+"company_website", a.CompanyWebsite) != "" {
		a.CompanyWebsite = errs.URL(p+"company_website", a.CompanyWebsite)
	}
}

func checkHostUsage(errs *validate.Errors, p string, a *domain.HostUsage) {
	oneOf(errs, p+"hosted_hackathon_before", a.HostedHackathonBefore, domain.YesNo, true)
	oneOf(errs, p+"referral_source", a.ReferralSource, domain.ReferralSources, true)
	if a.ReasonForUsingProduct == nil {
		a.ReasonForUsingProduct = []string{}
	}
	for i, reason := range a.ReasonForUsingProduct {
		oneOf(errs, fmt.Sprintf("%sreason_for_using_product.%d", p, i), reason, domain.HostReasons, true)
	}
	slices.Sort(a.ReasonForUsingProduct)
	a.ReasonForUsingProduct = slices.Compact(a.ReasonForUsingProduct)
	optionalText(errs, p+"main_innovation_challenge", &a.MainInnovationChallenge, 2000)
}

func checkParticipant(errs *validate.Errors, p string, a *domain.ParticipantOnboarding) {
	oneOf(errs, p+"participated_hackathon_before", a.ParticipatedHackathonBefore, domain.YesNo, true)
	a.Tidy()
	if a.ParticipatedHackathonBefore == "Yes" {
		switch n := a.HackathonsParticipatedInBefore; {
		case n == nil:
			errs.Add(p+"hackathons_participated_in_before", "This field is required.")
		case *n < 1 || *n > 1000:
			errs.Add(p+"hackathons_participated_in_before", "Enter a number from 1 to 1000.")
		}
	}
	oneOf(errs, p+"occupation", a.Occupation, domain.Occupations, true)
	oneOf(errs, p+"referral_source", a.ReferralSource, domain.ReferralSources, true)
	if domain.OccupationHasCompany(a.Occupation) {
		requiredText(errs, p+"company_name", &a.CompanyName, 200)
		requiredText(errs, p+"job_title", &a.JobTitle, 200)
	}
	a.CompanyWebsite = errs.URL(p+"company_website", a.CompanyWebsite)
	optionalText(errs, p+"education_institution", &a.EducationInstitution, 200)
	optionalText(errs, p+"field_of_study", &a.FieldOfStudy, 200)
}

// metadataModels turns stored entries into their GraphQL form.
func metadataModels(rows []record.UserMetadatum) []model.UserMetadataEntry {
	out := make([]model.UserMetadataEntry, len(rows))
	for i, r := range rows {
		out[i] = model.UserMetadataEntry{MetaDataType: r.MetadataType, Value: string(r.Value), UpdatedAt: r.UpdatedAt}
	}
	return out
}
