// Package handler serves the GraphQL schema over HTTP: the transports, the
// limits every operation must keep, the error presenter and the response
// caches around gqlgen's executor.
package handler

import (
	"net/http"
	"time"

	"github.com/99designs/gqlgen/graphql"
	gqlhandler "github.com/99designs/gqlgen/graphql/handler"
	"github.com/99designs/gqlgen/graphql/handler/extension"
	"github.com/99designs/gqlgen/graphql/handler/lru"
	"github.com/99designs/gqlgen/graphql/handler/transport"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/api/graph/exec"
)

// Limits of every GraphQL operation.
const (
	MaxComplexity = 1000
	MaxDepth      = 12
	MaxRootFields = 20
	MaxAliases    = 30
)

// DefaultHeartbeat is how often an idle event stream gets a comment line:
// well within the idle time-outs of proxies and load balancers (nginx's
// 60 s by default, most cloud balancers' 60 s).
const DefaultHeartbeat = 15 * time.Second

// Options configure the GraphQL handler.
type Options struct {
	// Introspection is on in development only.
	Introspection bool
	// Heartbeat is DefaultHeartbeat when 0.
	Heartbeat time.Duration
}

// New serves the schema over POST, and over GET for queries only
// (gqlgen's GET transport refuses mutations); subscriptions over
// server-sent events (a POST accepting text/event-stream, graphql-sse's
// distinct connections mode).
func New(r *graph.Resolver, o Options) *gqlhandler.Server {
	srv := gqlhandler.New(exec.NewExecutableSchema(exec.Config{Resolvers: r}))
	if o.Heartbeat == 0 {
		o.Heartbeat = DefaultHeartbeat
	}
	// Before POST, which would take the request too.
	srv.AddTransport(eventStream{transport.SSE{KeepAlivePingInterval: o.Heartbeat}})
	srv.AddTransport(transport.GET{})
	srv.AddTransport(transport.POST{})
	srv.SetQueryCache(lru.New[*ast.QueryDocument](1000))
	if o.Introspection {
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

// eventStream is gqlgen's SSE transport, whose streams tell nginx (the
// shipped proxy, and the ingress controller) to pass each event on at once
// rather than buffer it.
type eventStream struct{ transport.SSE }

func (t eventStream) Do(w http.ResponseWriter, r *http.Request, executor graphql.GraphExecutor) {
	w.Header().Set("X-Accel-Buffering", "no")
	t.SSE.Do(w, r, executor)
}
