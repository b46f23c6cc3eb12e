package auth

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"

	"github.com/hackforge/hackforge/domain"
)

// SocialProvider is an OpenID Connect provider whose ID tokens sign people in
// (SPEC 7.1, POST /api/login/social/token_user/). OIDC_PROVIDERS holds a
// JSON list of them.
type SocialProvider struct {
	// Name is shown on the login page's button ("Google").
	Name string `json:"name"`
	// Issuer is the tokens' iss claim.
	Issuer string `json:"issuer"`
	// ClientID is Hackforge's client at the provider: the tokens' audience.
	ClientID string `json:"clientId"`
	// JWKSURL serves the provider's signing keys.
	JWKSURL string `json:"jwksUrl"`
	// AuthorizationURL is where the login page sends people for an ID
	// token (implicit flow); when empty it is read from the issuer's
	// discovery document.
	AuthorizationURL string `json:"authorizationUrl,omitempty"`
}

// ParseSocialProviders reads OIDC_PROVIDERS; empty text is no provider.
func ParseSocialProviders(text string) ([]SocialProvider, error) {
	if strings.TrimSpace(text) == "" {
		return nil, nil
	}
	var ps []SocialProvider
	dec := json.NewDecoder(strings.NewReader(text))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&ps); err != nil {
		return nil, fmt.Errorf("OIDC_PROVIDERS: %w", err)
	}
	names, issuers := map[string]bool{}, map[string]bool{}
	for i, p := range ps {
		if p.Name == "" || p.Issuer == "" || p.ClientID == "" || p.JWKSURL == "" {
			return nil, fmt.Errorf("OIDC_PROVIDERS[%d]: name, issuer, clientId and jwksUrl are required", i)
		}
		for _, u := range []string{p.Issuer, p.JWKSURL, p.AuthorizationURL} {
			if u == "" {
				continue
			}
			if parsed, err := url.Parse(u); err != nil || (parsed.Scheme != "https" && parsed.Scheme != "http") || parsed.Host == "" {
				return nil, fmt.Errorf("OIDC_PROVIDERS[%d]: %q is not an http(s) URL", i, u)
			}
		}
		if names[p.Name] || issuers[p.Issuer] {
			return nil, fmt.Errorf("OIDC_PROVIDERS[%d]: provider %q or issuer %q is listed twice", i, p.Name, p.Issuer)
		}
		names[p.Name], issuers[p.Issuer] = true, true
	}
	return ps, nil
}

// SocialClaims is what a verified ID token says of its holder.
type SocialClaims struct {
	Provider, Issuer, Subject, Email, FirstName, LastName string
}

// SocialVerifier checks ID tokens of the configured providers with go-oidc:
// signature (the provider's JWKS), issuer, audience (the client id) and
// expiry.
type SocialVerifier struct {
	providers []SocialProvider
	verifiers map[string]*oidc.IDTokenVerifier // by issuer

	mu         sync.Mutex
	discovered map[string]string // issuer → authorization URL
}

// NewSocialVerifier prepares the providers; keys are fetched when first needed.
//
//nolint:contextcheck // its key sets fetch as long as the process lives, past any caller's context
func NewSocialVerifier(providers []SocialProvider) *SocialVerifier {
	v := &SocialVerifier{providers: providers, verifiers: map[string]*oidc.IDTokenVerifier{}, discovered: map[string]string{}}
	for _, p := range providers {
		// The key set keeps this context for its fetches: it lives as long as the process.
		keys := oidc.NewRemoteKeySet(context.Background(), p.JWKSURL)
		v.verifiers[p.Issuer] = oidc.NewVerifier(p.Issuer, keys, &oidc.Config{ClientID: p.ClientID})
	}
	return v
}

// Providers lists the providers with the URL the login page sends people
// to; a provider whose authorization URL cannot be found is left out (and
// logged).
func (v *SocialVerifier) Providers(ctx context.Context) []SocialProvider {
	if v == nil {
		return nil
	}
	out := make([]SocialProvider, 0, len(v.providers))
	for _, p := range v.providers {
		if p.AuthorizationURL == "" {
			p.AuthorizationURL = v.discover(ctx, p.Issuer)
			if p.AuthorizationURL == "" {
				continue
			}
		}
		out = append(out, p)
	}
	return out
}

