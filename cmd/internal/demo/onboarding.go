package demo

import (
	"context"
	"encoding/json"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// demoAnswers are the onboarding answers of the demo accounts, so that
// /user/profile and /dash show them filled. The Hero has none, so that their
// dashboard asks them to tell us about themselves.
func demoAnswers() map[string][]any {
	count := func(n int) *int { return &n }
	return map[string][]any{
		organiser: {
			domain.CompanyOnboarding{CompanyName: "Demo Organisation", JobTitle: "Head of Innovation", CompanySize: "201-500 employees",
				IndustryVertical: "Financial services", CompanyWebsite: "https://demo.hackforge.local"},
			domain.HostUsage{ReferralSource: "Event or conference", HostedHackathonBefore: "Yes",
				ReasonForUsingProduct:   []string{"Host Internal Hackathons", "Promote Internal Innovation"},
				MainInnovationChallenge: "Turning hackathon prototypes into products."},
		},
		manager: {
			domain.ParticipantOnboarding{ParticipatedHackathonBefore: "Yes", HackathonsParticipatedInBefore: count(6), Occupation: "Employed",
				ReferralSource: "Friend or colleague", CompanyName: "Demo Organisation", JobTitle: "Programme manager"},
		},
		participant: {
			domain.ParticipantOnboarding{ParticipatedHackathonBefore: "Yes", HackathonsParticipatedInBefore: count(2), Occupation: "Student",
				ReferralSource: "Social media", EducationInstitution: "University of Cape Town", FieldOfStudy: "Computer Science"},
		},
		mentor: {
			domain.ParticipantOnboarding{ParticipatedHackathonBefore: "Yes", HackathonsParticipatedInBefore: count(12), Occupation: "Self-Employed",
				ReferralSource: "Blog or article", CompanyName: "Mina Makes", JobTitle: "Consultant", CompanyWebsite: "https://mina.example"},
		},
		judge: {
			domain.ParticipantOnboarding{ParticipatedHackathonBefore: "No", Occupation: "Employed", ReferralSource: "Webinar",
				CompanyName: "Judgement Ltd", JobTitle: "CTO"},
		},
	}
}

// seedOnboarding saves the demo answers; saving again replaces them with the same.
func seedOnboarding(ctx context.Context, st *store.Store, users map[string]int64) error {
	for email, answers := range demoAnswers() {
		var entries []store.MetadataEntry
		for _, a := range answers {
			value, err := json.Marshal(a)
			if err != nil {
				return err
			}
			entries = append(entries, store.MetadataEntry{Type: metadataTypeOf(a), Value: value})
		}
		if _, err := st.SaveUserMetadata(ctx, users[email], entries); err != nil {
			return err
		}
	}
	return nil
}

func metadataTypeOf(answers any) domain.UserMetadataType {
	switch answers.(type) {
	case domain.CompanyOnboarding:
		return domain.MetadataCompanyOnboarding
	case domain.HostUsage:
		return domain.MetadataHostUsage
	}
	return domain.MetadataParticipant
}
