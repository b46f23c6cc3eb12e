package apitest

import (
	"net/http"
	"testing"
)

// Password is the password of users made by NewUser.
const Password = "Correct-horse-42"

// User is a registered, signed-in test user.
type User struct {
	ID     int64
	Email  string
	Client *Client
}

// NewUser registers a user with a unique address through the API and signs
// them in.
func (e *Env) NewUser(t testing.TB, firstName string) User {
	t.Helper()
	return e.NewUserWithEmail(t, firstName, firstName+"-"+RandomString(6)+"@example.com")
}

// NewUserWithEmail registers a user with the address and signs them in.
func (e *Env) NewUserWithEmail(t testing.TB, firstName, email string) User {
	t.Helper()
	c := e.Client(t)
	r := c.Do(http.MethodPost, "/api/v1/users/", map[string]string{
		"first_name": firstName, "last_name": "Tester", "email": email, "username": email, "password": Password,
	})
	if r.Status != http.StatusCreated {
		t.Fatalf("register %s: %d %s", email, r.Status, r.Body)
	}
	c.Token = c.Login(email, Password)
	return User{ID: int64(r.JSON()["id"].(float64)), Email: email, Client: c}
}

// Login signs in and returns the token, failing the test on refusal.
func (c *Client) Login(username, password string) string {
	c.t.Helper()
	r := c.Do(http.MethodPost, "/api/v1/token/login/", map[string]string{"username": username, "password": password})
	if r.Status != http.StatusOK {
		c.t.Fatalf("login %s: %d %s", username, r.Status, r.Body)
	}
	return r.JSON()["auth_token"].(string)
}
