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
	"github.com/hackforge/hackforge/workflows"
)

// seed adds the demo data and starts the lifecycle workflows of the
// hackathons it created, so their phases move on schedule, and the
// workflows of its pending invites, so they can be answered.
func seed(ctx context.Context, cfg Config, out io.Writer) error {
	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	seeded, err := demo.Seed(ctx, st)
	if err != nil {
		return fmt.Errorf("seed: %w", err)
	}
	lib, err := cfg.images(ctx)
	if err != nil {
		return err
	}
	defer lib.Close()
	if err := demo.SeedImages(ctx, st, lib); err != nil {
		return fmt.Errorf("seed images: %w", err)
	}
	if len(seeded.Hackathons) > 0 {
		opts, codec, err := cfg.temporalClient()
		if err != nil {
			return fmt.Errorf("seed: %w", err)
		}
		tc, err := client.Dial(opts)
		if err != nil {
			return fmt.Errorf("seed: temporal: %w", err)
		}
		defer tc.Close()
		f := &flows.Flows{Client: tc, TaskQueue: cfg.TaskQueue, Codec: codec}
		for _, seededHackathon := range seeded.Hackathons {
			h, err := st.Hackathon(ctx, seededHackathon.ID) // as the demo's later writes left it
			if err != nil {
				return err
			}
			if err := f.AttachLifecycleAfterWrite(ctx, st, h, demo.OrganizationName, "seeded"); err != nil {
				return fmt.Errorf("seed: attach lifecycle of %q: %w", h.Name, err)
			}
		}
		if err := f.Start(ctx, flows.InviteBatch(demoInviteInputs(f, seeded))); err != nil {
			return fmt.Errorf("seed: start invites: %w", err)
		}
	}
	fmt.Fprintf(out, "Demo accounts (password %q):\n", demo.Password)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, a := range demo.Accounts {
		fmt.Fprintf(tw, "  %s\t%s\n", a.Email, a.Role)
	}
	return tw.Flush()
}

// demoInviteInputs are the Invite workflows of the seeded pending invites,
// all sent by the organiser.
func demoInviteInputs(f *flows.Flows, seeded demo.Seeded) []workflows.InviteInput {
	places := map[int64]workflows.Owner{}
	for _, h := range seeded.Hackathons {
		places[h.ID] = flows.HackathonInvitePlace(h)
	}
	inputs := make([]workflows.InviteInput, len(seeded.PendingInvites))
	for i, inv := range seeded.PendingInvites {
		var place workflows.Owner
		if inv.OrganizationID != nil {
			place = flows.OrganizationInvitePlace(*inv.OrganizationID, demo.OrganizationName)
		} else {
			place = places[*inv.HackathonID]
		}
		inputs[i] = f.InviteInput(inv, place)
	}
	return inputs
}
