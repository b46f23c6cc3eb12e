package handler

import (
	"context"
	"encoding/json"
	"time"

	"github.com/99designs/gqlgen/graphql"
	lru "github.com/hashicorp/golang-lru/v2"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// DiscoverCache answers the DISCOVER list and discover's search, the busiest
// public pages, with the response it gave the same viewer for the same
// operation while nothing in that response can have changed: the page's
// stamp (store.DiscoverStamp, read afresh for every request at the cost of
// the page's ids) is the same, and no hackathon on it has started or ended
// since. It keeps only operations that ask for the list or the search alone,
// through fields the stamp covers (discoverFields); every other operation
// runs as usual.
type DiscoverCache struct {
	stamps  stampReaders
	answers *lru.Cache[discoverKey, discoverAnswer]
}

// stampReaders read the stamp of a page of the DISCOVER list and of the search.
type stampReaders struct {
	list   func(ctx context.Context, limit, offset int) (store.DiscoverStamp, error)
	search func(ctx context.Context, q domain.DiscoverSearch, limit, offset int) (store.DiscoverStamp, error)
}

// maxDiscoverAnswers bounds memory: past it the least recently used answer goes.
const maxDiscoverAnswers = 1000

type discoverKey struct {
	viewer           int64
	query, variables string
}

type discoverAnswer struct {
	stamp store.DiscoverStamp
	data  json.RawMessage
}

var _ interface {
	graphql.HandlerExtension
	graphql.OperationInterceptor
} = (*DiscoverCache)(nil)

// NewDiscoverCache keeps DISCOVER and search answers checked against st.
func NewDiscoverCache(st *store.Store) *DiscoverCache {
	return newDiscoverCache(stampReaders{list: st.DiscoverStamp, search: st.SearchStamp})
}

func newDiscoverCache(stamps stampReaders) *DiscoverCache {
	answers, err := lru.New[discoverKey, discoverAnswer](maxDiscoverAnswers)
	if err != nil {
		panic(err) // only for a size below 1
	}
	return &DiscoverCache{stamps: stamps, answers: answers}
}

// ExtensionName names the extension for gqlgen.
func (*DiscoverCache) ExtensionName() string { return "DiscoverCache" }

// Validate accepts any schema.
func (*DiscoverCache) Validate(graphql.ExecutableSchema) error { return nil }

// InterceptOperation answers with the kept answer while it holds, without
// preparing the operation at all; else it runs the operation and keeps an
// answer without errors. The stamp is read before the operation runs, so an
// answer is never kept under a stamp newer than what it shows.
func (c *DiscoverCache) InterceptOperation(ctx context.Context, next graphql.OperationHandler) graphql.ResponseHandler {
	oc := graphql.GetOperationContext(ctx)
	readStamp, ok := c.stampOf(oc)
	if !ok {
		return next(ctx)
	}
	variables, err := json.Marshal(oc.Variables)
	if err != nil {
		return next(ctx)
	}
	key := discoverKey{viewer: auth.UserID(ctx), query: oc.RawQuery, variables: string(variables)}
	stamp, err := readStamp(ctx)
	if err != nil {
		return next(ctx) // the operation reports the error itself
	}
	if kept, ok := c.answers.Get(key); ok && kept.stamp.Versions == stamp.Versions && kept.stamp.HoldsAt(time.Now()) {
		return graphql.OneShot(&graphql.Response{Data: kept.data})
	}
	responses := next(ctx)
	return func(ctx context.Context) *graphql.Response {
		response := responses(ctx)
		if response != nil && len(response.Errors) == 0 {
			c.answers.Add(key, discoverAnswer{stamp: stamp, data: response.Data})
		}
		return response
	}
}

// stampOf returns how to read the stamp of the page an operation asks of
// the DISCOVER list or of the search, if that is all it asks, through
// fields the stamp covers.
func (c *DiscoverCache) stampOf(oc *graphql.OperationContext) (func(context.Context) (store.DiscoverStamp, error), bool) {
	field, ok := soleRootField(oc)
	if !ok || !coveredByStamp(field.SelectionSet) {
		return nil, false
	}
	args := field.ArgumentMap(oc.Variables)
	limit, offset, ok := pageOf(args)
	if !ok {
		return nil, false
	}
	switch field.Name {
	case "hackathons":
		if filter, _ := args["filter"].(string); filter != string(domain.ListDiscover) {
			return nil, false
		}
		return func(ctx context.Context) (store.DiscoverStamp, error) { return c.stamps.list(ctx, limit, offset) }, true
	case "discoverHackathons":
		q, ok := graph.DiscoverSearchOf(args["input"])
		return func(ctx context.Context) (store.DiscoverStamp, error) { return c.stamps.search(ctx, q, limit, offset) }, ok
	}
	return nil, false
}

// soleRootField is the one field a query asks for (besides __typename),
// without directives.
func soleRootField(oc *graphql.OperationContext) (*ast.Field, bool) {
	op := oc.Operation
	if op == nil || op.Operation != ast.Query || len(op.Directives) > 0 {
		return nil, false
	}
	var sole *ast.Field
	for _, sel := range op.SelectionSet {
		field, isField := sel.(*ast.Field)
		switch {
		case !isField || len(field.Directives) > 0:
			return nil, false
		case field.Name == "__typename":
		case sole != nil:
			return nil, false
		default:
			sole = field
		}
	}
	return sole, sole != nil
}

// pageOf reads a list's first and after arguments.
func pageOf(args map[string]any) (limit, offset int, ok bool) {
	var first *int
	if raw := args["first"]; raw != nil {
		n, err := graphql.UnmarshalInt(raw)
		if err != nil {
			return 0, 0, false
		}
		first = &n
	}
	after, _ := args["after"].(string)
	limit, offset, err := graph.PageWindow(first, &after)
	return limit, offset, err == nil
}

// coveredByStamp reports whether a selection asks only for discoverFields,
// with no argument or directive.
func coveredByStamp(set ast.SelectionSet) bool {
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if len(s.Directives) > 0 || len(s.Arguments) > 0 {
				return false
			}
			if s.Name == "__typename" {
				continue
			}
			if s.ObjectDefinition == nil || !discoverFields[s.ObjectDefinition.Name][s.Name] || !coveredByStamp(s.SelectionSet) {
				return false
			}
		case *ast.InlineFragment:
			if len(s.Directives) > 0 || !coveredByStamp(s.SelectionSet) {
				return false
			}
		case *ast.FragmentSpread:
			if len(s.Directives) > 0 || s.Definition == nil || !coveredByStamp(s.Definition.SelectionSet) {
				return false
			}
		}
	}
	return true
}

