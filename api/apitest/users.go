package apitest

import (
	"net/http"
	"sync"
	"testing"

	"github.com/hackforge/hackforge/api/auth"
	"github.com/hackforge/hackforge/store"
)

// Password is the password of users made by NewUser.
const Password = "Correct-horse-42"

// passwordHash is Password hashed once per test binary: an argon2id hash
// costs 19 MiB and tens of milliseconds, and tests make hundreds of users.
var passwordHash = sync.OnceValues(func() (string, error) { return auth.HashPassword(Password) })

// User is a registered, signed-in test user.
type User struct {
	ID     int64
	Email  string
	Client *Client
}

// NewUser makes a user with a unique address and signs them in.
func (e *Env) NewUser(t testing.TB, firstName string) User {
	t.Helper()
	return e.NewUserWithEmail(t, firstName, firstName+"-"+RandomString(6)+"@example.com")
}

// NewUserWithEmail makes a user with the address, who may sign in with
// Password, and gives them a signed-in client. They are written through the
// store, as sign-up writes them: api/rest's tests sign up and sign in through
// the API.
func (e *Env) NewUserWithEmail(t testing.TB, firstName, email string) User {
	t.Helper()
	hash, err := passwordHash()
	if err != nil {
		t.Fatal(err)
	}
	u, err := e.Store.CreateUser(t.Context(), store.NewUser{
		Username: email, Email: email, FirstName: firstName, LastName: "Tester", PasswordHash: hash,
	})
	if err != nil {
		t.Fatalf("create user %s: %v", email, err)
	}
	c := e.Client(t)
	if c.Token, err = e.Store.CreateAuthToken(t.Context(), u.ID); err != nil {
		t.Fatalf("sign in %s: %v", email, err)
	}
	return User{ID: u.ID, Email: email, Client: c}
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
