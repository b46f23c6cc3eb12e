package graph

import (
	"time"

	"github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"
)

// Limits of every GraphQL operation.
const (
	MaxComplexity = 1000
	MaxDepth      = 12
	MaxRootFields = 20
	MaxAliases    = 30
)

// NewHandler serves the schema over POST, and over GET for queries only
// (gqlgen's GET transport refuses mutations); subscriptions over
// server-sent events (a POST accepting text/event-stream, graphql-sse's
// distinct connections mode). Introspection is off in production.
func NewHandler(r *Resolver, introspection bool) *handler.Server {
	srv := handler.New(NewExecutableSchema(Config{Resolvers: r}))
	// Before POST, which would take the request too; the ping keeps proxies
	// from closing a quiet stream.
	srv.AddTransport(transport.SSE{KeepAlivePingInterval: 15 * time.Second})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	if introspection {
		srv.Use(extension.Introspection{})
	} else {
		srv.Use(NoIntrospection{})
	}
	srv.Use(extension.FixedComplexityLimit(MaxComplexity))
	srv.Use(DepthLimit{Max: MaxDepth})
	srv.Use(BreadthLimit{MaxRootFields: MaxRootFields, MaxAliases: MaxAliases})
	srv.SetErrorPresenter(PresentError)
	srv.SetRecoverFunc(Recover)
	return srv
}
