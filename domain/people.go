package domain

import "strings"

// UnknownName stands in for a person without a name (SPEC 8: "Unknown User").
const UnknownName = "Unknown User"

// DisplayName is how pages and notifications name a person: first and last
// name, or UnknownName when both are blank.
func DisplayName(firstName, lastName string) string {
	if name := strings.TrimSpace(firstName + " " + lastName); name != "" {
		return name
	}
	return UnknownName
}