func (v *SocialVerifier) discover(ctx context.Context, issuer string) string {
	v.mu.Lock()
	defer v.mu.Unlock()
	if u, ok := v.discovered[issuer]; ok {
		return u
	}
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	p, err := oidc.NewProvider(ctx, issuer)
	if err != nil {
		slog.WarnContext(ctx, "social sign-in: no discovery document", "issuer", issuer, "err", err)
		return "" // tried again on the next listing
	}
	v.discovered[issuer] = p.Endpoint().AuthURL
	return v.discovered[issuer]
}

// Messages of refused tokens (the token field of a 400 answer).
//
//nolint:gosec // G101: messages that mention tokens, no secrets
const (
	SocialTokenInvalid    = "The sign-in token could not be verified."
	SocialTokenExpired    = "The sign-in token has expired; please sign in again."
	SocialTokenUnknown    = "The sign-in token comes from a provider this site does not accept."
	SocialTokenNoEmail    = "The provider did not share a verified e-mail address."
	SocialTokenNonceWrong = "The sign-in token was not issued for this sign-in."
)

// Verify checks the raw ID token and returns its holder. nonce, when not
// empty, must be the token's nonce claim (the login page's implicit flow).
// Refusals are domain.Invalid on the field "token".
func (v *SocialVerifier) Verify(ctx context.Context, raw, nonce string) (SocialClaims, error) {
	if v == nil || len(v.providers) == 0 {
		return SocialClaims{}, domain.Invalid("token", SocialTokenUnknown)
	}
	issuer, ok := unverifiedIssuer(raw)
	if !ok {
		return SocialClaims{}, domain.Invalid("token", SocialTokenInvalid)
	}
	verifier, ok := v.verifiers[issuer]
	if !ok {
		return SocialClaims{}, domain.Invalid("token", SocialTokenUnknown)
	}
	token, err := verifier.Verify(ctx, raw)
	var expired *oidc.TokenExpiredError
	switch {
	case errors.As(err, &expired):
		return SocialClaims{}, domain.Invalid("token", SocialTokenExpired)
	case err != nil:
		slog.InfoContext(ctx, "social sign-in refused", "issuer", issuer, "err", err)
		return SocialClaims{}, domain.Invalid("token", SocialTokenInvalid)
	}
	if nonce != "" && token.Nonce != nonce {
		return SocialClaims{}, domain.Invalid("token", SocialTokenNonceWrong)
	}
	var c struct {
		Email         string `json:"email"`
		EmailVerified any    `json:"email_verified"` // some providers send "true"
		GivenName     string `json:"given_name"`
		FamilyName    string `json:"family_name"`
		Name          string `json:"name"`
	}
	if err := token.Claims(&c); err != nil {
		return SocialClaims{}, domain.Invalid("token", SocialTokenInvalid)
	}
	verified := c.EmailVerified == true || c.EmailVerified == "true"
	if c.Email == "" || !verified || !strings.Contains(c.Email, "@") {
		return SocialClaims{}, domain.Invalid("token", SocialTokenNoEmail)
	}
	first, last := c.GivenName, c.FamilyName
	if first == "" && last == "" {
		first, last, _ = strings.Cut(strings.TrimSpace(c.Name), " ")
	}
	name := ""
	for _, p := range v.providers {
		if p.Issuer == issuer {
			name = p.Name
		}
	}
	return SocialClaims{
		Provider: name, Issuer: token.Issuer, Subject: token.Subject, Email: strings.TrimSpace(c.Email),
		FirstName: clip(first, 150), LastName: clip(strings.TrimSpace(last), 150),
	}, nil
}

// unverifiedIssuer reads the iss claim to pick the provider whose keys
// then verify the whole token.
func unverifiedIssuer(raw string) (string, bool) {
	parts := strings.Split(raw, ".")
	if len(parts) != 3 {
		return "", false
	}
	payload, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil {
		return "", false
	}
	var c struct {
		Iss string `json:"iss"`
	}
	if json.Unmarshal(payload, &c) != nil || c.Iss == "" {
		return "", false
	}
	return c.Iss, true
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) > n {
		return string(r[:n])
	}
	return s
}
