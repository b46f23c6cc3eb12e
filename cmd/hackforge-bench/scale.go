package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httputil"
	"net/url"
	"os"
	"sync/atomic"
	"time"

	"github.com/hackforge/hackforge/store"
)

// scaleConfig is the scale-out benchmark's setup: two running serves.
type scaleConfig struct {
	api       apiConfig
	lifecycle lifecycleConfig
	Second    string // the second `hackforge serve`
}

// runScale measures the detail and discover queries against one serve, then
// against two behind a round-robin proxy, and the lifecycle burst with one
// worker, then two.
func runScale(ctx context.Context, out io.Writer, cfg scaleConfig) error {
	st, err := store.Open(ctx, cfg.api.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	seeded, err := seedAPIData(ctx, st, cfg.api.Hackathons, cfg.api.Users)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	token, err := st.CreateAuthToken(ctx, seeded.viewer)
	if err != nil {
		return err
	}
	proxy, err := startRoundRobin(cfg.api.URL, cfg.Second)
	if err != nil {
		return err
	}
	defer proxy.Close()

	fmt.Fprintf(out, "%-22s %-9s %8s %9s %9s   (%d connections, %s each)\n", "serves", "query", "req/s", "p50 ms", "p99 ms", cfg.api.Connections, cfg.api.Duration)
	for _, target := range []struct{ label, url string }{{"1", cfg.api.URL}, {"2 (round-robin proxy)", "http://" + proxy.Addr().String()}} {
		for _, s := range apiQueries(ctx, target.url, token, seeded.detailID) {
			r, err := load(ctx, s.req, cfg.api.Connections, cfg.api.Duration)
			if err != nil {
				return fmt.Errorf("%s through %s: %w", s.name, target.label, err)
			}
			fmt.Fprintf(out, "%-22s %-9s %8.0f %9.2f %9.2f\n", target.label, s.name, r.throughput, ms(r.p50), ms(r.p99))
		}
	}
	for _, workers := range []int{1, 2} {
		lc := cfg.lifecycle
		lc.Workers = workers
		fmt.Fprintf(out, "\nlifecycle burst, %d worker(s):\n", workers)
		if err := runLifecycle(ctx, out, lc); err != nil {
			return err
		}
	}
	fmt.Fprintln(out, "\nOn one 2-core machine the processes share the same cores (and Postgres and the load"+
		"\ngenerator share them too), so two serves or workers are not faster than one: this shows that"+
		"\nnothing serialises across processes (both serve, both work, results stay exactly once), not a speed-up.")
	return nil
}

// roundRobin is a reverse proxy that sends each request to the next server.
type roundRobin struct {
	net.Listener
	srv *http.Server
}

func startRoundRobin(urls ...string) (*roundRobin, error) {
	targets := make([]*url.URL, len(urls))
	for i, u := range urls {
		t, err := url.Parse(u)
		if err != nil {
			return nil, err
		}
		targets[i] = t
	}
	var next atomic.Uint64
	proxy := &httputil.ReverseProxy{
		Rewrite: func(r *httputil.ProxyRequest) {
			r.SetURL(targets[next.Add(1)%uint64(len(targets))])
		},
		Transport: &http.Transport{MaxIdleConnsPerHost: 256},
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	rr := &roundRobin{Listener: l, srv: &http.Server{Handler: proxy, ReadHeaderTimeout: 10 * time.Second}}
	go func() { _ = rr.srv.Serve(l) }()
	return rr, nil
}

func (rr *roundRobin) Close() error { return rr.srv.Close() }

func scaleCommand(ctx context.Context, args []string) error {
	fs := flag.NewFlagSet("scale", flag.ExitOnError)
	cfg := scaleConfig{
		api: apiConfig{DatabaseURL: env("DATABASE_URL", "postgres://postgres@127.0.0.1:55432/hackforge?sslmode=disable")},
		lifecycle: lifecycleConfig{
			services: servicesFromEnv(),
			SMTPURL:  env("SMTP_URL", "smtp://127.0.0.1:1025"),
		},
	}
	fs.StringVar(&cfg.api.URL, "url", "http://127.0.0.1:8080", "the first running server")
	fs.StringVar(&cfg.Second, "second", "http://127.0.0.1:8081", "the second running server")
	fs.IntVar(&cfg.api.Hackathons, "hackathons", 1000, "hackathons to seed")
	fs.IntVar(&cfg.api.Users, "users", 20000, "users to seed")
	fs.IntVar(&cfg.api.Connections, "c", 50, "concurrent connections")
	fs.DurationVar(&cfg.api.Duration, "d", 10*time.Second, "how long each query runs")
	fs.IntVar(&cfg.lifecycle.Hackathons, "n", 200, "hackathons in the lifecycle burst")
	fs.DurationVar(&cfg.lifecycle.Ahead, "ahead", 10*time.Second, "how far ahead the burst falls due")
	_ = fs.Parse(args)
	return runScale(ctx, os.Stdout, cfg)
}
