package faults_test

import (
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"
)

// scoreboard counts the fault scenarios and those that passed, for the
// summary of make test (HACKFORGE_FAULTS_REPORT names the file).
type scoreboard struct {
	mu     sync.Mutex
	names  []string
	failed map[string]bool
}

func (b *scoreboard) add(t *testing.T) {
	b.mu.Lock()
	b.names = append(b.names, t.Name())
	b.mu.Unlock()
	t.Cleanup(func() {
		b.mu.Lock()
		defer b.mu.Unlock()
		if b.failed == nil {
			b.failed = map[string]bool{}
		}
		b.failed[t.Name()] = t.Failed() || t.Skipped()
	})
}

func (b *scoreboard) write() {
	path := os.Getenv("HACKFORGE_FAULTS_REPORT")
	if path == "" {
		return
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	var lines []string
	survived := 0
	for _, n := range b.names {
		mark := "survived"
		if b.failed[n] {
			mark = "FAILED"
		} else {
			survived++
		}
		lines = append(lines, fmt.Sprintf("  %s: %s", n, mark))
	}
	report := fmt.Sprintf("%d of %d\n%s\n", survived, len(b.names), strings.Join(lines, "\n"))
	_ = os.WriteFile(path, []byte(report), 0o644)
}
