package auth

import (
	_ "embed"
	"strings"
	"unicode"
)

// MinPasswordLength is the shortest password registration accepts.
const MinPasswordLength = 8

//go:embed common_passwords.txt
var commonPasswordList string

var commonPasswords = func() map[string]bool {
	set := map[string]bool{}
	for _, p := range strings.Fields(commonPasswordList) {
		set[p] = true
	}
	return set
}()

// PasswordProblems lists what is wrong with a new password, in the words the
// registration form shows; none means it is acceptable.
func PasswordProblems(password, email string) []string {
	var problems []string
	if len([]rune(password)) < MinPasswordLength {
		problems = append(problems, "This password is too short. It must contain at least 8 characters.")
	}
	if commonPasswords[strings.ToLower(password)] {
		problems = append(problems, "This password is too common.")
	}
	if password != "" && strings.IndexFunc(password, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
		problems = append(problems, "This password is entirely numeric.")
	}
	if local, _, _ := strings.Cut(strings.ToLower(email), "@"); len(local) >= 4 && strings.Contains(strings.ToLower(password), local) {
		problems = append(problems, "The password is too similar to the email address.")
	}
	return problems
}
