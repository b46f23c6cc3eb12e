package auth

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPasswordProblems(t *testing.T) {
	assert.Empty(t, PasswordProblems("Correct-horse-42", "ada@example.com"))
	assert.Equal(t, []string{"This password is too short. It must contain at least 8 characters."}, PasswordProblems("Ab-1", "a@example.com"))
	assert.Equal(t, []string{"This password is too common."}, PasswordProblems("Password123", "a@example.com"))
	assert.Equal(t, []string{"This password is entirely numeric."}, PasswordProblems("9812734650", "a@example.com"))
	assert.Equal(t, []string{"The password is too similar to the email address."}, PasswordProblems("lovelace-2024!", "lovelace@example.com"))
}

func TestPasswordHashesAreArgon2idAndVerify(t *testing.T) {
	h, err := HashPassword("Correct-horse-42")
	assert.NoError(t, err)
	assert.Contains(t, h, "$argon2id$v=19$m=19456,t=2,p=1$")
	assert.True(t, CheckPassword("Correct-horse-42", h))
	assert.False(t, CheckPassword("correct-horse-42", h))
	assert.False(t, CheckPasswordOrWaste("anything", ""), "no account never matches")
}
