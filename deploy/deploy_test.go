// Package deploy_test checks the deployment files offline, since our machines
// have neither Docker nor Kubernetes: the kustomize overlays are built with
// the kustomize API and each object is decoded strictly into its Kubernetes
// type, the compose file is loaded by compose-go, and the Dockerfile is
// parsed by BuildKit's parser. docs/deploy.md says what this cannot prove.
package deploy_test

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/compose-spec/compose-go/v2/cli"
	"github.com/moby/buildkit/frontend/dockerfile/instructions"
	"github.com/moby/buildkit/frontend/dockerfile/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	appsv1 "k8s.io/api/apps/v1"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

// manifests is one kustomize build, decoded.
type manifests struct {
	deployments map[string]*appsv1.Deployment
	services    map[string]*corev1.Service
	configMaps  map[string]*corev1.ConfigMap
	jobs        map[string]*batchv1.Job
	budgets     map[string]*policyv1.PodDisruptionBudget
	ingresses   map[string]*networkingv1.Ingress
	namespaces  []string
}

func build(t *testing.T, dir string) manifests {
	t.Helper()
	resources, err := krusty.MakeKustomizer(krusty.MakeDefaultOptions()).Run(filesys.MakeFsOnDisk(), dir)
	require.NoError(t, err)
	m := manifests{
		deployments: map[string]*appsv1.Deployment{}, services: map[string]*corev1.Service{},
		configMaps: map[string]*corev1.ConfigMap{}, jobs: map[string]*batchv1.Job{},
		budgets: map[string]*policyv1.PodDisruptionBudget{}, ingresses: map[string]*networkingv1.Ingress{},
	}
	for _, r := range resources.Resources() {
		doc, err := r.AsYAML()
		require.NoError(t, err)
		name := r.GetName()
		// Strict: a misspelt or misplaced field is an error, as the API server's would be.
		var into any
		switch r.GetKind() {
		case "Deployment":
			m.deployments[name] = &appsv1.Deployment{}
			into = m.deployments[name]
		case "Service":
			m.services[name] = &corev1.Service{}
			into = m.services[name]
		case "ConfigMap":
			m.configMaps[name] = &corev1.ConfigMap{}
			into = m.configMaps[name]
		case "Job":
			m.jobs[name] = &batchv1.Job{}
			into = m.jobs[name]
		case "PodDisruptionBudget":
			m.budgets[name] = &policyv1.PodDisruptionBudget{}
			into = m.budgets[name]
		case "Ingress":
			m.ingresses[name] = &networkingv1.Ingress{}
			into = m.ingresses[name]
		default:
			t.Fatalf("%s %s: a kind this test does not check", r.GetKind(), name)
		}
		require.NoError(t, yaml.UnmarshalStrict(doc, into), "%s %s", r.GetKind(), name)
		m.namespaces = append(m.namespaces, r.GetNamespace())
	}
	return m
}

func TestKubernetesManifests(t *testing.T) {
	t.Parallel()
	for _, dir := range []string{"k8s/base", "k8s/overlays/production"} {
		t.Run(dir, func(t *testing.T) {
			m := build(t, dir)
			require.Contains(t, m.deployments, "hackforge-serve")
			require.Contains(t, m.deployments, "hackforge-worker")
			for name, d := range m.deployments {
				checkDeployment(t, m, name, d)
			}
			job := m.jobs["hackforge-migrate"]
			require.NotNil(t, job, "the migration Job")
			assert.Equal(t, []string{"migrate"}, job.Spec.Template.Spec.Containers[0].Args)
			assert.Equal(t, "hackforge-secrets", secretOf(job.Spec.Template.Spec.Containers[0], "DATABASE_URL"))

			svc := m.services["hackforge"]
			require.NotNil(t, svc)
			serve := m.deployments["hackforge-serve"]
			assert.True(t, labels.SelectorFromSet(svc.Spec.Selector).Matches(labels.Set(serve.Spec.Template.Labels)), "the Service selects the serve pods")
			assert.True(t, hasPort(serve.Spec.Template.Spec.Containers[0], svc.Spec.Ports[0].TargetPort.StrVal))
		})
	}

	t.Run("production overlay", func(t *testing.T) {
		m := build(t, "k8s/overlays/production")
		for _, ns := range m.namespaces {
			assert.Equal(t, "hackforge", ns)
		}
		assert.EqualValues(t, 3, *m.deployments["hackforge-serve"].Spec.Replicas)
		assert.EqualValues(t, 2, *m.deployments["hackforge-worker"].Spec.Replicas)
		assert.Equal(t, "ghcr.io/hackforge/hackforge:0.1.0", m.deployments["hackforge-serve"].Spec.Template.Spec.Containers[0].Image)
		assert.Equal(t, "1", m.deployments["hackforge-serve"].Spec.Template.Spec.Containers[0].Resources.Requests.Cpu().String())
		require.Contains(t, m.ingresses, "hackforge")
		assert.Equal(t, "hackforge", m.ingresses["hackforge"].Spec.Rules[0].HTTP.Paths[0].Backend.Service.Name)
		assert.Contains(t, m.configMaps["hackforge-config"].Data["TEMPORAL_ADDRESS"], "tmprl.cloud")
	})
}

