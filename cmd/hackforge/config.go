package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/workflows"
)

// Config is read from the environment; every value has a local default.
type Config struct {
	DatabaseURL       string // DATABASE_URL
	TemporalAddress   string // TEMPORAL_ADDRESS
	TemporalNamespace string // TEMPORAL_NAMESPACE
	TemporalSecurity  TemporalSecurity
	TaskQueue         string   // TEMPORAL_TASK_QUEUE
	TemporalUIURL     string   // TEMPORAL_UI_URL: the Temporal Web UI, linked from administrators' jobs; none when empty
	SMTPURL           string   // SMTP_URL
	MailFrom          string   // MAIL_FROM
	PublicURL         string   // PUBLIC_URL: where users reach the web app, for links in e-mails
	HTTPAddr          string   // HTTP_ADDR
	MetricsAddr       string   // METRICS_ADDR: Prometheus metrics at /metrics; none when empty
	SentryDSN         string   // SENTRY_DSN: where internal errors and panics are reported; none when empty
	ConnectSources    []string // CSP_CONNECT_SRC: origins the web app calls besides its own, space-separated
	Env               string   // HACKFORGE_ENV: development or production
	WebDir            string   // WEB_DIR: the built web app
	TestMode          bool     // HACKFORGE_TEST_MODE=1: relaxed per-address rate limits for browser tests
	DataDir           string   // DATA_DIR: files the app keeps on disk (uploaded images, unless IMAGE_STORE_URL says otherwise)
	ImageStoreURL     string   // IMAGE_STORE_URL: the blob store of uploaded images; DATA_DIR/images when empty
	// TEMPORAL_PAYLOAD_KEYS: the keys that encrypt what goes to Temporal
	// (payloadcrypt); required by every command that talks to Temporal.
	PayloadKeys string
	// TEMPORAL_CODEC_TOKEN: the operator token of the codec endpoint at
	// /temporal-codec (at least 32 characters); no endpoint when empty.
	CodecToken string
	// SWEEPS=off: this worker neither re-attaches the lifecycles of marked
	// hackathons nor starts the workflow starts requests left written. Only
	// for processes sharing a database with tests that run workflows on
	// task queues of their own.
	Sweeps bool
	// AI: the openai feedback service (AI_BASE_URL, AI_API_KEY, AI_MODEL, AI_TIMEOUT).
	AI activities.AIConfig
	// OIDC_PROVIDERS: JSON list of social sign-in providers ({name, issuer,
	// clientId, jwksUrl, authorizationUrl?}); none when empty.
	SocialProviders []auth.SocialProvider
	// TRUSTED_PROXIES: addresses and CIDR ranges of the proxies in front,
	// whose X-Forwarded-For is believed; none when empty.
	TrustedProxies []net.IPNet
}

