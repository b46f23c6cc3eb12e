package main

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/base64"
	"encoding/pem"
	"errors"
	"math/big"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
)

func TestTemporalSecurity(t *testing.T) {
	certFile, keyFile := selfSigned(t)

	t.Run("nothing set: plain gRPC to the dev server", func(t *testing.T) {
		var opts client.Options
		require.NoError(t, TemporalSecurity{}.apply(&opts))
		assert.Nil(t, opts.ConnectionOptions.TLS)
		assert.Nil(t, opts.Credentials)
	})
	t.Run("mTLS with a private CA", func(t *testing.T) {
		var opts client.Options
		require.NoError(t, TemporalSecurity{CAFile: certFile, CertFile: certFile, KeyFile: keyFile, ServerName: "temporal.internal"}.apply(&opts))
		require.NotNil(t, opts.ConnectionOptions.TLS)
		assert.Len(t, opts.ConnectionOptions.TLS.Certificates, 1)
		assert.NotNil(t, opts.ConnectionOptions.TLS.RootCAs)
		assert.Equal(t, "temporal.internal", opts.ConnectionOptions.TLS.ServerName)
	})
	t.Run("a Temporal Cloud API key implies TLS", func(t *testing.T) {
		var opts client.Options
		require.NoError(t, TemporalSecurity{APIKey: "key"}.apply(&opts))
		assert.NotNil(t, opts.ConnectionOptions.TLS)
		assert.NotNil(t, opts.Credentials)
	})
	t.Run("mistakes name the variable", func(t *testing.T) {
		var opts client.Options
		assert.ErrorContains(t, TemporalSecurity{CertFile: certFile}.apply(&opts), "TEMPORAL_TLS_KEY")
		assert.ErrorContains(t, TemporalSecurity{CAFile: filepath.Join(t.TempDir(), "missing.pem")}.apply(&opts), "TEMPORAL_TLS_CA")
		assert.ErrorContains(t, TemporalSecurity{CAFile: keyFile}.apply(&opts), "no PEM certificate")
	})
}

// selfSigned writes a throwaway certificate and key, PEM encoded.
func selfSigned(t *testing.T) (certFile, keyFile string) {
	t.Helper()
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	require.NoError(t, err)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "hackforge-test"},
		NotBefore: time.Now(), NotAfter: time.Now().Add(time.Hour), IsCA: true, BasicConstraintsValid: true}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	require.NoError(t, err)
	keyDER, err := x509.MarshalECPrivateKey(key)
	require.NoError(t, err)
	dir := t.TempDir()
	certFile, keyFile = filepath.Join(dir, "cert.pem"), filepath.Join(dir, "key.pem")
	require.NoError(t, os.WriteFile(certFile, pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der}), 0o600))
	require.NoError(t, os.WriteFile(keyFile, pem.EncodeToMemory(&pem.Block{Type: "EC PRIVATE KEY", Bytes: keyDER}), 0o600))
	return certFile, keyFile
}

func TestAWorkerNamesTheSearchAttributeItMissesAndHowToCreateIt(t *testing.T) {
	err := missingSearchAttribute("default", map[string]enumspb.IndexedValueType{
		"HackathonId": enumspb.INDEXED_VALUE_TYPE_INT,
	})
	require.EqualError(t, err, `the Temporal namespace "default" has no search attribute OrganizationId of type Int; `+
		"create it with: temporal operator search-attribute create --namespace default --name OrganizationId --type Int")

	wrongType := map[string]enumspb.IndexedValueType{
		"HackathonId": enumspb.INDEXED_VALUE_TYPE_KEYWORD, "OrganizationId": enumspb.INDEXED_VALUE_TYPE_INT,
	}
	require.ErrorContains(t, missingSearchAttribute("default", wrongType), "no search attribute HackathonId of type Int")

	require.NoError(t, missingSearchAttribute("default", map[string]enumspb.IndexedValueType{
		"HackathonId": enumspb.INDEXED_VALUE_TYPE_INT, "OrganizationId": enumspb.INDEXED_VALUE_TYPE_INT,
		"Summary": enumspb.INDEXED_VALUE_TYPE_KEYWORD,
	}))
}

func TestEveryTemporalClientEncrypts(t *testing.T) {
	t.Run("no payload keys, no client: the error names the variable", func(t *testing.T) {
		_, _, err := Config{}.temporalClient()
		assert.ErrorContains(t, err, "TEMPORAL_PAYLOAD_KEYS is not set")
	})
	t.Run("with keys, payloads and failures are encrypted", func(t *testing.T) {
		opts, codec, err := Config{PayloadKeys: "k1:" + base64.StdEncoding.EncodeToString(make([]byte, 32))}.temporalClient()
		require.NoError(t, err)
		require.NotNil(t, codec)
		payload, err := opts.DataConverter.ToPayload("ada@example.com")
		require.NoError(t, err)
		assert.Equal(t, "binary/encrypted", string(payload.Metadata["encoding"]))
		failure := opts.FailureConverter.ErrorToFailure(errors.New("550 no mailbox ada@example.com"))
		assert.NotContains(t, failure.String(), "ada@example.com", "failure messages are encrypted too")
	})
}

func TestAShortCodecTokenIsRefused(t *testing.T) {
	t.Setenv("TEMPORAL_CODEC_TOKEN", "short")
	_, err := configFromEnv()
	assert.ErrorContains(t, err, "TEMPORAL_CODEC_TOKEN must have at least 32 characters")
}
