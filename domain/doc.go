// Package domain is Hackforge's vocabulary: the phases of a hackathon and
// their rules, who may take part, the roles people hold, the notifications
// they receive and the one error type every layer speaks. It imports nothing
// of the project's, so every layer may import it; sqlc and gqlgen bind their
// columns and enums to its types.
package domain
