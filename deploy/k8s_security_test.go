package deploy_test

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
	psa "k8s.io/pod-security-admission/api"
	"k8s.io/pod-security-admission/policy"
)

// TestPodSecurityRestricted: every pod, Jobs' included, passes the checks a
// namespace labelled pod-security.kubernetes.io/enforce=restricted applies
// (the admission plugin's own code), and beyond them uses the runtime's
// seccomp profile and a read-only root file system.
func TestPodSecurityRestricted(t *testing.T) {
	t.Parallel()
	evaluator, err := policy.NewEvaluator(policy.DefaultChecks(), nil)
	require.NoError(t, err)
	restricted := psa.LevelVersion{Level: psa.LevelRestricted, Version: psa.LatestVersion()}
	for _, dir := range []string{base, production} {
		m := build(t, k8sFiles(t), dir)
		require.Len(t, m.pods(), 3)
		for name, pod := range m.pods() {
			for _, r := range evaluator.EvaluatePod(restricted, &pod.ObjectMeta, &pod.Spec) {
				assert.True(t, r.Allowed, "%s %s: %s: %s", dir, name, r.ForbiddenReason, r.ForbiddenDetail)
			}
			sc := pod.Spec.SecurityContext
			require.NotNil(t, sc.SeccompProfile, "%s %s", dir, name)
			assert.Equal(t, corev1.SeccompProfileTypeRuntimeDefault, sc.SeccompProfile.Type, "%s %s", dir, name)
			for _, c := range slices.Concat(pod.Spec.InitContainers, pod.Spec.Containers) {
				assert.True(t, *c.SecurityContext.ReadOnlyRootFilesystem, "%s %s/%s", dir, name, c.Name)
			}
		}
	}
}

// TestNetworkPolicies: each pod is isolated both ways, and may open or
// accept only the connections its job needs.
func TestNetworkPolicies(t *testing.T) {
	t.Parallel()
	egress := []string{"UDP/53", "TCP/53", "TCP/5432"} // cluster DNS and Postgres, for every pod
	want := map[string]struct{ ingress, egress []string }{
		"hackforge-migrate": {nil, egress},
		"hackforge-serve":   {[]string{"TCP/http", "TCP/metrics"}, append(slices.Clone(egress), "TCP/7233", "TCP/443")},
		"hackforge-worker":  {[]string{"TCP/metrics"}, append(slices.Clone(egress), "TCP/7233", "TCP/443", "TCP/25", "TCP/465", "TCP/587")},
	}
	for _, dir := range []string{base, production} {
		m := build(t, k8sFiles(t), dir)
		for name, pod := range m.pods() {
			require.Contains(t, want, name)
			ingress := allowedPorts(t, m, pod, networkingv1.PolicyTypeIngress)
			require.NotNil(t, ingress, "%s %s: isolated from connections in", dir, name)
			assert.ElementsMatch(t, want[name].ingress, ingress, "%s %s: ports open to connections in", dir, name)
			out := allowedPorts(t, m, pod, networkingv1.PolicyTypeEgress)
			require.NotNil(t, out, "%s %s: isolated from connections out", dir, name)
			assert.ElementsMatch(t, want[name].egress, out, "%s %s: ports it may connect to", dir, name)
			for _, port := range ingress {
				assert.True(t, slices.ContainsFunc(pod.Spec.Containers, func(c corev1.Container) bool { return hasPort(c, port[len("TCP/"):]) }),
					"%s %s: a policy opens port %s, which a container names", dir, name, port)
			}
		}
	}
}

// allowedPorts lists "protocol/port" for each port the policies selecting
// pod allow in direction ("any" for a rule that names no port), or nil when
// no policy of that direction selects the pod (it is not isolated). An
// ingress rule must name where connections come from.
func allowedPorts(t *testing.T, m manifests, pod corev1.PodTemplateSpec, direction networkingv1.PolicyType) []string {
	t.Helper()
	var ports []string
	for name, np := range m.networkPolicies {
		selector, err := metav1.LabelSelectorAsSelector(&np.Spec.PodSelector)
		require.NoError(t, err)
		if !selector.Matches(labels.Set(pod.Labels)) || !slices.Contains(np.Spec.PolicyTypes, direction) {
			continue
		}
		if ports == nil {
			ports = []string{}
		}
		var rules [][]networkingv1.NetworkPolicyPort
		if direction == networkingv1.PolicyTypeIngress {
			for _, r := range np.Spec.Ingress {
				assert.NotEmpty(t, r.From, "%s: an ingress rule names its sources", name)
				rules = append(rules, r.Ports)
			}
		} else {
			for _, r := range np.Spec.Egress {
				rules = append(rules, r.Ports)
			}
		}
		for _, rule := range rules {
			if len(rule) == 0 {
				ports = append(ports, "any")
			}
			for _, p := range rule {
				protocol := corev1.ProtocolTCP
				if p.Protocol != nil {
					protocol = *p.Protocol
				}
				ports = append(ports, string(protocol)+"/"+p.Port.String())
			}
		}
	}
	return ports
}
