package store

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"strconv"
)

// newSecret returns a 256-bit random token and the only form of it that is
// stored: its SHA-256.
func newSecret() (token string, hash []byte) {
	b := make([]byte, 32)
	_, _ = rand.Read(b) // crypto/rand.Read never fails
	token = hex.EncodeToString(b)
	return token, hashSecret(token)
}

func hashSecret(token string) []byte {
	sum := sha256.Sum256([]byte(token))
	return sum[:]
}

// EncodeUserID is a user id as reset links and the web client's id_b64 carry
// it: unpadded URL-safe base64 of the decimal id.
func EncodeUserID(id int64) string {
	return base64.RawURLEncoding.EncodeToString([]byte(strconv.FormatInt(id, 10)))
}

// DecodeUserID reverses EncodeUserID; anything malformed gives 0, which no user has.
func DecodeUserID(uid string) int64 {
	b, err := base64.RawURLEncoding.DecodeString(uid)
	if err != nil {
		return 0
	}
	id, err := strconv.ParseInt(string(b), 10, 64)
	if err != nil {
		return 0
	}
	return id
}
