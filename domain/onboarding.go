package domain

// UserMetadataType names one kind of onboarding answers (SPEC 3, "User
// metadata entry"); a user has at most one entry of each type.
type UserMetadataType string

const (
	// MetadataCompanyOnboarding: the host's company (SPEC 5, company form).
	MetadataCompanyOnboarding UserMetadataType = "COMPANY_ONBOARDING"
	// MetadataHostUsage: how a host means to use the product (SPEC 5, host form).
	MetadataHostUsage UserMetadataType = "HOST_USAGE"
	// MetadataParticipant: a participant's background (SPEC 5, participant form).
	MetadataParticipant UserMetadataType = "PARTICIPANT"
)

// UserMetadataTypes lists every type, in the order the profile page shows them.
var UserMetadataTypes = []UserMetadataType{MetadataCompanyOnboarding, MetadataHostUsage, MetadataParticipant}

// Valid reports whether t is one of UserMetadataTypes.
func (t UserMetadataType) Valid() bool {
	for _, v := range UserMetadataTypes {
		if v == t {
			return true
		}
	}
	return false
}

// The option lists of SPEC 5, as stored and shown.
var (
	CompanySizes = []string{
		"1-10 employees", "11-50 employees", "51-200 employees", "201-500 employees",
		"501-1,000 employees", "1,001-10,000 employees", "10,000+ employees",
	}
	Occupations = []string{"School", "Student", "Employed", "Self-Employed", "Prefer not to say"}
	YesNo       = []string{"Yes", "No"}
	HostReasons = []string{
		"Host Internal Hackathons", "Host Public Hackathons", "Promote Internal Innovation",
		"Host Co-innovation Hackathons", "Use Hackathons within SAFe",
	}
	ReferralSources = []string{
		"Search engine", "Social media", "Friend or colleague", "Online advertisement", "Webinar",
		"Event or conference", "Blog or article", "Podcast", "Email newsletter", "Direct e-mail",
		"Other", "Prefer not to say",
	}
)

// OccupationHasCompany: company name and job title are asked of the employed
// and the self-employed (SPEC 5).
func OccupationHasCompany(occupation string) bool {
	return occupation == "Employed" || occupation == "Self-Employed"
}

// OccupationHasEducation: education institution and field of study are asked of students.
func OccupationHasEducation(occupation string) bool { return occupation == "Student" }

// CompanyOnboarding are the answers of the company form; every field is required.
type CompanyOnboarding struct {
	CompanyName      string `json:"company_name"`
	JobTitle         string `json:"job_title"`
	CompanySize      string `json:"company_size"`
	IndustryVertical string `json:"industry_vertical"`
	CompanyWebsite   string `json:"company_website"`
}

// HostUsage are the answers of the host form.
type HostUsage struct {
	ReferralSource          string   `json:"referral_source"`
	ReasonForUsingProduct   []string `json:"reason_for_using_product"`
	HostedHackathonBefore   string   `json:"hosted_hackathon_before"`
	MainInnovationChallenge string   `json:"main_innovation_challenge"`
}

// ParticipantOnboarding are the answers of the participant form. The count of
// hackathons is kept only after "Yes"; company fields only for Employed and
// Self-Employed; education fields only for Student.
type ParticipantOnboarding struct {
	ParticipatedHackathonBefore    string `json:"participated_hackathon_before"`
	HackathonsParticipatedInBefore *int   `json:"hackathons_participated_in_before"`
	Occupation                     string `json:"occupation"`
	ReferralSource                 string `json:"referral_source"`
	CompanyName                    string `json:"company_name,omitempty"`
	JobTitle                       string `json:"job_title,omitempty"`
	CompanyWebsite                 string `json:"company_website,omitempty"`
	EducationInstitution           string `json:"education_institution,omitempty"`
	FieldOfStudy                   string `json:"field_of_study,omitempty"`
}

// Tidy drops the answers that the chosen options do not ask for.
func (p *ParticipantOnboarding) Tidy() {
	if p.ParticipatedHackathonBefore != "Yes" {
		p.HackathonsParticipatedInBefore = nil
	}
	if !OccupationHasCompany(p.Occupation) {
		p.CompanyName, p.JobTitle = "", ""
	}
	if !OccupationHasEducation(p.Occupation) {
		p.EducationInstitution, p.FieldOfStudy = "", ""
	}
}
