package main

import (
	"crypto/tls"
	"crypto/x509"
	"errors"
	"fmt"
	"os"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/payloadcrypt"
)

// temporalClient is the options of every Temporal client the commands make:
// the cluster, how to reach it securely, and the codec that encrypts every
// payload, which a missing TEMPORAL_PAYLOAD_KEYS refuses.
func (c Config) temporalClient() (client.Options, *payloadcrypt.Codec, error) {
	opts := client.Options{HostPort: c.TemporalAddress, Namespace: c.TemporalNamespace}
	if err := c.TemporalSecurity.apply(&opts); err != nil {
		return opts, nil, err
	}
	codec, err := payloadcrypt.Parse(c.PayloadKeys)
	if err != nil {
		return opts, nil, err
	}
	codec.Protect(&opts)
	return opts, codec, nil
}

// TemporalSecurity is how the process reaches a Temporal cluster other than
// the dev server: TLS (TEMPORAL_TLS=1, or implied by any other setting),
// a CA for a private cluster, a client certificate for mTLS (a self-hosted
// cluster or Temporal Cloud with certificates), or a Temporal Cloud API key.
type TemporalSecurity struct {
	TLS        bool   // TEMPORAL_TLS=1
	CAFile     string // TEMPORAL_TLS_CA: PEM of the CA that signed the server's certificate
	CertFile   string // TEMPORAL_TLS_CERT: the client certificate (PEM), with
	KeyFile    string // TEMPORAL_TLS_KEY: its private key (PEM)
	ServerName string // TEMPORAL_TLS_SERVER_NAME: when it differs from TEMPORAL_ADDRESS's host
	APIKey     string // TEMPORAL_API_KEY
}

func temporalSecurityFromEnv() TemporalSecurity {
	return TemporalSecurity{
		TLS:        os.Getenv("TEMPORAL_TLS") == "1",
		CAFile:     os.Getenv("TEMPORAL_TLS_CA"),
		CertFile:   os.Getenv("TEMPORAL_TLS_CERT"),
		KeyFile:    os.Getenv("TEMPORAL_TLS_KEY"),
		ServerName: os.Getenv("TEMPORAL_TLS_SERVER_NAME"),
		APIKey:     os.Getenv("TEMPORAL_API_KEY"),
	}
}

// apply sets the client's TLS and credentials; nothing set leaves plain gRPC.
func (s TemporalSecurity) apply(opts *client.Options) error {
	if s == (TemporalSecurity{}) {
		return nil
	}
	tlsConfig := &tls.Config{MinVersion: tls.VersionTLS12, ServerName: s.ServerName}
	if s.CAFile != "" {
		pem, err := os.ReadFile(s.CAFile)
		if err != nil {
			return fmt.Errorf("TEMPORAL_TLS_CA: %w", err)
		}
		tlsConfig.RootCAs = x509.NewCertPool()
		if !tlsConfig.RootCAs.AppendCertsFromPEM(pem) {
			return fmt.Errorf("TEMPORAL_TLS_CA: no PEM certificate in %s", s.CAFile)
		}
	}
	if (s.CertFile == "") != (s.KeyFile == "") {
		return errors.New("TEMPORAL_TLS_CERT and TEMPORAL_TLS_KEY go together")
	}
	if s.CertFile != "" {
		cert, err := tls.LoadX509KeyPair(s.CertFile, s.KeyFile)
		if err != nil {
			return fmt.Errorf("TEMPORAL_TLS_CERT/TEMPORAL_TLS_KEY: %w", err)
		}
		tlsConfig.Certificates = []tls.Certificate{cert}
	}
	opts.ConnectionOptions.TLS = tlsConfig
	if s.APIKey != "" {
		opts.Credentials = client.NewAPIKeyStaticCredentials(s.APIKey)
	}
	return nil
}
