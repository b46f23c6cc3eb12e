package graph_test

import (
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

const hackathonTimeline = `query($id: ID!) { hackathonTimeline(hackathonId: $id) {
  hackathonId timeZone phase phaseDisplay slots { phase phaseDisplay startsAt } nextPhase nextTransitionAt reminderAt workflowId } }`

const setHackathonTimeline = `mutation($input: SetHackathonTimelineInput!) { setHackathonTimeline(input: $input) {
  timeline { hackathonId timeZone phase slots { phase startsAt } nextPhase nextTransitionAt workflowId } } }`

const advanceHackathonPhase = `mutation($id: ID!, $expected: HackathonPhase!) {
  advanceHackathonPhase(input: {hackathonId: $id, expectedPhase: $expected}) { timeline { phase nextPhase } hackathon { id name } } }`

type timelineData struct {
	HackathonID, TimeZone, Phase, PhaseDisplay, WorkflowID string
	Slots                                                  []struct {
		Phase, PhaseDisplay string
		StartsAt            *time.Time
	}
	NextPhase                    *string
	NextTransitionAt, ReminderAt *time.Time
}

func (tl timelineData) startsAt(phase string) *time.Time {
	for _, s := range tl.Slots {
		if s.Phase == phase {
			return s.StartsAt
		}
	}
	return nil
}

// timelineCast is a hackathon created in the store (starting in 30 days,
// so creation's own HACKING start is far away) and one user per role.
type timelineCast struct {
	env                                                    *apitest.Env
	creator, manager, participant, mentor, judge, outsider apitest.User
	hackathon                                              record.Hackathon
	id                                                     string
}

func newTimelineCast(t *testing.T, allowed domain.AllowedParticipants, hasPopularVote bool) *timelineCast {
	t.Helper()
	env := apitest.Start(t)
	c := &timelineCast{env: env, creator: env.NewUser(t, "Cleo"), manager: env.NewUser(t, "Mia"),
		participant: env.NewUser(t, "Pat"), mentor: env.NewUser(t, "Max"), judge: env.NewUser(t, "Jo"),
		outsider: env.NewUser(t, "Olli")}
	ctx := t.Context()
	org, err := env.Store.CreateOrganization(ctx, "Acme "+apitest.RandomString(3), c.creator.ID)
	require.NoError(t, err)
	start := time.Now().Add(30 * 24 * time.Hour).UTC().Truncate(time.Second)
	c.hackathon, err = env.Store.CreateHackathon(ctx, store.NewHackathon{
		Name: "Timeline " + apitest.RandomString(3), StartDatetime: start, EndDatetime: start.Add(48 * time.Hour),
		TimeZone: "UTC", AllowedParticipants: allowed, MaxTeamSize: 4, OrganizationID: org.ID, CreatorID: c.creator.ID,
		HasPopularVote: hasPopularVote,
	})
	require.NoError(t, err)
	c.id = strconv.FormatInt(c.hackathon.ID, 10)
	for u, role := range map[int64]domain.HackathonRole{c.manager.ID: domain.RoleManager, c.participant.ID: domain.RoleParticipant,
		c.mentor.ID: domain.RoleMentor, c.judge.ID: domain.RoleJudge} {
		require.NoError(t, env.Store.AddHackathonRole(ctx, c.hackathon.ID, u, role))
	}
	t.Cleanup(func() { // a started workflow would sleep until the hackathon starts
		_ = env.Temporal.TerminateWorkflow(t.Context(), workflows.HackathonLifecycleID(c.hackathon.ID), "", "test finished")
	})
	return c
}

func (c *timelineCast) read(t *testing.T, u *apitest.Client) (timelineData, []apitest.GraphQLError) {
	t.Helper()
	var out struct{ HackathonTimeline timelineData }
	errs := u.GraphQL(hackathonTimeline, map[string]any{"id": c.id}, &out)
	return out.HackathonTimeline, errs
}

func (c *timelineCast) set(t *testing.T, u *apitest.Client, input map[string]any) (timelineData, []apitest.GraphQLError) {
	t.Helper()
	input["hackathonId"] = c.id
	var out struct {
		SetHackathonTimeline struct{ Timeline timelineData }
	}
	errs := u.GraphQL(setHackathonTimeline, map[string]any{"input": input}, &out)
	return out.SetHackathonTimeline.Timeline, errs
}

// waitFor polls the timeline as the creator until cond holds.
func (c *timelineCast) waitFor(t *testing.T, what string, cond func(timelineData) bool) timelineData {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		tl, errs := c.read(t, c.creator.Client)
		require.Empty(t, errs)
		if cond(tl) {
			return tl
		}
		if time.Now().After(deadline) {
			t.Fatalf("waited 30s for %s; timeline: %+v", what, tl)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func phaseAt(phase string, at time.Time) map[string]any {
	return map[string]any{"phase": phase, "startsAt": at.UTC().Format(time.RFC3339Nano)}
}

func TestHackathonTimelineAccessPerRole(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	anonymous := c.env.Client(t)
	registration := phaseAt("REGISTRATION_OPEN", time.Now().Add(24*time.Hour))

	for _, u := range []apitest.User{c.participant, c.mentor, c.judge, c.manager, c.creator} {
		tl, errs := c.read(t, u.Client)
		require.Empty(t, errs, u.Email)
		assert.Equal(t, "PLANNING", tl.Phase)
	}
	_, errs := c.read(t, anonymous)
	assert.Equal(t, "NOT_FOUND", code(t, errs), "anonymous callers learn nothing of a hackathon that is not public")
	_, errs = c.read(t, c.outsider.Client)
	assert.Equal(t, "FORBIDDEN", code(t, errs))

	for _, u := range []apitest.User{c.participant, c.mentor, c.judge, c.outsider} {
		_, errs := c.set(t, u.Client, map[string]any{"phases": []any{registration}})
		assert.Equal(t, "FORBIDDEN", code(t, errs), u.Email)
		var out struct{}
		errs = u.Client.GraphQL(advanceHackathonPhase, map[string]any{"id": c.id, "expected": "PLANNING"}, &out)
		assert.Equal(t, "FORBIDDEN", code(t, errs), u.Email)
	}
	_, errs = c.set(t, anonymous, map[string]any{"phases": []any{registration}})
	assert.Equal(t, "UNAUTHENTICATED", code(t, errs))
	tl, _ := c.read(t, c.creator.Client)
	assert.Nil(t, tl.startsAt("REGISTRATION_OPEN"), "refused edits wrote nothing")

	for _, u := range []apitest.User{c.manager, c.creator} {
		tl, errs := c.set(t, u.Client, map[string]any{"phases": []any{registration}})
		require.Empty(t, errs, u.Email)
		assert.NotNil(t, tl.startsAt("REGISTRATION_OPEN"))
	}

	var missing struct{ HackathonTimeline *timelineData }
	assert.Equal(t, "NOT_FOUND", code(t, c.creator.Client.GraphQL(hackathonTimeline, map[string]any{"id": "999999999"}, &missing)))
}

func TestPublicHackathonTimelineIsReadableByAnyone(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "PUBLIC", false)
	for _, cl := range []*apitest.Client{c.env.Client(t), c.outsider.Client} {
		tl, errs := c.read(t, cl)
		require.Empty(t, errs)
		assert.Equal(t, c.id, tl.HackathonID)
		assert.Equal(t, []string{"PLANNING", "REGISTRATION_OPEN", "HACKING", "JUDGING", "COMPLETE"}, slotPhases(tl), "no popular vote")
		assert.Equal(t, "hackathon-lifecycle:"+c.id, tl.WorkflowID)
		require.NotNil(t, tl.NextPhase, "the stored schedule answers while no workflow runs")
		assert.Equal(t, "REGISTRATION_OPEN", *tl.NextPhase)
		assert.Nil(t, tl.NextTransitionAt, "registration is not scheduled")
	}
	_, errs := c.set(t, c.outsider.Client, map[string]any{"phases": []any{}})
	assert.Equal(t, "FORBIDDEN", code(t, errs))
}

func slotPhases(tl timelineData) []string {
	var phases []string
	for _, s := range tl.Slots {
		phases = append(phases, s.Phase)
	}
	return phases
}

func TestSetHackathonTimelineRejectsBadInputAndWritesNothing(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	soon := time.Now().Add(24 * time.Hour)
	cases := []struct {
		name, field string
		input       map[string]any
	}{
		{"out of order", "phases.HACKING.startsAt", map[string]any{"timeZone": "Europe/Berlin",
			"phases": []any{phaseAt("REGISTRATION_OPEN", soon), phaseAt("HACKING", soon.Add(-time.Hour))}}},
		{"after a stored phase", "phases.JUDGING.startsAt", map[string]any{
			"phases": []any{phaseAt("HACKING", c.hackathon.EndDatetime.Add(time.Hour))}}},
		{"unknown zone", "timeZone", map[string]any{"timeZone": "Mars/Olympus_Mons",
			"phases": []any{phaseAt("REGISTRATION_OPEN", soon)}}},
		{"empty zone", "timeZone", map[string]any{"timeZone": " ", "phases": []any{}}},
		{"no popular vote", "phases.POPULAR_VOTE.startsAt", map[string]any{
			"phases": []any{phaseAt("POPULAR_VOTE", c.hackathon.EndDatetime.Add(time.Hour))}}},
		{"twice", "phases.REGISTRATION_OPEN.startsAt", map[string]any{
			"phases": []any{phaseAt("REGISTRATION_OPEN", soon), phaseAt("REGISTRATION_OPEN", soon.Add(time.Hour))}}},
	}
	for _, tc := range cases {
		_, errs := c.set(t, c.creator.Client, tc.input)
		require.Len(t, errs, 1, tc.name)
		assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"], tc.name)
		assert.Equal(t, tc.field, errs[0].Extensions["field"], tc.name)
		assert.NotEmpty(t, errs[0].Message, tc.name)
	}

	tl, errs := c.read(t, c.creator.Client)
	require.Empty(t, errs)
	assert.Equal(t, "UTC", tl.TimeZone, "nothing written")
	assert.Nil(t, tl.startsAt("REGISTRATION_OPEN"))
	assert.True(t, c.hackathon.StartDatetime.Equal(*tl.startsAt("HACKING")))

	// Unscheduling and rescheduling in one edit, with a new zone.
	tl, errs = c.set(t, c.creator.Client, map[string]any{"timeZone": "America/New_York", "phases": []any{
		map[string]any{"phase": "JUDGING", "startsAt": nil}, phaseAt("HACKING", c.hackathon.EndDatetime.Add(time.Hour)),
	}})
	require.Empty(t, errs)
	assert.Equal(t, "America/New_York", tl.TimeZone)
	assert.Nil(t, tl.startsAt("JUDGING"))
	assert.True(t, c.hackathon.EndDatetime.Add(time.Hour).Equal(*tl.startsAt("HACKING")))
}
