package graph

import "github.com/hackforge/hackforge/api/validate"

// maxDescriptionOfOrg bounds an organization's description, as migration
// 000037 does.
const maxDescriptionOfOrg = 1000

// organizationName checks an organization's name and returns it trimmed.
func organizationName(errs *validate.Errors, name string) string {
	name = errs.Required("name", name)
	errs.MaxLength("name", name, maxNameOfOrg)
	return name
}
