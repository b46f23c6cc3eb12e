package hackforge_test

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// racePackagesFile names the packages whose tests `make test` runs under the
// race detector; the others run without it, several times faster.
const racePackagesFile = "deploy/race-packages.txt"

// A package whose code or tests start goroutines or guard state shared
// between them must run under the race detector: it is listed, and the list
// names only packages of this module.
func TestRacePackagesAreListed(t *testing.T) {
	listed := readRacePackages(t)
	dirs := packageDirs(t)
	for pkg, dir := range dirs {
		if reason := concurrencyIn(t, dir); reason != "" && !slices.Contains(listed, pkg) {
			t.Errorf("%s %s: add it to %s", pkg, reason, racePackagesFile)
		}
	}
	for _, pkg := range listed {
		if _, ok := dirs[pkg]; !ok {
			t.Errorf("%s names %s, which is no package of this module", racePackagesFile, pkg)
		}
	}
}

// readRacePackages reads the list: one package a line, as "./store", blank
// lines and # comments aside.
func readRacePackages(t *testing.T) []string {
	t.Helper()
	f, err := os.Open(racePackagesFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var pkgs []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line, _, _ := strings.Cut(sc.Text(), "#")
		if line = strings.TrimSpace(line); line != "" {
			pkgs = append(pkgs, line)
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return pkgs
}

// packageDirs maps each package of the module ("./store", "." for the root)
// to its directory.
func packageDirs(t *testing.T) map[string]string {
	t.Helper()
	root, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	dirs := map[string]string{}
	for dir := range strings.FieldsSeq(goList(t, "-f", "{{.Dir}}", "./...")) {
		rel, err := filepath.Rel(root, dir)
		if err != nil {
			t.Fatal(err)
		}
		dirs["./"+filepath.ToSlash(rel)] = dir
	}
	dirs["."] = dirs["./."]
	delete(dirs, "./.")
	return dirs
}

// concurrencyIn says why the package in dir needs the race detector (a go
// statement, a mutex, an atomic, an errgroup in any of its Go files, tests
// included), or "" if nothing does.
func concurrencyIn(t *testing.T, dir string) string {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range files {
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		if reason := concurrencyInFile(f); reason != "" {
			return reason + " in " + filepath.Base(path)
		}
	}
	return ""
}

func concurrencyInFile(f *ast.File) string {
	for _, imp := range f.Imports {
		switch path, _ := strconv.Unquote(imp.Path.Value); path {
		case "sync/atomic", "golang.org/x/sync/errgroup":
			return "imports " + path
		}
	}
	var reason string
	ast.Inspect(f, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.GoStmt:
			reason = "starts a goroutine"
		case *ast.SelectorExpr:
			if x, ok := n.X.(*ast.Ident); ok && x.Name == "sync" && (n.Sel.Name == "Mutex" || n.Sel.Name == "RWMutex") {
				reason = "holds a sync." + n.Sel.Name
			}
		}
		return reason == ""
	})
	return reason
}
