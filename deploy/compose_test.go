package deploy_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/compose-spec/compose-go/v2/types"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"sigs.k8s.io/yaml"
)

// composeEnv is what an operator sets before `docker compose up`.
var composeEnv = []string{
	"TEMPORAL_PAYLOAD_KEYS=main:" + strings.Repeat("A", 43) + "=",
	"TEMPORAL_CODEC_TOKEN=" + strings.Repeat("t", 32),
	"PUBLIC_URL=https://hackforge.example.org",
}

func loadCompose(t *testing.T) *types.Project {
	t.Helper()
	project, err := loadComposeWith(t, composeEnv)
	require.NoError(t, err)
	return project
}

func loadComposeWith(t *testing.T, env []string) (*types.Project, error) {
	t.Helper()
	opts, err := cli.NewProjectOptions([]string{"compose/compose.yaml"}, cli.WithName("hackforge"), cli.WithEnv(env))
	require.NoError(t, err)
	return opts.LoadProject(t.Context())
}

// TestComposePayloadKeys: no start without the payload keys; the serves
// and workers encrypt with them, and the Temporal UI decrypts through the
// app's codec endpoint, which answers the UI's origin.
func TestComposePayloadKeys(t *testing.T) {
	t.Parallel()
	_, err := loadComposeWith(t, nil)
	assert.ErrorContains(t, err, "TEMPORAL_PAYLOAD_KEYS")

	project := loadCompose(t)
	for _, name := range []string{"serve", "worker"} {
		assert.Equal(t, strings.TrimPrefix(composeEnv[0], "TEMPORAL_PAYLOAD_KEYS="), *project.Services[name].Environment["TEMPORAL_PAYLOAD_KEYS"], name)
	}
	serve, ui := project.Services["serve"], project.Services["temporal-ui"]
	assert.Equal(t, "https://hackforge.example.org/temporal-codec/"+strings.Repeat("t", 32), *ui.Environment["TEMPORAL_CODEC_ENDPOINT"])
	require.Len(t, ui.Ports, 1)
	assert.Equal(t, "http://127.0.0.1:"+ui.Ports[0].Published, *serve.Environment["TEMPORAL_UI_URL"], "the codec answers the UI's origin")
}

func TestComposeFile(t *testing.T) {
	t.Parallel()
	project := loadCompose(t)
	for _, name := range []string{"postgres", "temporal-schema", "temporal", "temporal-namespace", "temporal-ui", "mailpit", "migrate", "serve", "worker", "proxy"} {
		require.Contains(t, project.Services, name)
	}
	for _, name := range []string{"serve", "worker"} {
		s := project.Services[name]
		require.NotNil(t, s.Deploy, name)
		assert.EqualValues(t, 2, *s.Deploy.Replicas, name)
		assert.Equal(t, "service_completed_successfully", s.DependsOn["migrate"].Condition, "%s waits for the migration", name)
		assert.Equal(t, "service_completed_successfully", s.DependsOn["temporal-namespace"].Condition, "%s waits for its Temporal namespace", name)
		assert.Equal(t, "temporal:7233", *s.Environment["TEMPORAL_ADDRESS"])
		assert.Equal(t, *project.Services["temporal-namespace"].Environment["NAMESPACE"], *s.Environment["TEMPORAL_NAMESPACE"],
			"%s uses the namespace that is registered", name)
	}
	assert.Equal(t, []string{"migrate"}, []string(project.Services["migrate"].Command))
}

