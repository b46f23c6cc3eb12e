package payloadcrypt

import (
	"crypto/hkdf"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
)

// Pseudonym stands for s where Temporal keeps it in clear (a workflow ID):
// the same s always gives the same pseudonym while the current key stays,
// and without the key it cannot be tried against a list of addresses. Its
// HMAC key is derived from the current key, never the AES key itself.
func (c *Codec) Pseudonym(s string) string {
	mac := hmac.New(sha256.New, c.current.pseudonymKey)
	mac.Write([]byte(s))
	return hex.EncodeToString(mac.Sum(nil)[:16])
}

func derivePseudonymKey(raw []byte) ([]byte, error) {
	return hkdf.Key(sha256.New, raw, nil, "hackforge workflow-id pseudonyms", 32)
}
