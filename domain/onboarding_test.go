package domain

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUserMetadataTypeValid(t *testing.T) {
	for _, ty := range UserMetadataTypes {
		assert.True(t, ty.Valid(), ty)
	}
	assert.False(t, UserMetadataType("company_onboarding").Valid())
	assert.False(t, UserMetadataType("").Valid())
}

func TestParticipantTidyKeepsOnlyTheAnswersTheOptionsAskFor(t *testing.T) {
	n := 3
	p := ParticipantOnboarding{
		ParticipatedHackathonBefore: "No", HackathonsParticipatedInBefore: &n, Occupation: "Student",
		CompanyName: "Acme", JobTitle: "Dev", EducationInstitution: "UCT", FieldOfStudy: "CS", CompanyWebsite: "https://acme.example",
	}
	p.Tidy()
	assert.Nil(t, p.HackathonsParticipatedInBefore)
	assert.Empty(t, p.CompanyName)
	assert.Empty(t, p.JobTitle)
	assert.Equal(t, "UCT", p.EducationInstitution)
	assert.Equal(t, "https://acme.example", p.CompanyWebsite, "the website is optional for everyone")

	p = ParticipantOnboarding{ParticipatedHackathonBefore: "Yes", HackathonsParticipatedInBefore: &n, Occupation: "Self-Employed", CompanyName: "Me", EducationInstitution: "UCT"}
	p.Tidy()
	assert.Equal(t, 3, *p.HackathonsParticipatedInBefore)
	assert.Equal(t, "Me", p.CompanyName)
	assert.Empty(t, p.EducationInstitution)
}
