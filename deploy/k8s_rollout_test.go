package deploy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"k8s.io/apimachinery/pkg/api/equality"
	"sigs.k8s.io/kustomize/kyaml/filesys"
)

// TestServeAutoscaler: the stateless serve scales on CPU between at least two
// replicas and more; the Deployment names no count of its own, which every
// `kubectl apply` would otherwise set back.
func TestServeAutoscaler(t *testing.T) {
	t.Parallel()
	for _, dir := range []string{base, production} {
		m := build(t, k8sFiles(t), dir)
		require.Len(t, m.autoscalers, 1, dir)
		hpa := m.autoscalers["hackforge-serve"]
		require.NotNil(t, hpa, dir)
		assert.Equal(t, "Deployment", hpa.Spec.ScaleTargetRef.Kind, dir)
		serve := m.deployments[hpa.Spec.ScaleTargetRef.Name]
		require.NotNil(t, serve, "%s: the autoscaler scales hackforge-serve", dir)
		assert.Equal(t, "hackforge-serve", serve.Name)
		assert.Nil(t, serve.Spec.Replicas, "%s: the autoscaler owns serve's replicas", dir)
		assert.GreaterOrEqual(t, *hpa.Spec.MinReplicas, int32(2), dir)
		assert.Greater(t, hpa.Spec.MaxReplicas, *hpa.Spec.MinReplicas, dir)
		require.Len(t, hpa.Spec.Metrics, 1, dir)
		assert.EqualValues(t, "cpu", hpa.Spec.Metrics[0].Resource.Name, dir)
		assert.False(t, serve.Spec.Template.Spec.Containers[0].Resources.Requests.Cpu().IsZero(),
			"%s: utilisation is measured against serve's CPU request", dir)
		assert.Less(t, m.budgets["hackforge-serve"].Spec.MinAvailable.IntValue(), int(*hpa.Spec.MinReplicas),
			"%s: a drain can still move a serve at the smallest scale", dir)
	}
}

// TestConfigChangeRollsPods: a changed setting or secret changes every pod
// template that reads it, so the Deployments roll out new pods; an unchanged
// one changes nothing.
func TestConfigChangeRollsPods(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ dir, file string }{
		{base, base + "/config.env"},
		{production, production + "/config.env"},
		{production, production + "/secrets.env"},
	} {
		files := k8sFiles(t)
		before := build(t, files, c.dir)
		assertTemplates(t, before, build(t, files, c.dir), false, "%s rebuilt unchanged", c.dir)
		appendLine(t, files, c.file, "SENTRY_DSN=https://key@sentry.example.org/1")
		assertTemplates(t, before, build(t, files, c.dir), true, "%s changed", c.file)
	}
}

func assertTemplates(t *testing.T, before, after manifests, differ bool, msg string, args ...any) {
	t.Helper()
	require.NotEmpty(t, before.deployments)
	for name, d := range before.deployments {
		same := equality.Semantic.DeepEqual(d.Spec.Template, after.deployments[name].Spec.Template)
		assert.Equal(t, !differ, same, append([]any{name + ": " + msg}, args...)...)
	}
}

func appendLine(t *testing.T, files filesys.FileSystem, path, line string) {
	t.Helper()
	data, err := files.ReadFile(path)
	require.NoError(t, err)
	require.NoError(t, files.WriteFile(path, append(data, []byte(line+"\n")...)))
}
