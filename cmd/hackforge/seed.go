package main

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"go.temporal.io/sdk/client"

	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/store"
)

// seed adds the demo data and starts the lifecycle workflows of the
// hackathons it created, so their phases move on schedule.
func seed(ctx context.Context, cfg Config, out io.Writer) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	created, err := demo.Seed(ctx, st)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	if len(created) > 0 {
		tc, err := client.Dial(client.Options{HostPort: cfg.TemporalAddress, Namespace: cfg.TemporalNamespace})
		if err != nil {
			return fmt.Errorf("seed: temporal: %w", err)
		}
		defer tc.Close()
		f := &flows.Flows{Client: tc, TaskQueue: cfg.TaskQueue}
		for _, h := range created {
			if err := f.AttachHackathonLifecycle(ctx, h, demo.OrganizationName, "seeded"); err != nil {
				return fmt.Errorf("seed: attach lifecycle of %q: %w", h.Name, err)
			}
		}
	}
	fmt.Fprintf(out, "Demo accounts (password %q):\n", demo.Password)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, a := range demo.Accounts {
		fmt.Fprintf(tw, "  %s\t%s\n", a.Email, a.Role)
	}
	return tw.Flush()
}
