package demo

import (
	"context"
	"fmt"
	"strings"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoIdea is an idea of the first hackathon, which requires ideas and their
// approval, in one approval state: the manager decided with comment.
type demoIdea struct {
	by, name, description, detail string
	state                         domain.ApprovalState
	comment                       string
	likedBy                       []string
}

// crowdEmail is a crowd member's demo address.
func crowdEmail(i int) string {
	n := crowdNames[i]
	return strings.ToLower(n[0]+"."+n[1]) + "@hackforge.local"
}

func demoIdeas() []demoIdea {
	return []demoIdea{
		{participant, "Street-light repair reporter", "Report a broken street light in **two taps**, with the photo and the place.",
			"Residents struggle to report broken lights: the city's form asks for a pole number nobody can find.\n\n- Users: residents walking home at night\n- Solution: a web app that reads the location and a photo\n- Feasibility: the city's open data API lists every pole\n- Outcome: reduce the time to repair by 50%",
			domain.ApprovalApproved, "Clear problem and data to start from. Go!", []string{mentor, judge, crowdEmail(0), crowdEmail(1)}},
		{crowdEmail(0), "Bus stop shade map", "Which bus stops have shade, and which need it most.",
			"Commuters wait in the sun. We map shade at every stop from street imagery.", domain.ApprovalPending, "", []string{participant}},
		{crowdEmail(1), "Neighbourhood tool library", "Borrow a drill from a neighbour instead of buying one.",
			"A booking app for shared tools.", domain.ApprovalChangesRequested, "Who looks after the tools, and how do you measure success?", nil},
		{crowdEmail(2), "Parking ticket appeals bot", "A bot that writes parking ticket appeals.",
			"Automates appeals against parking fines.", domain.ApprovalRejected, "Out of the challenge's scope: it does not make city life better for most residents.", nil},
	}
}

// seedIdeas turns the first hackathon into one that requires ideas and their
// approval, with one idea in each approval state and a few likes. The
// pending idea's managers are notified as its workflow would; its workflow
// starts with the first decision (api/flows re-attaches it).
func seedIdeas(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon) error {
	yes := true
	if _, err := st.UpdateHackathon(ctx, store.HackathonChanges{ID: h.ID, IdeasRequired: &yes, IdeasRequireApproval: &yes}); err != nil {
		return fmt.Errorf("ideas flags: %w", err)
	}
	for _, d := range demoIdeas() {
		if err := seedIdea(ctx, st, users, h, d); err != nil {
			return fmt.Errorf("idea %q: %w", d.name, err)
		}
	}
	return nil
}

func seedIdea(ctx context.Context, st *store.Store, users map[string]int64, h record.Hackathon, d demoIdea) error {
	idea, approval, err := st.CreateIdea(ctx, store.NewIdea{HackathonID: h.ID, Name: d.name, Description: d.description,
		DetailDescription: d.detail, CreatedBy: users[d.by], WithApproval: true})
	if err != nil {
		return err
	}
	ref := domain.IdeaRef{HackathonRef: domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}, IdeaID: idea.ID, IdeaName: idea.Name}
	if d.state == domain.ApprovalPending {
		key := fmt.Sprintf("idea-approval-request:%d:1", idea.ID)
		if _, err := st.Notify(ctx, []int64{users[manager]}, domain.IdeaApprovalRequest{IdeaRef: ref}, key); err != nil {
			return err
		}
	} else {
		if _, err := st.ChangeApprovalState(ctx, store.ApprovalChange{ApprovalID: approval.ID, From: domain.ApprovalPending, To: d.state, Comment: d.comment, By: users[manager]}); err != nil {
			return err
		}
	}
	for _, email := range d.likedBy {
		if _, err := st.LikeIdea(ctx, idea.ID, users[email]); err != nil {
			return err
		}
	}
	return nil
}
