// Package deploy_test checks the deployment files offline, since our machines
// have neither Docker nor Kubernetes: the kustomize overlays are built with
// the kustomize API and each object is decoded strictly into its Kubernetes
// type (pods are judged by the Pod Security Standards' own checks), the
// compose file is loaded by compose-go, and the Dockerfile is parsed by
// BuildKit's parser with the ignore file BuildKit reads. docs/deploy.md says
// what this cannot prove.
package deploy_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"
)

// hackforgeCommands are the subcommands `hackforge` runs: the cases of
// Main.Run's switch in cmd/hackforge/main.go. The deployment files name them
// (migrate, wait-for-schema, healthcheck, …) and must not name one it lacks.
func hackforgeCommands(t *testing.T) map[string]bool {
	t.Helper()
	file, err := parser.ParseFile(token.NewFileSet(), "../cmd/hackforge/main.go", nil, 0)
	require.NoError(t, err)
	commands := map[string]bool{}
	ast.Inspect(file, func(n ast.Node) bool {
		if c, ok := n.(*ast.CaseClause); ok {
			for _, e := range c.List {
				if lit, ok := e.(*ast.BasicLit); ok && lit.Kind == token.STRING {
					name, err := strconv.Unquote(lit.Value)
					require.NoError(t, err)
					commands[name] = true
				}
			}
		}
		return true
	})
	require.Contains(t, commands, "serve", "the command switch was found")
	return commands
}
