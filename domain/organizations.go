package domain

import (
	"fmt"
	"strings"
)

// OrganizationHostsHackathons is the refusal to delete an organization that
// still hosts hackathons, naming them.
func OrganizationHostsHackathons(names []string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = fmt.Sprintf("%q", n)
	}
	noun, them := "hackathon", "it"
	if len(names) > 1 {
		noun, them = "hackathons", "them"
	}
	return Conflict("", "This organization still hosts the %s %s. Delete %s first: an organization is deleted only once it hosts none.",
		noun, strings.Join(quoted, ", "), them)
}
