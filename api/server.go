// Package api is Hackforge's HTTP surface: the REST account endpoints, the two
// GraphQL endpoints, health checks and the built web app, on one chi router.
package api

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/api/errorreport"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/api/graph"
	"github.com/hackforge/hackforge/api/graph/handler"
	"github.com/hackforge/hackforge/api/images"
	"github.com/hackforge/hackforge/api/live"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/metrics"
	"github.com/hackforge/hackforge/api/rest"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/store"
)

// Options configure the HTTP surface.
type Options struct {
	Store *store.Store
	Flows *flows.Flows
	// WebDir holds the built web app (index.html and assets/).
	WebDir string
	// PublicURL is where users reach the web app: the absolute URLs of the
	// pages' Open Graph tags, the sitemap and robots.txt (the request's host
	// when empty).
	PublicURL string
	// Production turns GraphQL introspection off.
	Production bool
	// LoginLimits, ResetLimits and RegisterLimits bound attempts per
	// account (the address asked for) and per client address.
	LoginLimits, ResetLimits, RegisterLimits auth.LimitPair
	// Metrics, when set, records HTTP requests and GraphQL operations.
	Metrics *metrics.Metrics
	// ConnectSources are origins the web app may call besides its own
	// (Content-Security-Policy connect-src): a customer build's API host, the
	// error tracker.
	ConnectSources []string
	// SocialProviders are the OpenID Connect providers of social sign-in.
	SocialProviders []auth.SocialProvider
	// LimitScope prefixes the attempt counts' keys; tests give each router
	// its own so that parallel tests do not count each other's attempts.
	LimitScope string
	// LoaderWait is how long each request's loaders gather keys
	// (loaders.DefaultBatchWait when zero). The statement-count test waits
	// longer, so that a busy machine's slow goroutines still share a batch.
	LoaderWait time.Duration
	// Live is the process's leaderboard hub; a new one when nil.
	Live *live.Hub
	// TrustedProxies may pass the client's address in X-Forwarded-For
	// (auth.ClientAddresses); none when empty.
	TrustedProxies []net.IPNet
	// StreamHeartbeat is how often an idle event stream gets a comment
	// line; handler.DefaultHeartbeat when 0.
	StreamHeartbeat time.Duration
	// TemporalUI links administrators' jobs to the Temporal Web UI; no
	// links when its BaseURL is empty. Its origin may call the codec.
	TemporalUI graph.TemporalUI
	// Codec decrypts Temporal payloads for holders of CodecToken at
	// /temporal-codec; not mounted without a token.
	Codec      *payloadcrypt.Codec
	CodecToken string
	// Images keeps uploaded images (covers and logos); none are accepted
	// or served when nil.
	Images *images.Library
}

// maxGraphQLBody bounds a GraphQL request body.
const maxGraphQLBody = 1 << 20

// NewRouter mounts every route.
func NewRouter(o Options) http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, auth.ClientAddresses(o.TrustedProxies), securityHeaders(o.Production, o.ConnectSources))
	if o.Metrics != nil {
		r.Use(o.Metrics.HTTP)
	}
	r.Use(middleware.Recoverer, errorreport.Recoverer)

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	r.Get("/readyz", Readiness(o.Store, o.Flows))

	accounts := &rest.Handler{
		Store: o.Store, Resets: o.Flows,
		Login:    auth.NewAttemptLimiter(o.Store, o.LimitScope+"login", o.LoginLimits),
		Reset:    auth.NewAttemptLimiter(o.Store, o.LimitScope+"reset", o.ResetLimits),
		Register: auth.NewAttemptLimiter(o.Store, o.LimitScope+"register", o.RegisterLimits),
		Social:   auth.NewSocialVerifier(o.SocialProviders),
		Images:   o.Images,
	}
	r.Mount("/api/v1", accounts.Routes())
	// Social sign-in keeps the path of SPEC 7.1, outside /api/v1.
	r.With(rest.RequireCSRF).Post("/api/login/social/token_user/", accounts.SocialLogin)
	r.HandleFunc("/api/*", rest.NotFound)
	if o.CodecToken != "" {
		r.Mount(codecPath, temporalCodec(o))
	}

	hub := o.Live
	if hub == nil {
		hub = live.NewHub(o.Store)
	}
	gql := handler.New(&graph.Resolver{Store: o.Store, Flows: o.Flows, Social: accounts.Social, Live: hub, TemporalUI: o.TemporalUI},
		handler.Options{Introspection: !o.Production, Heartbeat: o.StreamHeartbeat})
	if o.Metrics != nil {
		gql.Use(o.Metrics.GraphQL())
	}
	// Inside the metrics, which count its answers too.
	gql.Use(handler.NewDiscoverCache(o.Store))
	authenticate := auth.Authenticate(o.Store, rest.Unauthorized)
	perRequest := loaders.Middleware(o.Store, cmp.Or(o.LoaderWait, loaders.DefaultBatchWait))
	r.With(limitBody(maxGraphQLBody), authenticate, auth.RequireUser(rest.Unauthorized), perRequest, auth.RememberClient).Handle("/gql", gql)
	r.With(limitBody(maxGraphQLBody), authenticate, perRequest, auth.RememberClient).Handle("/u-gql", gql)

	meta := &pageMeta{store: o.Store, publicURL: o.PublicURL}
	r.Get("/robots.txt", meta.robotsTxt)
	r.Get("/sitemap.xml", meta.sitemap)
	r.NotFound(webApp(o.WebDir, meta))
	return r
}

// limitBody answers 413 (SPEC 8: "Payload too large") to a body over n
// bytes, before the handler sees it: read whole, since gqlgen would turn a
// cut-off body into a 200 with an error.
func limitBody(n int64) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, n))
			var tooLarge *http.MaxBytesError
			switch {
			case errors.As(err, &tooLarge):
				http.Error(w, "Payload too large, please attempt again with a smaller payload", http.StatusRequestEntityTooLarge)
				return
			case err != nil:
				http.Error(w, "Could not read the request body.", http.StatusBadRequest)
				return
			}
			r.Body = io.NopCloser(bytes.NewReader(body))
			next.ServeHTTP(w, r)
		})
	}
}

// Readiness answers 200 while Postgres and Temporal answer, else 503 with
// what failed: `serve` on its router, every process on its metrics address.
func Readiness(st *store.Store, f *flows.Flows) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
		defer cancel()
		status := map[string]string{"postgres": "ok", "temporal": "ok"}
		code := http.StatusOK
		if err := st.Ping(ctx); err != nil {
			status["postgres"], code = err.Error(), http.StatusServiceUnavailable
		}
		if err := f.Healthy(ctx); err != nil {
			status["temporal"], code = err.Error(), http.StatusServiceUnavailable
		}
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(code)
		_ = json.NewEncoder(w).Encode(status)
	}
}
