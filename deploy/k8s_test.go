package deploy_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/labels"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

// The kustomizations, as the tests build them from a copy of k8s/ in memory.
const (
	base       = "/k8s/base"
	production = "/k8s/overlays/production"
)

// manifests is one kustomize build, decoded.
type manifests struct {
	deployments     map[string]*appsv1.Deployment
	services        map[string]*corev1.Service
	configMaps      map[string]*corev1.ConfigMap
	secrets         map[string]*corev1.Secret
	jobs            map[string]*batchv1.Job
	budgets         map[string]*policyv1.PodDisruptionBudget
	ingresses       map[string]*networkingv1.Ingress
	autoscalers     map[string]*autoscalingv2.HorizontalPodAutoscaler
	networkPolicies map[string]*networkingv1.NetworkPolicy
	namespaces      []string
}

// k8sFiles copies k8s/ into memory, leaving out a real secrets.env: the
// production overlay's Secret is made from secrets.env.example instead.
func k8sFiles(t *testing.T) filesys.FileSystem {
	t.Helper()
	mem := filesys.MakeFsInMemory()
	require.NoError(t, filepath.WalkDir("k8s", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || d.Name() == "secrets.env" {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		return mem.WriteFile("/"+filepath.ToSlash(path), data)
	}))
	example, err := mem.ReadFile(production + "/secrets.env.example")
	require.NoError(t, err)
	require.NoError(t, mem.WriteFile(production+"/secrets.env", example))
	return mem
}

func build(t *testing.T, files filesys.FileSystem, dir string) manifests {
	t.Helper()
	resources, err := krusty.MakeKustomizer(krusty.MakeDefaultOptions()).Run(files, dir)
	require.NoError(t, err)
	m := manifests{
		deployments: map[string]*appsv1.Deployment{}, services: map[string]*corev1.Service{},
		configMaps: map[string]*corev1.ConfigMap{}, secrets: map[string]*corev1.Secret{},
		jobs: map[string]*batchv1.Job{}, budgets: map[string]*policyv1.PodDisruptionBudget{},
		ingresses: map[string]*networkingv1.Ingress{}, autoscalers: map[string]*autoscalingv2.HorizontalPodAutoscaler{},
		networkPolicies: map[string]*networkingv1.NetworkPolicy{},
	}
	for _, r := range resources.Resources() {
		doc, err := r.AsYAML()
		require.NoError(t, err)
		name := r.GetName()
		var into any
		switch r.GetKind() {
		case "Deployment":
			into = addNew(m.deployments, name)
		case "Service":
			into = addNew(m.services, name)
		case "ConfigMap":
			into = addNew(m.configMaps, name)
		case "Secret":
			into = addNew(m.secrets, name)
		case "Job":
			into = addNew(m.jobs, name)
		case "PodDisruptionBudget":
			into = addNew(m.budgets, name)
		case "Ingress":
			into = addNew(m.ingresses, name)
		case "HorizontalPodAutoscaler":
			into = addNew(m.autoscalers, name)
		case "NetworkPolicy":
			into = addNew(m.networkPolicies, name)
		default:
			t.Fatalf("%s %s: a kind this test does not check", r.GetKind(), name)
		}
		// Strict: a misspelt or misplaced field is an error, as the API server's would be.
		require.NoError(t, yaml.UnmarshalStrict(doc, into), "%s %s", r.GetKind(), name)
		m.namespaces = append(m.namespaces, r.GetNamespace())
	}
	return m
}

func addNew[T any](into map[string]*T, name string) *T {
	into[name] = new(T)
	return into[name]
}

// pods are the pod templates of every Deployment and Job, by their owner's name.
func (m manifests) pods() map[string]corev1.PodTemplateSpec {
	pods := map[string]corev1.PodTemplateSpec{}
	for name, d := range m.deployments {
		pods[name] = d.Spec.Template
	}
	for name, j := range m.jobs {
		pods[name] = j.Spec.Template
	}
	return pods
}

// secretName is the Secret the pods read: generated with a hash in its name
// by the production overlay, made by hand for the base.
func (m manifests) secretName(t *testing.T) string {
	t.Helper()
	require.LessOrEqual(t, len(m.secrets), 1)
	for name := range m.secrets {
		assert.True(t, strings.HasPrefix(name, "hackforge-secrets-"), "%s carries its content's hash", name)
		return name
	}
	return "hackforge-secrets"
}

