// Package access decides who may do what. Each capability is one named
// function over the caller and the object, unit-tested as a matrix of roles.
package access

import "errors"

// ErrUnauthenticated: the operation needs a signed-in user.
var ErrUnauthenticated = errors.New("you must be logged in to do this")

// ErrForbidden: the caller is signed in but lacks the role.
var ErrForbidden = errors.New("you do not have permission to do this")