func configFromEnv() (Config, error) {
	c := Config{
		DatabaseURL:       env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable"),
		TemporalAddress:   env("TEMPORAL_ADDRESS", "127.0.0.1:7233"),
		TemporalNamespace: env("TEMPORAL_NAMESPACE", "default"),
		TemporalSecurity:  temporalSecurityFromEnv(),
		PayloadKeys:       os.Getenv(payloadcrypt.KeysVariable),
		CodecToken:        os.Getenv("TEMPORAL_CODEC_TOKEN"),
		TaskQueue:         env("TEMPORAL_TASK_QUEUE", workflows.TaskQueue),
		TemporalUIURL:     os.Getenv("TEMPORAL_UI_URL"),
		SMTPURL:           env("SMTP_URL", "smtp://127.0.0.1:1025"),
		MailFrom:          env("MAIL_FROM", "Hackforge <no-reply@hackforge.local>"),
		HTTPAddr:          env("HTTP_ADDR", "127.0.0.1:8080"),
		MetricsAddr:       os.Getenv("METRICS_ADDR"),
		SentryDSN:         os.Getenv("SENTRY_DSN"),
		ConnectSources:    strings.Fields(os.Getenv("CSP_CONNECT_SRC")),
		Env:               env("HACKFORGE_ENV", "development"),
		WebDir:            env("WEB_DIR", "web/dist"),
		TestMode:          os.Getenv("HACKFORGE_TEST_MODE") == "1",
		Sweeps:            os.Getenv("SWEEPS") != "off",
		DataDir:           env("DATA_DIR", "data"),
		ImageStoreURL:     os.Getenv("IMAGE_STORE_URL"),
	}
	c.PublicURL = env("PUBLIC_URL", "http://"+c.HTTPAddr)
	c.AI = activities.AIConfig{BaseURL: os.Getenv("AI_BASE_URL"), APIKey: os.Getenv("AI_API_KEY"), Model: os.Getenv("AI_MODEL")}
	if v := os.Getenv("AI_TIMEOUT"); v != "" {
		d, err := time.ParseDuration(v)
		if err != nil || d <= 0 {
			return c, fmt.Errorf("AI_TIMEOUT must be a duration such as 60s, not %q", v)
		}
		c.AI.Timeout = d
	}
	if c.CodecToken != "" && len(c.CodecToken) < minCodecToken {
		return c, fmt.Errorf("TEMPORAL_CODEC_TOKEN must have at least %d characters (openssl rand -hex 32)", minCodecToken)
	}
	trusted, err := auth.ParseTrustedProxies(os.Getenv("TRUSTED_PROXIES"))
	if err != nil {
		return c, err
	}
	c.TrustedProxies = trusted
	providers, err := auth.ParseSocialProviders(os.Getenv("OIDC_PROVIDERS"))
	if err != nil {
		return c, err
	}
	c.SocialProviders = providers
	if c.Env != "development" && c.Env != "production" {
		return c, fmt.Errorf("HACKFORGE_ENV must be development or production, not %q", c.Env)
	}
	return c, nil
}

// minCodecToken: the codec token decrypts every payload, so it must not be guessable.
const minCodecToken = 32

func (c Config) production() bool { return c.Env == "production" }

// images opens the blob store of uploaded images: IMAGE_STORE_URL
// (s3://bucket?region=…), else the directory images/ under DATA_DIR.
func (c Config) images(ctx context.Context) (*images.Library, error) {
	u := c.ImageStoreURL
	if u == "" {
		var err error
		if u, err = images.FileURL(filepath.Join(c.DataDir, "images")); err != nil {
			return nil, fmt.Errorf("image store: %w", err)
		}
	}
	return images.Open(ctx, u)
}

// temporalUI links administrators' jobs to their runs in the Temporal Web UI.
func (c Config) temporalUI() graph.TemporalUI {
	return graph.TemporalUI{BaseURL: c.TemporalUIURL, Namespace: c.TemporalNamespace}
}

// loginLimits: 10 tries a minute per account, 60 per address (1000 in test mode).
func (c Config) loginLimits() auth.LimitPair {
	return auth.LimitPair{
		PerAccount: auth.Limit{Attempts: 10, Window: time.Minute},
		PerAddress: auth.Limit{Attempts: c.perAddress(60), Window: time.Minute},
	}
}

// resetLimits: 5 reset e-mails an hour per address asked for, 20 per client address.
func (c Config) resetLimits() auth.LimitPair {
	return auth.LimitPair{
		PerAccount: auth.Limit{Attempts: 5, Window: time.Hour},
		PerAddress: auth.Limit{Attempts: c.perAddress(20), Window: time.Hour},
	}
}

// registerLimits: 5 sign-ups an hour per address asked for, 60 per client
// address. Registration tells whether an address has an account, so its
// rate bounds that enumeration (docs/decisions.md).
func (c Config) registerLimits() auth.LimitPair {
	return auth.LimitPair{
		PerAccount: auth.Limit{Attempts: 5, Window: time.Hour},
		PerAddress: auth.Limit{Attempts: c.perAddress(60), Window: time.Hour},
	}
}

func (c Config) perAddress(n int) int {
	if c.TestMode {
		return 1000
	}
	return n
}

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}
