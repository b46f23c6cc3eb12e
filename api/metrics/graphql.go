package metrics

import (
	"context"
	"fmt"
	"time"

	"github.com/99designs/gqlgen/graphql"
)

// GraphQL is a gqlgen extension that records each operation's duration
// under its type, name and the first error's code.
func (m *Metrics) GraphQL() graphql.HandlerExtension { return graphQL{m} }

type graphQL struct{ m *Metrics }

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = graphQL{}

func (graphQL) ExtensionName() string                   { return "Metrics" }
func (graphQL) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation times each response of the operation, those that
// extensions inside it answer without running it (handler.DiscoverCache)
// included.
func (g graphQL) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	responses := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		start := time.Now()
		resp := responses(ctx)
		g.observe(ctx, resp, time.Since(start))
		return resp
	}
}

func (g graphQL) observe(ctx context.Context, resp *graphql.Response, took time.Duration) {
	typ, name := "unknown", ""
	if graphql.HasOperationContext(ctx) {
		oc := graphql.GetOperationContext(ctx)
		name = oc.OperationName
		if oc.Operation != nil {
			typ = string(oc.Operation.Operation)
			if name == "" {
				name = oc.Operation.Name
			}
		}
	}
	code := ""
	if resp != nil && len(resp.Errors) > 0 {
		code = fmt.Sprint(resp.Errors[0].Extensions["code"])
	}
	g.m.operations.WithLabelValues(typ, name, code).Observe(took.Seconds())
}