// checkDeployment: probes on named ports, requests, non-root, the secrets,
// the config map, and a disruption budget selecting its pods.
func checkDeployment(t *testing.T, m manifests, name string, d *appsv1.Deployment) {
	t.Helper()
	pod := d.Spec.Template.Spec
	require.NotNil(t, pod.SecurityContext, name)
	assert.True(t, *pod.SecurityContext.RunAsNonRoot, "%s runs as non-root", name)
	for _, c := range pod.Containers {
		require.NotNil(t, c.ReadinessProbe, "%s readiness", name)
		require.NotNil(t, c.LivenessProbe, "%s liveness", name)
		assert.Equal(t, "/readyz", c.ReadinessProbe.HTTPGet.Path, name)
		assert.Equal(t, "/healthz", c.LivenessProbe.HTTPGet.Path, name)
		assert.True(t, hasPort(c, c.ReadinessProbe.HTTPGet.Port.StrVal), "%s probes a port it names", name)
		assert.False(t, c.Resources.Requests.Cpu().IsZero(), "%s requests CPU", name)
		assert.False(t, c.Resources.Requests.Memory().IsZero(), "%s requests memory", name)
		assert.True(t, strings.HasPrefix(c.Image, "ghcr.io/hackforge/hackforge:"), "%s image %s", name, c.Image)
		for _, key := range []string{"DATABASE_URL", "SMTP_URL", "AI_API_KEY"} {
			assert.Equal(t, "hackforge-secrets", secretOf(c, key), "%s takes %s from the Secret", name, key)
		}
		require.Len(t, c.EnvFrom, 1)
		assert.Contains(t, m.configMaps, c.EnvFrom[0].ConfigMapRef.Name)
	}
	var budgets int
	for _, b := range m.budgets {
		selector, err := metaSelector(b)
		require.NoError(t, err)
		if selector.Matches(labels.Set(d.Spec.Template.Labels)) {
			budgets++
		}
	}
	assert.Equal(t, 1, budgets, "%s has one PodDisruptionBudget", name)
}

func metaSelector(b *policyv1.PodDisruptionBudget) (labels.Selector, error) {
	return labels.ValidatedSelectorFromSet(b.Spec.Selector.MatchLabels)
}

func secretOf(c corev1.Container, key string) string {
	for _, e := range c.Env {
		if e.Name == key && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil {
			return e.ValueFrom.SecretKeyRef.Name
		}
	}
	return ""
}

func hasPort(c corev1.Container, name string) bool {
	return slices.ContainsFunc(c.Ports, func(p corev1.ContainerPort) bool { return p.Name == name })
}

func TestComposeFile(t *testing.T) {
	t.Parallel()
	opts, err := cli.NewProjectOptions([]string{"compose/compose.yaml"}, cli.WithName("hackforge"))
	require.NoError(t, err)
	project, err := opts.LoadProject(t.Context())
	require.NoError(t, err)
	for _, name := range []string{"postgres", "temporal", "temporal-ui", "mailpit", "migrate", "serve", "worker", "proxy"} {
		assert.Contains(t, project.Services, name)
	}
	assert.True(t, strings.HasPrefix(project.Services["temporal"].Image, "temporalio/auto-setup:"))
	for _, name := range []string{"serve", "worker"} {
		s := project.Services[name]
		require.NotNil(t, s.Deploy, name)
		assert.EqualValues(t, 2, *s.Deploy.Replicas, name)
		assert.Equal(t, "service_completed_successfully", s.DependsOn["migrate"].Condition, "%s waits for the migration", name)
		assert.Equal(t, "temporal:7233", *s.Environment["TEMPORAL_ADDRESS"])
	}
	assert.Equal(t, []string{"migrate"}, []string(project.Services["migrate"].Command))
}

func TestDockerfile(t *testing.T) {
	t.Parallel()
	f, err := os.Open("container/Dockerfile")
	require.NoError(t, err)
	defer f.Close()
	ast, err := parser.Parse(f)
	require.NoError(t, err)
	stages, _, err := instructions.Parse(ast.AST, nil)
	require.NoError(t, err)
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
