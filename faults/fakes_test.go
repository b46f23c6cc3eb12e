package faults_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"time"

	temporallog "go.temporal.io/sdk/log"
)

func quietLogger() temporallog.Logger {
	return temporallog.NewStructuredLogger(slog.New(slog.NewTextHandler(io.Discard, nil)))
}

// smtpProxy stands between the worker and Mailpit. Held, it accepts
// connections and forwards nothing until released: an e-mail being sent
// is then "in the middle" for as long as the test wants.
type smtpProxy struct {
	ln       net.Listener
	upstream string
	mu       sync.Mutex
	held     bool
	release  chan struct{}
	waiting  atomic.Int32 // connections held right now
	accepted atomic.Int32
}

func newSMTPProxy(addr, upstream string) (*smtpProxy, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	p := &smtpProxy{ln: ln, upstream: upstream, release: make(chan struct{})}
	go p.serve()
	return p, nil
}

func (p *smtpProxy) serve() {
	for {
		c, err := p.ln.Accept()
		if err != nil {
			return
		}
		p.accepted.Add(1)
		go p.handle(c)
	}
}

func (p *smtpProxy) handle(c net.Conn) {
	defer c.Close()
	p.mu.Lock()
	held, release := p.held, p.release
	p.mu.Unlock()
	if held {
		p.waiting.Add(1)
		<-release
		p.waiting.Add(-1)
	}
	d := net.Dialer{Timeout: 5 * time.Second}
	up, err := d.DialContext(context.Background(), "tcp", p.upstream)
	if err != nil {
		return // as if the SMTP server were down: the client sees the connection close
	}
	defer up.Close()
	done := make(chan struct{}, 2)
	go func() { _, _ = io.Copy(up, c); done <- struct{}{} }()
	go func() { _, _ = io.Copy(c, up); done <- struct{}{} }()
	<-done
}

// hold makes new connections wait; release lets them all through.
func (p *smtpProxy) hold() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.held {
		p.held, p.release = true, make(chan struct{})
	}
}

func (p *smtpProxy) unhold() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.held {
		p.held = false
		close(p.release)
	}
}

func (p *smtpProxy) close() {
	p.unhold()
	_ = p.ln.Close()
}

// fakeAI is an OpenAI-compatible chat-completions endpoint. Held, a
// request waits until released (or its client goes away).
type fakeAI struct {
	srv      *http.Server
	mu       sync.Mutex
	held     bool
	release  chan struct{}
	waiting  atomic.Int32
	requests atomic.Int32
	answered atomic.Int32
}

const fakeAIAnswer = "### Strengths\n\n- The fault suite's fake reviewer answered."

func newFakeAI(addr string) (*fakeAI, error) {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	f := &fakeAI{release: make(chan struct{})}
	f.srv = &http.Server{Handler: http.HandlerFunc(f.handle), ReadHeaderTimeout: 5 * time.Second}
	go func() { _ = f.srv.Serve(ln) }()
	return f, nil
}

func (f *fakeAI) handle(w http.ResponseWriter, r *http.Request) {
	f.requests.Add(1)
	_, _ = io.Copy(io.Discard, r.Body)
	f.mu.Lock()
	held, release := f.held, f.release
	f.mu.Unlock()
	if held {
		f.waiting.Add(1)
		select {
		case <-release:
		case <-r.Context().Done():
			f.waiting.Add(-1)
			return
		}
		f.waiting.Add(-1)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": "fake", "object": "chat.completion", "created": time.Now().Unix(), "model": "fake-model",
		"choices": []map[string]any{{"index": 0, "finish_reason": "stop",
			"message": map[string]string{"role": "assistant", "content": fakeAIAnswer}}},
	})
	f.answered.Add(1)
}

func (f *fakeAI) hold() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if !f.held {
		f.held, f.release = true, make(chan struct{})
	}
}

func (f *fakeAI) unhold() {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.held {
		f.held = false
		close(f.release)
	}
}

func (f *fakeAI) close() {
	f.unhold()
	_ = f.srv.Close()
}
