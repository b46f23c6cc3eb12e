package main

import (
	"context"
	"fmt"
	"net"
	"net/http"
	"time"
)

// healthcheck asks the process listening on addr, which the setting named
// setting holds, for /healthz, as a container's health check does where the
// image has no curl: serve's HTTP_ADDR, or a worker's METRICS_ADDR.
func healthcheck(ctx context.Context, setting, addr string) error {
	if addr == "" {
		return fmt.Errorf("%s is not set", setting)
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("%s %q: %w", setting, addr, err)
	}
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	ctx, cancel := context.WithTimeout(ctx, 3*time.Second)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "http://"+net.JoinHostPort(host, port)+"/healthz", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("/healthz answered %s", resp.Status)
	}
	return nil
}
