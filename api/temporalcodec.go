package api

import (
	"crypto/sha256"
	"crypto/subtle"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/cors"
	"go.temporal.io/sdk/converter"

	"github.com/hackforge/hackforge/api/auth"
)

// codecPath is where the Temporal UI and CLI decode payloads (Temporal's
// remote codec protocol: POST …/decode and …/encode): with the operator
// token in an Authorization header ("Bearer <token>", the CLI's
// --codec-auth), or as the path segment before decode, for a Temporal UI
// that has no login of its own to send a header (docs/decisions.md).
const codecPath = "/temporal-codec"

// maxCodecBody bounds a codec request as the proxies in front do (2m in
// deploy/compose/nginx.conf.template and the Ingress).
const maxCodecBody = 2 << 20

// codecGuesses bound requests without the right token, per client address
// and in all; requests with it are not counted.
var codecGuesses = auth.LimitPair{
	PerAccount: auth.Limit{Attempts: 600, Window: time.Minute},
	PerAddress: auth.Limit{Attempts: 30, Window: time.Minute},
}

// temporalCodec serves the codec to holders of the token, to the Temporal
// UI's origin from the browser.
func temporalCodec(o Options) http.Handler {
	codec := converter.NewPayloadCodecHTTPHandler(o.Codec)
	guesses := auth.NewAttemptLimiter(o.Store, o.LimitScope+"codec", codecGuesses)
	want := sha256.Sum256([]byte(o.CodecToken))
	guarded := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := chi.URLParam(r, "token")
		if token == "" {
			token, _ = strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		}
		got := sha256.Sum256([]byte(token))
		if subtle.ConstantTimeCompare(got[:], want[:]) == 1 {
			codec.ServeHTTP(w, r)
			return
		}
		limited, err := guesses.Limited(w, r, "token")
		switch {
		case err != nil:
			http.Error(w, "Could not check the codec token.", http.StatusInternalServerError)
		case limited:
			http.Error(w, "Too many attempts.", http.StatusTooManyRequests)
		default:
			w.Header().Set("WWW-Authenticate", `Bearer realm="temporal-codec"`)
			http.Error(w, "The codec token is missing or wrong.", http.StatusUnauthorized)
		}
	})
	r := chi.NewRouter()
	r.Use(limitBody(maxCodecBody), cors.Handler(cors.Options{
		AllowedOrigins: origins(o.TemporalUI.BaseURL),
		AllowedMethods: []string{http.MethodPost},
		AllowedHeaders: []string{"Content-Type", "X-Namespace", "Authorization"},
		MaxAge:         600,
	}))
	r.Post("/{operation:encode|decode}", guarded)
	r.Post("/{token}/{operation:encode|decode}", guarded)
	return r
}

// origins is the Temporal UI's origin, none without its URL.
func origins(uiURL string) []string {
	u, err := url.Parse(uiURL)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return nil
	}
	return []string{u.Scheme + "://" + u.Host}
}
