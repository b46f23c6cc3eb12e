package graph_test

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// Phase transitions of a timelineCast (timeline_test.go): scheduled, advanced
// at once, and the mark a write leaves until the lifecycle workflow heard of it.

func TestScheduledTransitionIsAppliedNotifiedAndMailed(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	due := time.Now().Add(2 * time.Second)
	tl, errs := c.set(t, c.creator.Client, map[string]any{"timeZone": "Europe/Berlin", "phases": []any{phaseAt("REGISTRATION_OPEN", due)}})
	require.Empty(t, errs)
	assert.Equal(t, "PLANNING", tl.Phase)
	assert.Equal(t, "Europe/Berlin", tl.TimeZone)

	tl = c.waitFor(t, "REGISTRATION_OPEN", func(tl timelineData) bool {
		return tl.Phase == "REGISTRATION_OPEN" && tl.NextPhase != nil && *tl.NextPhase == "HACKING"
	})
	assert.Equal(t, "Registration open", tl.PhaseDisplay)
	require.NotNil(t, tl.NextTransitionAt, "the workflow waits for HACKING")
	assert.True(t, c.hackathon.StartDatetime.Equal(*tl.NextTransitionAt))

	link := c.env.Server.URL + "/hackathon/" + c.id + "/detail"
	for _, u := range []apitest.User{c.creator, c.manager, c.participant, c.mentor, c.judge} {
		mails := 1
		if u.ID == c.participant.ID {
			mails = 2 // and their check-in code
		}
		msg := withSubject(c.env.Inbox.WaitFor(t, u.Email, mails, 20*time.Second), "Registration is open: "+c.hackathon.Name)
		require.NotNil(t, msg, u.Email)
		assert.Contains(t, msg.Text, link)
		page, err := c.env.Store.Notifications(t.Context(), u.ID, false, 10, 0)
		require.NoError(t, err)
		require.Equal(t, 1, page.Total, u.Email)
		assert.Equal(t, domain.NotifyHackathonPhaseChanged, page.Items[0].Type)
		assert.JSONEq(t, `{"hackathonId":`+c.id+`,"hackathonName":"`+c.hackathon.Name+`","phase":"REGISTRATION_OPEN","phaseDisplay":"Registration open"}`,
			string(page.Items[0].Data))
	}
	assert.Zero(t, c.env.Inbox.Count(t, c.outsider.Email))
}

func TestAdvanceNowMovesToTheNextPhaseOnce(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	type advanced struct {
		AdvanceHackathonPhase struct {
			Timeline  timelineData
			Hackathon struct{ ID, Name string }
		}
	}
	vars := map[string]any{"id": c.id, "expected": "PLANNING"}

	// No workflow runs yet: the mutation attaches it.
	var out advanced
	require.Empty(t, c.manager.Client.GraphQL(advanceHackathonPhase, vars, &out))
	assert.Equal(t, "REGISTRATION_OPEN", out.AdvanceHackathonPhase.Timeline.Phase)
	assert.Equal(t, c.hackathon.Name, out.AdvanceHackathonPhase.Hackathon.Name)
	require.NotNil(t, out.AdvanceHackathonPhase.Timeline.NextPhase)
	assert.Equal(t, "HACKING", *out.AdvanceHackathonPhase.Timeline.NextPhase)

	errs := c.creator.Client.GraphQL(advanceHackathonPhase, vars, nil)
	require.Len(t, errs, 1, "a second click with the same phase is refused")
	assert.Equal(t, "CONFLICT", errs[0].Extensions["code"], "the hackathon moved on meanwhile")

	vars["expected"] = "REGISTRATION_OPEN"
	require.Empty(t, c.creator.Client.GraphQL(advanceHackathonPhase, vars, &out))
	assert.Equal(t, "HACKING", out.AdvanceHackathonPhase.Timeline.Phase)

	h, err := c.env.Store.Hackathon(t.Context(), c.hackathon.ID)
	require.NoError(t, err)
	assert.Equal(t, domain.PhaseHacking, h.Phase)
	hacking := c.env.Inbox.WaitFor(t, c.participant.Email, 3, 20*time.Second) // registration, check-in code, hacking
	assert.NotNil(t, withSubject(hacking, "Hacking has started: "+c.hackathon.Name))
	assert.Len(t, c.env.Inbox.WaitFor(t, c.mentor.Email, 2, 20*time.Second), 2)
	assert.Equal(t, 1, c.env.Inbox.Count(t, c.judge.Email), "judges are mailed when registration opens, not when hacking starts")
}

func TestAdvanceNowFromCompleteIsRefused(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	_, err := c.env.Store.Pool().Exec(t.Context(), `UPDATE hackathons SET phase = 'COMPLETE' WHERE id = $1`, c.hackathon.ID)
	require.NoError(t, err)
	errs := c.creator.Client.GraphQL(advanceHackathonPhase, map[string]any{"id": c.id, "expected": "COMPLETE"}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "CONFLICT", errs[0].Extensions["code"], "the hackathon moved on meanwhile")
}

// A write marks the hackathon until its lifecycle workflow heard of it
// (store/lifecycle.go): the API's own attach clears the mark; a write whose
// attach did not happen stays listed for the worker's sweep, and clearing
// an older mark keeps a later write's.
func TestLifecycleMarksLastUntilTheWorkflowHeard(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	ctx := t.Context()
	stale := func() bool {
		list, err := c.env.Store.StaleLifecycles(ctx, time.Now().Add(time.Second), 1000)
		require.NoError(t, err)
		return slices.ContainsFunc(list, func(s store.StaleLifecycle) bool { return s.Hackathon.ID == c.hackathon.ID })
	}
	require.NotNil(t, c.hackathon.LifecycleStaleSince, "created in the store, never attached")
	assert.True(t, stale(), "listed for the sweep")

	_, errs := c.set(t, c.creator.Client, map[string]any{"phases": []any{phaseAt("REGISTRATION_OPEN", time.Now().Add(24*time.Hour))}})
	require.Empty(t, errs)
	assert.False(t, stale(), "the mutation attached the workflow and cleared the mark")

	inTwoDays, inThreeDays := time.Now().Add(48*time.Hour), time.Now().Add(72*time.Hour)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &inTwoDays}}}))
	first, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
	require.NoError(t, err)
	require.NotNil(t, first.LifecycleStaleSince, "a write the workflow has not heard of")
	assert.True(t, stale())

	time.Sleep(time.Millisecond)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &inThreeDays}}}))
	require.NoError(t, c.env.Store.LifecycleAttached(ctx, first))
	assert.True(t, stale(), "the later write keeps its mark")

	latest, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
	require.NoError(t, err)
	require.NoError(t, c.env.Flows.AttachLifecycleAfterWrite(ctx, c.env.Store, latest, "Acme", "test"))
	assert.False(t, stale())
}
