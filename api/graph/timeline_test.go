package graph_test

import (
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"
	"go.temporal.io/sdk/client"
	"go.temporal.io/sdk/worker"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/flows"
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

// A worker stopped before a transition is due and a new one started after
// it: the transition is applied once, with one notification and one e-mail
// per person.
func TestTransitionDueWhileNoWorkerRunsIsAppliedOnceLater(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	ctx := t.Context()
	queue := "lifecycle-restart-" + apitest.RandomString(4)
	lifecycle := &flows.Flows{Client: c.env.Temporal, TaskQueue: queue}

	first := lifecycleWorker(t, c.env.Temporal, queue, c)
	due := time.Now().Add(5 * time.Second).Truncate(time.Millisecond)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &due}}}))
	require.NoError(t, lifecycle.AttachHackathonLifecycle(ctx, c.hackathon, "Acme", "test"))
	waitUntil(t, "the workflow sleeps until REGISTRATION_OPEN", func() bool {
		s, err := lifecycle.LifecycleState(ctx, c.hackathon.ID)
		return err == nil && s.NextDueAt != nil && s.NextDueAt.Equal(due)
	})
	first.Stop()
	require.True(t, time.Now().Before(due), "the worker stopped before the due time")

	time.Sleep(time.Until(due) + time.Second)
	h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
	require.NoError(t, err)
	require.Equal(t, domain.PhasePlanning, h.Phase, "nothing applies it while no worker runs")

	second := lifecycleWorker(t, c.env.Temporal, queue, c)
	defer second.Stop()
	waitUntil(t, "REGISTRATION_OPEN", func() bool {
		h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
		return err == nil && h.Phase == "REGISTRATION_OPEN"
	})
	for u, mails := range map[*apitest.User]int{&c.creator: 1, &c.participant: 2, &c.judge: 1} { // participants get their check-in code too
		assert.Len(t, c.env.Inbox.WaitFor(t, u.Email, mails, 20*time.Second), mails, u.Email)
		page, err := c.env.Store.Notifications(ctx, u.ID, false, 10, 0)
		require.NoError(t, err)
		assert.Equal(t, 1, page.Total, u.Email)
	}
	assert.Equal(t, 1, countActivities(t, c.env.Temporal, c.hackathon.ID, workflows.ApplyPhaseTransitionActivity),
		"ApplyPhaseTransition ran once")
}

// countActivities counts the scheduled activities of a type in the current
// run of the hackathon's lifecycle workflow.
func countActivities(t *testing.T, tc client.Client, hackathonID int64, activityType string) int {
	t.Helper()
	iter := tc.GetWorkflowHistory(t.Context(), workflows.HackathonLifecycleID(hackathonID), "", false, enumspb.HISTORY_EVENT_FILTER_TYPE_ALL_EVENT)
	n := 0
	for iter.HasNext() {
		e, err := iter.Next()
		require.NoError(t, err)
		if a := e.GetActivityTaskScheduledEventAttributes(); a != nil && a.GetActivityType().GetName() == activityType {
			n++
		}
	}
	return n
}

