package main

import (
	"context"
	"fmt"
	"io"
	"text/tabwriter"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/demo"
)

func seed(ctx context.Context, cfg Config, out io.Writer) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := demo.Seed(ctx, st); err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	fmt.Fprintf(out, "Demo accounts (password %q):\n", demo.Password)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, a := range demo.Accounts {
		fmt.Fprintf(tw, "  %s\t%s\n", a.Email, a.Role)
	}
	return tw.Flush()
}