// discoverFields are the fields a kept answer may hold, by type: the page's
// own, and those read from the hackathons' views (store.HackathonView, with
// its organization), which the stamp's view versions cover, or from the
// clock (status), which its Until covers. None may be a resolver, which
// could read anything (TestDiscoverFieldsAreReadFromTheView), but the
// counts of countedUnderViewVersions.
var discoverFields = map[string]map[string]bool{
	"HackathonPage": fieldSet("items", "totalCount", "pageInfo"),
	"PageInfo":      fieldSet("hasNextPage", "endCursor"),
	"Organization":  fieldSet("id", "name"),
	"Image":         fieldSet("url", "alt"),
	"Hackathon": fieldSet("id", "uid", "name", "cover", "logo", "description", "detailDescription", "startDatetime", "endDatetime",
		"timeZone", "allowedParticipants", "maxTeamSize", "status", "statusDisplay", "phase", "phaseDisplay", "organization",
		"isCreator", "isManager", "isParticipant", "isMentor", "isJudge", "isVolunteer", "isBanned",
		"hasJudges", "hasPrizes", "hasMentors", "hasTalents", "hasPopularVote", "hasPitches", "hasVolunteers",
		"hasResources", "hasGameification", "hasGoals", "hasKickoffSession", "hasClosingSession",
		"managementTeamVisible", "ideasRequired", "ideasRequireApproval", "ideasThroughoutHacking", "showTeams",
		"canRegisterOutsideRegistrationPhase", "requireTermsAcceptance", "participantCount", "prizeCount"),
}

// countedUnderViewVersions are resolvers whose counts the view versions
// cover all the same: a participant or a prize added, changed or removed
// changes its hackathon's view version (migrations 000006 and 000044).
var countedUnderViewVersions = fieldSet("participantCount", "prizeCount")

func fieldSet(names ...string) map[string]bool {
	set := make(map[string]bool, len(names))
	for _, name := range names {
		set[name] = true
	}
	return set
}
