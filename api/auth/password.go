// Package auth holds credentials: password hashing and policy, bearer tokens,
// the signed-in user in a request's context, and rate limits.
package auth

import "github.com/alexedwards/argon2id"

// passwordParams are OWASP's argon2id recommendation: 19 MiB, 2 iterations, 1 lane.
var passwordParams = &argon2id.Params{Memory: 19 * 1024, Iterations: 2, Parallelism: 1, SaltLength: 16, KeyLength: 32}

// HashPassword returns an encoded argon2id hash that carries its own parameters.
func HashPassword(password string) (string, error) {
	return argon2id.CreateHash(password, passwordParams)
}

// CheckPassword reports whether password matches the encoded hash.
func CheckPassword(password, encoded string) bool {
	ok, err := argon2id.ComparePasswordAndHash(password, encoded)
	return err == nil && ok
}

// dummyHash is compared against when a login names no account, so that an
// unknown username costs the same time as a wrong password.
var dummyHash = func() string {
	h, err := HashPassword("timing-equaliser")
	if err != nil {
		panic(err)
	}
	return h
}()

// CheckPasswordOrWaste checks password against encoded, or against a dummy
// hash when there is no account (encoded empty), always spending one hash.
func CheckPasswordOrWaste(password, encoded string) bool {
	if encoded == "" {
		CheckPassword(password, dummyHash)
		return false
	}
	return CheckPassword(password, encoded)
}
