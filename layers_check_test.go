package hackforge_test

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
)

// layer is one row of the table in layers_test.go.
type layer struct {
	pkgs  string   // the packages it covers: "x" or "x/..." (x and every package under it)
	may   []string // the packages of ours they may import ("..." for all)
	never []string // packages they must not import, ours or not, even if may names them
}

// matches tells whether the package path falls under pattern ("x", "x/..." or "...").
func matches(pattern, path string) bool {
	if pattern == "..." {
		return true
	}
	if base, ok := strings.CutSuffix(pattern, "/..."); ok {
		return path == base || strings.HasPrefix(path, base+"/")
	}
	return path == pattern
}

func matchesAny(patterns []string, path string) bool {
	return slices.ContainsFunc(patterns, func(p string) bool { return matches(p, path) })
}

// layerOf is the most specific row covering pkg: the longest pattern that
// matches, "x" before "x/...".
func layerOf(layers []layer, pkg string) (layer, bool) {
	var best layer
	found := false
	for _, l := range layers {
		if matches(l.pkgs, pkg) && (!found || specificity(l.pkgs) > specificity(best.pkgs)) {
			best, found = l, true
		}
	}
	return best, found
}

func specificity(pattern string) int {
	base, wildcard := strings.CutSuffix(pattern, "/...")
	if wildcard {
		return 2 * len(base)
	}
	return 2*len(base) + 1
}

// layerViolations checks an import graph (package -> its imports; the graph's
// keys are the packages of ours) against the table, one line per violation.
func layerViolations(layers []layer, graph map[string][]string) []string {
	var violations []string
	for _, pkg := range slices.Sorted(maps.Keys(graph)) {
		l, ok := layerOf(layers, pkg)
		if !ok {
			violations = append(violations, fmt.Sprintf("%s is in no layer (add a row to the table in layers_test.go)", pkg))
			continue
		}
		for _, imp := range graph[pkg] {
			if rule := brokenRule(l, graph, imp); rule != "" {
				violations = append(violations, fmt.Sprintf("%s imports forbidden %s (%s)", pkg, imp, rule))
			}
		}
	}
	return violations
}

// brokenRule is the rule of layer l that importing imp breaks, or "".
func brokenRule(l layer, graph map[string][]string, imp string) string {
	for _, p := range l.never {
		if matches(p, imp) {
			return fmt.Sprintf("%s must not import %s", l.pkgs, p)
		}
	}
	if _, ours := graph[imp]; !ours || matchesAny(l.may, imp) {
		return ""
	}
	if len(l.may) == 0 {
		return l.pkgs + " may import nothing of ours"
	}
	return fmt.Sprintf("%s may import only %s of ours", l.pkgs, strings.Join(l.may, ", "))
}

// The check itself, on a made-up import graph that breaks each kind of rule once.
func TestLayerCheckCatchesViolations(t *testing.T) {
	graph := map[string][]string{
		"domain":            {"time", "store"},
		"store":             {"domain", "store/internal/db", "workflows", "github.com/jackc/pgx/v5"},
		"store/internal/db": {"github.com/jackc/pgx/v5"},
		"workflows":         {"domain", "go.temporal.io/sdk/workflow", "os", "net/http", "time"},
		"activities":        {"activities/mail", "store", "workflows", "api/auth"},
		"activities/mail":   {"net/smtp"},
		"api/auth":          {"store", "store/record", "store/internal/db", "domain"},
		"api/access":        {"store", "api/auth", "api/graph/model"},
		"api/graph":         {"api/access", "api/rest", "workflows"},
		"api/graph/exec":    {"api/graph/model", "api/graph"},
		"api/graph/model":   {"domain"},
		"api/rest":          {"api/access", "activities"},
		"api/apitest":       {"activities", "api/rest"},
		"cmd/hackforge":     {"api/graph", "activities", "store/internal/db"},
		"tools/extra":       {"domain"},
	}
	want := []string{
		"activities imports forbidden api/auth (activities/... may import only activities/..., store, store/record, domain, workflows of ours)",
		"api/access imports forbidden api/graph/model (api/access must not import api/graph/...)",
		"api/auth imports forbidden store/internal/db (api/... may import only api/..., store, store/record, domain, workflows, payloadcrypt of ours)",
		"api/graph imports forbidden api/rest (api/graph must not import api/rest/...)",
		"api/graph/exec imports forbidden api/graph (api/graph/exec must not import api/graph)",
		"api/rest imports forbidden activities (api/rest/... may import only api/..., store, store/record, domain, workflows, payloadcrypt of ours)",
		"domain imports forbidden store (domain may import nothing of ours)",
		"store imports forbidden workflows (store/... may import only store/..., domain of ours)",
		"tools/extra is in no layer (add a row to the table in layers_test.go)",
		"workflows imports forbidden os (workflows must not import os/...)",
		"workflows imports forbidden net/http (workflows must not import net/...)",
	}
	got := layerViolations(layers, graph)
	if !slices.Equal(got, want) {
		t.Errorf("violations:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

func TestLayerPatterns(t *testing.T) {
	for _, c := range []struct {
		pattern, path string
		want          bool
	}{
		{"store/...", "store", true},
		{"store/...", "store/internal/db", true},
		{"store/...", "storefront", false},
		{"store", "store/internal/db", false},
		{"os/...", "os/exec", true},
		{"net/...", "net", true},
		{"...", "anything/at/all", true},
	} {
		if got := matches(c.pattern, c.path); got != c.want {
			t.Errorf("matches(%q, %q) = %v, want %v", c.pattern, c.path, got, c.want)
		}
	}
}