func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for !cond() {
		if time.Now().After(deadline) {
			t.Fatalf("waited 30s for %s", what)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// A Temporal dev server killed while a workflow sleeps, and started again
// from its database file after the due time, keeps the timer: the
// transition is applied once.
func TestTimerSurvivesATemporalServerRestart(t *testing.T) {
	t.Parallel()
	c := newTimelineCast(t, "INVITE_ONLY", false)
	bin := os.Getenv("TEMPORAL_CLI")
	if bin == "" {
		bin = "/root/.cache/hackforge/tools/temporal-v1.5.1/temporal"
	}
	if _, err := os.Stat(bin); err != nil {
		t.Skipf("no Temporal CLI at %s (set TEMPORAL_CLI)", bin)
	}
	ctx := t.Context()
	server := &devServer{bin: bin, db: filepath.Join(t.TempDir(), "temporal.db"), ports: freePorts(t, 3)}
	tc := server.start(t)
	queue := "lifecycle-server-restart"
	w := lifecycleWorker(t, tc, queue, c)

	due := time.Now().Add(6 * time.Second).Truncate(time.Millisecond)
	require.NoError(t, c.env.Store.SaveTimeline(ctx, store.TimelineEdit{HackathonID: c.hackathon.ID,
		Phases: []domain.ScheduledPhase{{Phase: domain.PhaseRegistrationOpen, StartsAt: &due}}}))
	lifecycle := &flows.Flows{Client: tc, TaskQueue: queue}
	require.NoError(t, lifecycle.AttachHackathonLifecycle(ctx, c.hackathon, "Acme", "test"))
	waitUntil(t, "the workflow sleeps until REGISTRATION_OPEN", func() bool {
		s, err := lifecycle.LifecycleState(ctx, c.hackathon.ID)
		return err == nil && s.NextDueAt != nil && s.NextDueAt.Equal(due)
	})
	w.Stop()
	tc.Close()
	server.kill(t)
	require.True(t, time.Now().Before(due), "the server was down before the due time")

	time.Sleep(time.Until(due) + time.Second)
	tc = server.start(t)
	defer tc.Close()
	defer lifecycleWorker(t, tc, queue, c).Stop()
	waitUntil(t, "REGISTRATION_OPEN", func() bool {
		h, err := c.env.Store.Hackathon(ctx, c.hackathon.ID)
		return err == nil && h.Phase == "REGISTRATION_OPEN"
	})
	waitUntil(t, "the notifications", func() bool {
		page, err := c.env.Store.Notifications(ctx, c.participant.ID, false, 10, 0)
		return err == nil && page.Total > 0
	})
	page, err := c.env.Store.Notifications(ctx, c.participant.ID, false, 10, 0)
	require.NoError(t, err)
	assert.Equal(t, 1, page.Total)
	assert.Equal(t, 1, countActivities(t, tc, c.hackathon.ID, workflows.ApplyPhaseTransitionActivity))
}

// lifecycleWorker starts a worker with the real activities on a task queue.
func lifecycleWorker(t *testing.T, tc client.Client, queue string, c *timelineCast) worker.Worker {
	t.Helper()
	mailer, err := mail.New(os.Getenv("SMTP_URL"), "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	w := worker.New(tc, queue, worker.Options{})
	workflows.Register(w)
	(&activities.Activities{Store: c.env.Store, Mailer: mailer, PublicURL: c.env.Server.URL}).Register(w)
	require.NoError(t, w.Start())
	return w
}

// devServer is a Temporal dev server of the test's own, keeping its state
// in a SQLite file.
type devServer struct {
	bin, db string
	ports   []int
	cmd     *exec.Cmd
}

func (s *devServer) start(t *testing.T) client.Client {
	t.Helper()
	s.cmd = exec.Command(s.bin, "server", "start-dev", "--headless", "--ip", "127.0.0.1", "--log-level", "error",
		"--port", strconv.Itoa(s.ports[0]), "--http-port", strconv.Itoa(s.ports[1]), "--metrics-port", strconv.Itoa(s.ports[2]),
		"--db-filename", s.db)
	s.cmd.Stderr = os.Stderr
	require.NoError(t, s.cmd.Start())
	t.Cleanup(func() { s.kill(t) })
	addr := "127.0.0.1:" + strconv.Itoa(s.ports[0])
	var tc client.Client
	waitUntil(t, "the Temporal dev server at "+addr, func() bool {
		var err error
		tc, err = client.Dial(client.Options{HostPort: addr})
		return err == nil
	})
	return tc
}

func (s *devServer) kill(t *testing.T) {
	if s.cmd == nil || s.cmd.ProcessState != nil {
		return
	}
	_ = s.cmd.Process.Kill()
	_ = s.cmd.Wait()
}

func freePorts(t *testing.T, n int) []int {
	t.Helper()
	var ports []int
	for range n {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		require.NoError(t, err)
		defer l.Close()
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports
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
