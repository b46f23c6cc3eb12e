package workflows

import (
	"bufio"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// Workflow code must be deterministic and do no I/O: everything that talks
// to Postgres, SMTP, HTTP or the file system runs in package activities.
// This test fails when a non-test file of package workflows imports such a
// package, or any package of this module other than workflows itself (the
// dependencies point from activities/api to workflows, never back).

// forbiddenImports are import paths, or path prefixes ending in "/".
var forbiddenImports = []string{
	// databases
	"database/sql",
	"database/",
	"github.com/jackc/",
	"github.com/lib/pq",
	"github.com/golang-migrate/",
	// network, HTTP and mail
	"net",
	"net/",
	"github.com/go-chi/",
	"github.com/99designs/gqlgen",
	"github.com/wneessen/go-mail",
	// the operating system and files
	"os",
	"os/",
	"io/ioutil",
	"io/fs",
	"syscall",
	"path/filepath",
}

func forbidden(path, module string) (why string, bad bool) {
	if path == module+"/workflows" || path == module+"/domain" {
		return "", false
	}
	if path == module || strings.HasPrefix(path, module+"/") {
		return "another package of this module", true
	}
	for _, f := range forbiddenImports {
		if path == f || (strings.HasSuffix(f, "/") && strings.HasPrefix(path, f)) {
			return "an I/O package (" + f + ")", true
		}
	}
	return "", false
}

func TestWorkflowsImportNoIOPackages(t *testing.T) {
	module := modulePath(t)
	fset := token.NewFileSet()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, name := range files {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatalf("parse %s: %v", name, err)
		}
		checked++
		for _, imp := range f.Imports {
			path, err := strconv.Unquote(imp.Path.Value)
			if err != nil {
				t.Fatalf("%s: bad import %s", fset.Position(imp.Pos()), imp.Path.Value)
			}
			if why, bad := forbidden(path, module); bad {
				t.Errorf("%s: package workflows must not import %q: %s (move the I/O into an activity)",
					fset.Position(imp.Pos()), path, why)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no Go files found in package workflows")
	}
}

func TestForbiddenImportRules(t *testing.T) {
	const module = "github.com/hackforge/hackforge"
	for path, want := range map[string]bool{
		"github.com/jackc/pgx/v5":           true,
		"database/sql":                      true,
		"net/http":                          true,
		"net/smtp":                          true,
		"net":                               true,
		"github.com/wneessen/go-mail":       true,
		"os":                                true,
		"os/exec":                           true,
		"io/ioutil":                         true,
		module + "/store":                   true,
		module + "/activities":              true,
		module + "/api/graph":               true,
		module + "/workflows":               false,
		"go.temporal.io/sdk/workflow":       false,
		"go.temporal.io/sdk/temporal":       false,
		"time":                              false,
		"fmt":                               false,
		"strings":                           false,
		"errors":                            false,
		"github.com/hackforge/hackforgeish": false,
	} {
		if _, got := forbidden(path, module); got != want {
			t.Errorf("forbidden(%q) = %v, want %v", path, got, want)
		}
	}
}

// modulePath reads the module path from the go.mod above this package.
func modulePath(t *testing.T) string {
	t.Helper()
	f, err := os.Open(filepath.Join("..", "go.mod"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(strings.TrimSpace(sc.Text()), "module "); ok {
			return strings.Trim(strings.TrimSpace(rest), `"`)
		}
	}
	t.Fatal("no module line in ../go.mod")
	return ""
}