func TestKubernetesManifests(t *testing.T) {
	t.Parallel()
	commands := hackforgeCommands(t)
	for _, dir := range []string{base, production} {
		t.Run(dir, func(t *testing.T) {
			m := build(t, k8sFiles(t), dir)
			require.Contains(t, m.deployments, "hackforge-serve")
			require.Contains(t, m.deployments, "hackforge-worker")
			for name, d := range m.deployments {
				checkDeployment(t, m, name, d)
			}
			job := m.jobs["hackforge-migrate"]
			require.NotNil(t, job, "the migration Job")
			migrate := job.Spec.Template.Spec.Containers[0]
			assert.Equal(t, []string{"migrate"}, migrate.Args)
			assert.Equal(t, m.secretName(t), secretOf(migrate, "DATABASE_URL"))
			for _, pod := range m.pods() {
				for _, c := range slices.Concat(pod.Spec.InitContainers, pod.Spec.Containers) {
					assert.True(t, commands[c.Args[0]], "%s runs `hackforge %s`, which exists", c.Name, c.Args[0])
				}
			}

			svc := m.services["hackforge"]
			require.NotNil(t, svc)
			serve := m.deployments["hackforge-serve"]
			assert.True(t, labels.SelectorFromSet(svc.Spec.Selector).Matches(labels.Set(serve.Spec.Template.Labels)), "the Service selects the serve pods")
			assert.True(t, hasPort(serve.Spec.Template.Spec.Containers[0], svc.Spec.Ports[0].TargetPort.StrVal))
		})
	}

	t.Run("production overlay", func(t *testing.T) {
		m := build(t, k8sFiles(t), production)
		for _, ns := range m.namespaces {
			assert.Equal(t, "hackforge", ns)
		}
		require.Contains(t, m.autoscalers, "hackforge-serve")
		assert.EqualValues(t, 3, *m.autoscalers["hackforge-serve"].Spec.MinReplicas)
		assert.EqualValues(t, 2, *m.deployments["hackforge-worker"].Spec.Replicas)
		serve := m.deployments["hackforge-serve"].Spec.Template.Spec.Containers[0]
		assert.Equal(t, "ghcr.io/hackforge/hackforge:0.1.0", serve.Image)
		assert.Equal(t, "1", serve.Resources.Requests.Cpu().String())
		require.Contains(t, m.ingresses, "hackforge")
		assert.Equal(t, "hackforge", m.ingresses["hackforge"].Spec.Rules[0].HTTP.Paths[0].Backend.Service.Name)
		config := m.configMaps[serve.EnvFrom[0].ConfigMapRef.Name]
		assert.Contains(t, config.Data["TEMPORAL_ADDRESS"], "tmprl.cloud")
		assert.Equal(t, "production", config.Data["HACKFORGE_ENV"], "the base's settings merged in")
		assert.Contains(t, m.secrets[m.secretName(t)].Data, "DATABASE_URL")
	})
}

// checkDeployment: probes on named ports, requests, the secrets, the config
// map, a disruption budget selecting its pods, and an init container that
// waits for the migrate Job's schema.
func checkDeployment(t *testing.T, m manifests, name string, d *appsv1.Deployment) {
	t.Helper()
	pod := d.Spec.Template.Spec
	for _, c := range pod.Containers {
		require.NotNil(t, c.ReadinessProbe, "%s readiness", name)
		require.NotNil(t, c.LivenessProbe, "%s liveness", name)
		assert.Equal(t, "/readyz", c.ReadinessProbe.HTTPGet.Path, name)
		assert.Equal(t, "/healthz", c.LivenessProbe.HTTPGet.Path, name)
		assert.True(t, hasPort(c, c.ReadinessProbe.HTTPGet.Port.StrVal), "%s probes a port it names", name)
		assert.True(t, strings.HasPrefix(c.Image, "ghcr.io/hackforge/hackforge:"), "%s image %s", name, c.Image)
		for _, key := range []string{"DATABASE_URL", "SMTP_URL", "AI_API_KEY", "TEMPORAL_PAYLOAD_KEYS"} {
			assert.Equal(t, m.secretName(t), secretOf(c, key), "%s takes %s from the Secret", name, key)
		}
		require.Len(t, c.EnvFrom, 1)
		assert.Contains(t, m.configMaps, c.EnvFrom[0].ConfigMapRef.Name)
	}
	for _, c := range slices.Concat(pod.InitContainers, pod.Containers) {
		assert.False(t, c.Resources.Requests.Cpu().IsZero(), "%s/%s requests CPU", name, c.Name)
		assert.False(t, c.Resources.Requests.Memory().IsZero(), "%s/%s requests memory", name, c.Name)
		assert.False(t, c.Resources.Limits.Memory().IsZero(), "%s/%s has a memory limit", name, c.Name)
	}

	require.Len(t, pod.InitContainers, 1, "%s waits for the migration", name)
	wait := pod.InitContainers[0]
	assert.Equal(t, []string{"wait-for-schema"}, wait.Args, name)
	assert.Equal(t, pod.Containers[0].Image, wait.Image, "%s waits for its own image's schema", name)
	assert.Equal(t, m.jobs["hackforge-migrate"].Spec.Template.Spec.Containers[0].Image, wait.Image, "%s waits for the schema the Job applies", name)
	assert.Equal(t, m.secretName(t), secretOf(wait, "DATABASE_URL"), name)

	var budgets int
	for _, b := range m.budgets {
		selector, err := labels.ValidatedSelectorFromSet(b.Spec.Selector.MatchLabels)
		require.NoError(t, err)
		if selector.Matches(labels.Set(d.Spec.Template.Labels)) {
			budgets++
		}
	}
	assert.Equal(t, 1, budgets, "%s has one PodDisruptionBudget", name)
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
