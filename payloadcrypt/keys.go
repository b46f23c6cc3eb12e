// Package payloadcrypt encrypts what Hackforge hands to Temporal (workflow
// and activity inputs and results, memos, summaries, failure messages) with
// AES-256-GCM, so that neither the Temporal UI nor a managed Temporal service
// reads invitees' addresses and names. It is a converter.PayloadCodec, the
// client options that apply it, and the pseudonyms that keep addresses out of
// workflow IDs.
package payloadcrypt

import (
	"crypto/aes"
	"crypto/cipher"
	"encoding/base64"
	"errors"
	"fmt"
	"os"
	"strings"
)

// KeysVariable names the environment variable holding the keys:
// "<id>:<base64 of 32 bytes>,<id>:<...>". The first key encrypts; every key
// decrypts, so a new key goes first and an old one stays until no history
// that it encrypted is kept (docs/operations.md, Rotating the payload keys).
const KeysVariable = "TEMPORAL_PAYLOAD_KEYS"

// key is one AES-256 key and the id that names it in each payload it encrypted.
type key struct {
	id           string
	aead         cipher.AEAD
	pseudonymKey []byte
}

// FromEnv builds the codec from KeysVariable; unset, it says so.
func FromEnv() (*Codec, error) {
	return Parse(os.Getenv(KeysVariable))
}

// Parse builds the codec from a KeysVariable value.
func Parse(spec string) (*Codec, error) {
	if strings.TrimSpace(spec) == "" {
		return nil, fmt.Errorf("%s is not set: give at least one payload key as <id>:<base64 of 32 random bytes> (openssl rand -base64 32)", KeysVariable)
	}
	c := &Codec{byID: map[string]*key{}}
	for _, entry := range strings.Split(spec, ",") {
		k, err := parseKey(strings.TrimSpace(entry))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", KeysVariable, err)
		}
		if c.byID[k.id] != nil {
			return nil, fmt.Errorf("%s: key id %q appears twice", KeysVariable, k.id)
		}
		c.byID[k.id] = k
		if c.current == nil {
			c.current = k
		}
	}
	return c, nil
}

func parseKey(entry string) (*key, error) {
	id, encoded, ok := strings.Cut(entry, ":")
	if !ok || id == "" {
		return nil, errors.New("each key is <id>:<base64 of 32 bytes>, separated by commas")
	}
	raw, err := base64.StdEncoding.DecodeString(encoded)
	if err != nil {
		return nil, fmt.Errorf("key %q is not base64: %w", id, err)
	}
	if len(raw) != 32 {
		return nil, fmt.Errorf("key %q has %d bytes; AES-256 needs 32", id, len(raw))
	}
	block, err := aes.NewCipher(raw)
	if err != nil {
		return nil, err
	}
	aead, err := cipher.NewGCM(block)
	if err != nil {
		return nil, err
	}
	pseudonymKey, err := derivePseudonymKey(raw)
	if err != nil {
		return nil, err
	}
	return &key{id: id, aead: aead, pseudonymKey: pseudonymKey}, nil
}
