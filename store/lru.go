package store

import lru "github.com/hashicorp/golang-lru/v2"

// newLRU is a bounded cache that, once full, drops its least recently used
// entry for each new one. lru.New fails only for a size below 1.
func newLRU[K comparable, V any](size int) *lru.Cache[K, V] {
	c, err := lru.New[K, V](size)
	if err != nil {
		panic(err)
	}
	return c
}
