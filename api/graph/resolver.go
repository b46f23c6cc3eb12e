// Package graph holds the resolvers of Hackforge's GraphQL API: thin
// functions that call the store, the access rules and the workflows. gqlgen's
// generated executor is in exec, and handler serves it over HTTP.
package graph

import (
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/live"
	"github.com/hackforge/hackforge/store"
)

// Resolver holds what resolvers need; it is shared by every request.
type Resolver struct {
	Store *store.Store
	Flows *flows.Flows
	// Social lists the social sign-in providers (nil: none).
	Social *auth.SocialVerifier
	// Live pushes leaderboards to their subscribers.
	Live *live.Hub
	// TemporalUI links administrators' jobs to their runs.
	TemporalUI TemporalUI
}
