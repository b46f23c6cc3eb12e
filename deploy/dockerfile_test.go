package deploy_test

import (
	"bytes"
	"os"
	"os/exec"
	"path"
	"strings"
	"testing"

	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/moby/patternmatcher"
	"github.com/moby/patternmatcher/ignorefile"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The image is built as docs/deploy.md says: the repository root is the
// context, the Dockerfile is named with -f.
const (
	dockerfile   = "container/Dockerfile"
	buildContext = ".."
)

func parseDockerfile(t *testing.T) []instructions.Stage {
	t.Helper()
	f, err := os.Open(dockerfile)
	require.NoError(t, err)
	defer f.Close()
	ast, err := parser.Parse(f)
	require.NoError(t, err)
	stages, _, err := instructions.Parse(ast.AST, nil)
	require.NoError(t, err)
	return stages
}

func TestDockerfile(t *testing.T) {
	t.Parallel()
	stages := parseDockerfile(t)
	require.Len(t, stages, 3, "web, server, runtime")

	goMod, err := os.ReadFile("../go.mod")
	require.NoError(t, err)
	goVersion := strings.Fields(strings.Split(string(goMod), "\ngo ")[1])[0]
	assert.Equal(t, "golang:"+goVersion[:strings.LastIndex(goVersion, ".")]+"-bookworm", stages[1].BaseName,
		"the image builds with go.mod's Go")

	final := stages[2]
	var user string
	var entrypoint []string
	var copied []string
	for _, cmd := range final.Commands {
		switch c := cmd.(type) {
		case *instructions.UserCommand:
			user = c.User
		case *instructions.EntrypointCommand:
			entrypoint = c.CmdLine
		case *instructions.CopyCommand:
			copied = append(copied, c.From)
		}
	}
	assert.NotEmpty(t, user)
	assert.NotContains(t, []string{"0", "root", "0:0"}, user, "runs as a non-root user")
	assert.Equal(t, []string{"/usr/local/bin/hackforge"}, entrypoint)
	assert.ElementsMatch(t, []string{"server", "web"}, copied, "the binary and the built web app")
}

// TestBuildContext: the ignore file BuildKit reads for this build leaves out
// local state, logs, dependencies and build output (about 700 MB on a
// developer's machine), and nothing the build needs; no COPY brings the
// host's node_modules over the ones `npm ci` installed.
func TestBuildContext(t *testing.T) {
	t.Parallel()
	ignored := contextIgnores(t)

	for _, p := range []string{
		".git/HEAD", ".dev/postgres/PG_VERSION", ".test/temporal.db", "serve.log", ".test/logs/serve.log",
		"web/node_modules/react/index.js", "node_modules/x/index.js", "web/dist/index.html", "bin/hackforge",
		"coverage.out", "web/coverage/index.html",
	} {
		assert.True(t, ignored(p), "%s stays out of the build context", p)
	}

	// Every file in the repository reaches the build, but for the ones the
	// image has no use for.
	unused := []string{".ci/", "docs/", "deploy/"}
	tracked, err := exec.Command("git", "-C", buildContext, "ls-files").Output()
	require.NoError(t, err)
	files := strings.Fields(string(bytes.TrimSpace(tracked)))
	require.NotEmpty(t, files)
	for _, f := range files {
		wantIgnored := false
		for _, dir := range unused {
			wantIgnored = wantIgnored || strings.HasPrefix(f, dir)
		}
		assert.Equal(t, wantIgnored, ignored(f), "%s in the build context", f)
	}

	for _, stage := range parseDockerfile(t) {
		for _, cmd := range stage.Commands {
			c, ok := cmd.(*instructions.CopyCommand)
			if !ok || c.From != "" {
				continue
			}
			for _, src := range c.SourcePaths {
				assert.NotContains(t, src, "node_modules", "%s copies no node_modules", stage.Name)
				for _, p := range []string{path.Join(src, "node_modules/pkg/index.js"), path.Join(src, "web/node_modules/pkg/index.js")} {
					assert.True(t, ignored(p), "%s: COPY %s brings no host node_modules (%s)", stage.Name, src, p)
				}
			}
		}
	}
}

// contextIgnores reports whether BuildKit leaves a path of the context out,
// by the ignore file it reads: <Dockerfile>.dockerignore beside the
// Dockerfile, else the context's .dockerignore (moby/buildkit
// frontend/dockerui). A .dockerignore beside the Dockerfile is never read.
func contextIgnores(t *testing.T) func(string) bool {
	t.Helper()
	data, err := os.ReadFile(dockerfile + ".dockerignore")
	if os.IsNotExist(err) {
		data, err = os.ReadFile(path.Join(buildContext, ".dockerignore"))
	}
	if os.IsNotExist(err) {
		data, err = nil, nil
	}
	require.NoError(t, err)
	patterns, err := ignorefile.ReadAll(bytes.NewReader(data))
	require.NoError(t, err)
	matcher, err := patternmatcher.New(patterns)
	require.NoError(t, err)
	return func(p string) bool {
		ignored, err := matcher.MatchesOrParentMatches(p)
		require.NoError(t, err)
		return ignored
	}
}
