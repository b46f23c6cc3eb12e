package store

import (
	"context"
	"fmt"
)

// lockKey holds the advisory lock of the key named by format and args
// until the transaction ends ("ai-quota-idea:%d"); only inside Tx. Callers
// that take several take them in one order, so none waits for another in
// a circle.
func (s *Store) lockKey(ctx context.Context, format string, args ...any) error {
	return s.q.LockKey(ctx, fmt.Sprintf(format, args...))
}

// lockKeyShared holds the key's advisory lock shared until the transaction
// ends: beside other shared holders, but not beside lockKey's.
func (s *Store) lockKeyShared(ctx context.Context, key string) error {
	return s.q.LockKeyShared(ctx, key)
}
