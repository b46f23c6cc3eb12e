package hackforge_test

import (
	"bufio"
	"bytes"
	"os/exec"
	"strings"
	"testing"
)

// Dependencies point one way: cmd wires everything; api and activities use
// store and workflows; store and workflows use only domain; domain uses nothing
// of ours. Each package of this module belongs to the most specific row below
// whose first column names it ("x/..." is x and every package under it). It may
// import the packages of ours in the second column, and anything else except
// what the third column names.
var layers = []layer{
	// The vocabulary: phases, roles, errors.
	{"domain", nil, nil},
	// Encryption of what goes to Temporal: used by every Temporal client.
	{"payloadcrypt", nil, nil},
	// Persistence knows the vocabulary and nothing above it.
	{"store/...", []string{"store/...", "domain"}, nil},
	// Workflows are deterministic: their I/O happens in activities.
	{"workflows", []string{"domain"}, ioPackages},
	// The side effects of workflows; workflows for their names and types.
	{"activities/...", []string{"activities/...", "store", "store/record", "domain", "workflows"}, nil},
	// The APIs start workflows (names and types) but never run activities.
	{"api/...", apiMayImport, nil},
	// Access rules serve both APIs and know neither; the two APIs do not use each other.
	{"api/access", apiMayImport, []string{"api/graph/...", "api/rest/..."}},
	{"api/graph/...", apiMayImport, []string{"api/rest/..."}},
	// gqlgen's executor (exec) calls the resolvers (api/graph) through its
	// interfaces; the handler serves it. Neither knows the handler, nor exec
	// the resolvers.
	{"api/graph", apiMayImport, []string{"api/rest/...", "api/graph/handler"}},
	{"api/graph/exec", apiMayImport, []string{"api/rest/...", "api/graph", "api/graph/handler"}},
	{"api/rest/...", apiMayImport, []string{"api/graph/..."}},
	// The API test harness runs the worker too.
	{"api/apitest", append([]string{"activities/..."}, apiMayImport...), nil},
	// The binaries wire everything.
	{"cmd/...", []string{"..."}, nil},
}

// Above the store, its functions (store) and the rows they return (store/record);
// sqlc's queries and parameters (store/internal/db) stay inside it.
var apiMayImport = []string{"api/...", "store", "store/record", "domain", "workflows", "payloadcrypt"}

// ioPackages talk to Postgres, SMTP, HTTP or the file system.
var ioPackages = []string{
	"database/...", "github.com/jackc/...", "github.com/lib/pq/...", "github.com/golang-migrate/...",
	"net/...", "github.com/go-chi/...", "github.com/99designs/gqlgen/...", "github.com/wneessen/go-mail/...",
	"os/...", "io/ioutil", "io/fs", "syscall", "path/filepath",
}

func TestLayers(t *testing.T) {
	for _, v := range layerViolations(layers, moduleImports(t)) {
		t.Error(v)
	}
}

// moduleImports lists this module's packages (test files aside) with what they
// import; ours are named relative to the module ("store/record"), others in full.
func moduleImports(t *testing.T) map[string][]string {
	t.Helper()
	out := goList(t, "-m", "-f", "{{.Path}}")
	module := strings.TrimSpace(out)
	out = goList(t, "-f", "{{if .GoFiles}}{{.ImportPath}}{{range .Imports}} {{.}}{{end}}{{end}}", "./...")
	relative := func(path string) string {
		if rel, ok := strings.CutPrefix(path, module+"/"); ok {
			return rel
		}
		return path
	}
	graph := map[string][]string{}
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 0 {
			continue
		}
		var imports []string
		for _, imp := range fields[1:] {
			imports = append(imports, relative(imp))
		}
		graph[relative(fields[0])] = imports
	}
	if len(graph) < 5 {
		t.Fatalf("go list found only %d packages:\n%s", len(graph), out)
	}
	return graph
}

func goList(t *testing.T, args ...string) string {
	t.Helper()
	var stderr bytes.Buffer
	cmd := exec.Command("go", append([]string{"list"}, args...)...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v\n%s", strings.Join(args, " "), err, stderr.String())
	}
	return string(out)
}
