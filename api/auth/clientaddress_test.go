package auth

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// addressSeen runs a request from peer with the given X-Forwarded-For
// headers through ClientAddresses and returns the address it kept.
func addressSeen(t *testing.T, trusted, peer string, forwardedFor ...string) string {
	t.Helper()
	nets, err := ParseTrustedProxies(trusted)
	require.NoError(t, err)
	var seen string
	h := ClientAddresses(nets)(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { seen = clientAddress(r) }))
	r := httptest.NewRequest(http.MethodPost, "/api/v1/token/login/", nil)
	r.RemoteAddr = peer
	for _, v := range forwardedFor {
		r.Header.Add("X-Forwarded-For", v)
	}
	h.ServeHTTP(httptest.NewRecorder(), r)
	return seen
}

func TestClientAddressIsThePeerUnlessAProxyIsTrusted(t *testing.T) {
	t.Parallel()
	const nginx = "10.0.0.2:41000"
	cases := []struct {
		name, trusted, peer string
		forwardedFor        []string
		want                string
	}{
		{"no proxies trusted: the header is ignored", "", nginx, []string{"203.0.113.7"}, "10.0.0.2"},
		{"a spoofed header from an untrusted peer is ignored", "10.0.0.0/24", "198.51.100.4:5000", []string{"203.0.113.7"}, "198.51.100.4"},
		{"a trusted proxy passes the client on", "10.0.0.0/24", nginx, []string{"203.0.113.7"}, "203.0.113.7"},
		{"what the client forged left of it is skipped", "10.0.0.0/24", nginx, []string{"1.2.3.4, 203.0.113.7"}, "203.0.113.7"},
		{"a chain through trusted proxies", "10.0.0.0/24, 192.0.2.10", nginx, []string{"1.2.3.4, 203.0.113.7, 192.0.2.10", "10.0.0.9"}, "203.0.113.7"},
		{"IPv6 client and proxy", "fd00::/8", "[fd00::2]:443", []string{"2001:db8::42"}, "2001:db8::42"},
		{"an IPv6 client spoofing through an untrusted IPv6 peer", "fd00::/8", "[2001:db8::66]:443", []string{"2001:db8::42"}, "2001:db8::66"},
		{"a trusted proxy without the header", "10.0.0.0/24", nginx, nil, "10.0.0.2"},
		{"garbage forged left of the client is never reached", "10.0.0.0/24", nginx, []string{"<script>, 203.0.113.7"}, "203.0.113.7"},
		{"garbage from a trusted proxy: the peer", "10.0.0.0/24", nginx, []string{"not an address"}, "10.0.0.2"},
		{"every hop trusted: the peer", "10.0.0.0/24", nginx, []string{"10.0.0.7"}, "10.0.0.2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, c.want, addressSeen(t, c.trusted, c.peer, c.forwardedFor...))
		})
	}
}

func TestClientAddressOutsideTheMiddlewareIsThePeer(t *testing.T) {
	t.Parallel()
	r := httptest.NewRequest(http.MethodGet, "/", nil)
	r.RemoteAddr = "192.0.2.1:1234"
	r.Header.Set("X-Forwarded-For", "203.0.113.7")
	assert.Equal(t, "192.0.2.1", clientAddress(r))
}

func TestParseTrustedProxies(t *testing.T) {
	t.Parallel()
	nets, err := ParseTrustedProxies(" 172.28.0.0/16,10.0.0.1  fd00::/8 ")
	require.NoError(t, err)
	require.Len(t, nets, 3)
	assert.Equal(t, "10.0.0.1/32", nets[1].String())
	none, err := ParseTrustedProxies("")
	require.NoError(t, err)
	assert.Empty(t, none)
	_, err = ParseTrustedProxies("10.0.0.0/33")
	assert.ErrorContains(t, err, "TRUSTED_PROXIES")
	_, err = ParseTrustedProxies("proxy.internal")
	assert.ErrorContains(t, err, "TRUSTED_PROXIES")
}

func TestTermsAcceptancesRecordTheForwardedClient(t *testing.T) {
	t.Parallel()
	nets, err := ParseTrustedProxies("10.0.0.2")
	require.NoError(t, err)
	var seen Client
	h := ClientAddresses(nets)(RememberClient(http.HandlerFunc(func(_ http.ResponseWriter, r *http.Request) { seen = ClientFrom(r.Context()) })))
	r := httptest.NewRequest(http.MethodPost, "/gql", nil)
	r.RemoteAddr = "10.0.0.2:41000"
	r.Header.Set("X-Forwarded-For", "203.0.113.7")
	r.Header.Set("User-Agent", "Firefox")
	h.ServeHTTP(httptest.NewRecorder(), r)
	assert.Equal(t, Client{Address: "203.0.113.7", UserAgent: "Firefox"}, seen)
}