// TestComposeTemporal: the server image, not the deprecated auto-setup one,
// after a one-shot schema step from admin-tools of the same version.
func TestComposeTemporal(t *testing.T) {
	t.Parallel()
	project := loadCompose(t)
	for name, s := range project.Services {
		assert.NotContains(t, s.Image, "auto-setup", name)
	}
	server, schema, namespace := project.Services["temporal"], project.Services["temporal-schema"], project.Services["temporal-namespace"]
	version := strings.TrimPrefix(server.Image, "temporalio/server:")
	require.NotEqual(t, server.Image, version, "temporal runs temporalio/server")
	assert.Equal(t, "temporalio/admin-tools:"+version, schema.Image, "the schema matches the server's version")
	assert.Equal(t, "temporalio/admin-tools:"+version, namespace.Image)
	assert.Equal(t, "service_completed_successfully", server.DependsOn["temporal-schema"].Condition, "the server starts on a set-up schema")
	assert.Equal(t, "service_healthy", schema.DependsOn["postgres"].Condition)
	assert.Equal(t, "service_healthy", namespace.DependsOn["temporal"].Condition)
	for _, name := range []string{"temporal-schema", "temporal-namespace"} {
		assert.Empty(t, project.Services[name].Restart, "%s is a one-shot", name)
	}

	script := mountedScript(t, schema)
	for _, step := range []string{"create", "setup-schema -v 0.0", `update-schema -d "/etc/temporal/schema/postgresql/v12/$schema/versioned"`} {
		assert.Contains(t, script, "$sql "+step, "the schema step runs temporal-sql-tool %s", step)
	}
	assert.Contains(t, script, "for db in temporal:temporal visibility:temporal_visibility;", "for the default and the visibility store")
	assert.Equal(t, "postgres12", *server.Environment["DB"])
	assert.Equal(t, *server.Environment["DB"], *schema.Environment["DB"], "the schema is set up where the server looks")
	assert.Equal(t, *server.Environment["POSTGRES_SEEDS"], *schema.Environment["POSTGRES_SEEDS"])
	assert.Contains(t, mountedScript(t, namespace), `temporal operator namespace create --namespace "$NAMESPACE"`)

	var dynamic map[string][]struct {
		Value any `json:"value"`
	}
	require.NoError(t, yaml.UnmarshalStrict(mountedFile(t, server, "/etc/temporal/config/dynamicconfig/hackforge.yaml"), &dynamic))
	assert.Equal(t, true, dynamic["system.enableActivityEagerExecution"][0].Value, "eager activities, as in development")
	assert.Equal(t, "config/dynamicconfig/hackforge.yaml", *server.Environment["DYNAMIC_CONFIG_FILE_PATH"])
}

// TestComposeExposure: only the proxy listens on every interface; the
// Temporal UI and Mailpit (password-reset links), which have no login, only
// on the host's loopback.
func TestComposeExposure(t *testing.T) {
	t.Parallel()
	project := loadCompose(t)
	for name, s := range project.Services {
		for _, p := range s.Ports {
			if name == "proxy" {
				continue
			}
			assert.Equal(t, "127.0.0.1", p.HostIP, "%s publishes %s on loopback only", name, p.Published)
		}
	}
	for _, name := range []string{"temporal-ui", "mailpit"} {
		assert.NotEmpty(t, project.Services[name].Ports, "%s is reachable from the host (through SSH)", name)
	}
}

// TestComposeLimits: every service has CPU and memory limits, and the
// long-running processes health checks through commands the image has.
func TestComposeLimits(t *testing.T) {
	t.Parallel()
	project := loadCompose(t)
	for name, s := range project.Services {
		require.NotNil(t, s.Deploy, name)
		require.NotNil(t, s.Deploy.Resources.Limits, "%s has limits", name)
		assert.Positive(t, float32(s.Deploy.Resources.Limits.NanoCPUs), "%s CPU limit", name)
		assert.Positive(t, int64(s.Deploy.Resources.Limits.MemoryBytes), "%s memory limit", name)
	}
	commands := hackforgeCommands(t)
	for name, command := range map[string]string{"serve": "healthcheck", "worker": "healthcheck-worker"} {
		check := project.Services[name].HealthCheck
		require.NotNil(t, check, "%s has a health check", name)
		assert.Equal(t, []string{"CMD", "/usr/local/bin/hackforge", command}, []string(check.Test), name)
		assert.True(t, commands[command], "`hackforge %s` exists", command)
	}
	for _, name := range []string{"postgres", "temporal"} {
		assert.NotNil(t, project.Services[name].HealthCheck, "%s has a health check (others wait for it)", name)
	}
}

// mountedScript is the script a one-shot service runs: the file its
// entrypoint names, as mounted from the compose directory.
func mountedScript(t *testing.T, s types.ServiceConfig) string {
	t.Helper()
	require.Len(t, s.Entrypoint, 2, "%s: /bin/sh <script>", s.Name)
	script := string(mountedFile(t, s, s.Entrypoint[1]))
	assert.Regexp(t, regexp.MustCompile(`(?m)^set -eu$`), script, "%s stops at the first failing step", s.Name)
	return script
}

func mountedFile(t *testing.T, s types.ServiceConfig, target string) []byte {
	t.Helper()
	for _, v := range s.Volumes {
		if v.Target == target {
			assert.True(t, v.ReadOnly, "%s mounts %s read-only", s.Name, target)
			data, err := os.ReadFile(v.Source)
			require.NoError(t, err)
			require.Equal(t, "compose", filepath.Base(filepath.Dir(v.Source)), "%s mounts a file of the compose directory", s.Name)
			return data
		}
	}
	t.Fatalf("%s mounts nothing at %s", s.Name, target)
	return nil
}
