package deploy_test

import (
	"net"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The proxies we ship pass the client's address on and leave event streams
// unbuffered, and the app believes the addresses they come from only.
// cmd/hackforge's nginx test runs the nginx template itself.
func TestProxiesPassTheClientOn(t *testing.T) {
	t.Parallel()
	t.Run("compose", func(t *testing.T) {
		project := loadCompose(t)
		proxy := project.Services["proxy"]
		assert.Equal(t, "serve:8080", *proxy.Environment["HACKFORGE_UPSTREAM"], "the proxy spreads over the serve replicas")
		assert.Equal(t, "^HACKFORGE_", *proxy.Environment["NGINX_ENVSUBST_FILTER"], "nginx's own $variables stay")
		require.Len(t, proxy.Volumes, 1)
		assert.Equal(t, "nginx.conf.template", filepath.Base(proxy.Volumes[0].Source))
		assert.Equal(t, "/etc/nginx/templates/default.conf.template", proxy.Volumes[0].Target, "the image renders its templates")

		ipam := project.Networks["default"].Ipam
		require.Len(t, ipam.Config, 1, "a fixed subnet")
		for _, name := range []string{"serve", "worker"} {
			assert.Equal(t, ipam.Config[0].Subnet, *project.Services[name].Environment["TRUSTED_PROXIES"], "%s trusts the compose network", name)
		}
	})
	t.Run("kubernetes", func(t *testing.T) {
		m := build(t, k8sFiles(t), production)
		annotations := m.ingresses["hackforge"].Annotations
		assert.Equal(t, "off", annotations["nginx.ingress.kubernetes.io/proxy-buffering"])
		assert.Equal(t, "3600", annotations["nginx.ingress.kubernetes.io/proxy-read-timeout"])
		serve := m.deployments["hackforge-serve"].Spec.Template.Spec.Containers[0]
		_, _, err := net.ParseCIDR(m.configMaps[serve.EnvFrom[0].ConfigMapRef.Name].Data["TRUSTED_PROXIES"])
		assert.NoError(t, err, "the ingress controller's pod range")
	})
}
