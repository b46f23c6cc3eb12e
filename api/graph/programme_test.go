package graph_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	enumspb "go.temporal.io/api/enums/v1"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/workflows"
)

const (
	programItemFields   = `{ id kind name description startTime endTime links { name url } }`
	programItemsOp      = `query($id: ID!) { programItems(hackathonId: $id) ` + programItemFields + ` }`
	createProgramItemOp = `mutation($input: CreateProgramItemInput!) { createProgramItem(input: $input) { programItem ` + programItemFields + ` } }`
	updateProgramItemOp = `mutation($input: UpdateProgramItemInput!) { updateProgramItem(input: $input) { programItem ` + programItemFields + ` } }`
	deleteProgramItemOp = `mutation($id: ID!) { deleteProgramItem(input: {id: $id}) { deletedId } }`
	updateFlagsOp       = `mutation($id: ID!, $flags: HackathonFlagsInput!) { updateHackathon(input: {id: $id, flags: $flags}) { hackathon { id } } }`
)

type programItem struct {
	ID, Kind, Name, Description string
	StartTime, EndTime          time.Time
	Links                       []struct{ Name, URL string }
}

type programItems struct{ ProgramItems []programItem }

// dates reads a hackathon's start and end.
func dates(t *testing.T, u apitest.User, hackathonID string) (start, end time.Time) {
	t.Helper()
	var out struct {
		Hackathon struct{ StartDatetime, EndDatetime time.Time }
	}
	require.Empty(t, u.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { startDatetime endDatetime } }`, map[string]any{"id": hackathonID}, &out))
	return out.Hackathon.StartDatetime, out.Hackathon.EndDatetime
}

func itemInput(hackathonID, name string, from, to time.Time, links ...map[string]any) map[string]any {
	return map[string]any{"input": map[string]any{"hackathonId": hackathonID, "name": name, "description": "About " + name,
		"startTime": from.Format(time.RFC3339), "endTime": to.Format(time.RFC3339), "links": links}}
}

func listItems(t *testing.T, c *apitest.Client, hackathonID string) []programItem {
	t.Helper()
	var out programItems
	require.Empty(t, c.GraphQL(programItemsOp, map[string]any{"id": hackathonID}, &out))
	return out.ProgramItems
}

func TestProgrammeItemsWithLinks(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	start, _ := dates(t, w.creator, w.inviteOnlyID)
	var created struct {
		CreateProgramItem struct{ ProgramItem programItem }
	}
	require.Empty(t, w.manager.Client.GraphQL(createProgramItemOp, itemInput(w.inviteOnlyID, "Lunch", start.Add(4*time.Hour), start.Add(5*time.Hour),
		map[string]any{"name": "Menu", "url": " www.example.com/menu/ "}), &created))
	lunch := created.CreateProgramItem.ProgramItem
	assert.Equal(t, "SESSION", lunch.Kind)
	require.Len(t, lunch.Links, 1)
	assert.Equal(t, "https://www.example.com/menu", lunch.Links[0].URL, "URLs are normalised (SPEC 5)")
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.inviteOnlyID, "Welcome", start, start.Add(time.Hour)), nil))

	items := listItems(t, w.participant.Client, w.inviteOnlyID)
	require.Len(t, items, 2)
	assert.Equal(t, []string{"Welcome", "Lunch"}, []string{items[0].Name, items[1].Name}, "by start time")
	assert.Equal(t, "NOT_FOUND", code(t, w.env.Client(t).GraphQL(programItemsOp, map[string]any{"id": w.inviteOnlyID}, nil)),
		"visitors learn nothing of an invite-only hackathon")
	assert.Equal(t, "FORBIDDEN", code(t, w.outsider.Client.GraphQL(programItemsOp, map[string]any{"id": w.inviteOnlyID}, nil)))

	var updated struct {
		UpdateProgramItem struct{ ProgramItem programItem }
	}
	require.Empty(t, w.manager.Client.GraphQL(updateProgramItemOp, map[string]any{"input": map[string]any{
		"id": lunch.ID, "name": "Long lunch", "description": "Food", "startTime": start.Add(4 * time.Hour).Format(time.RFC3339),
		"endTime": start.Add(6 * time.Hour).Format(time.RFC3339),
		"links":   []any{map[string]any{"name": "Vegan", "url": "https://vegan.example.com"}, map[string]any{"name": "Map", "url": "http://map.example.com"}},
	}}, &updated))
	got := updated.UpdateProgramItem.ProgramItem
	assert.Equal(t, "Long lunch", got.Name)
	assert.Equal(t, start.Add(6*time.Hour), got.EndTime.UTC())
	require.Len(t, got.Links, 2, "the links are replaced")
	assert.Equal(t, []string{"Vegan", "Map"}, []string{got.Links[0].Name, got.Links[1].Name}, "in the order given")

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(deleteProgramItemOp, map[string]any{"id": lunch.ID}, nil)))
	require.Empty(t, w.manager.Client.GraphQL(deleteProgramItemOp, map[string]any{"id": lunch.ID}, nil))
	assert.Len(t, listItems(t, w.creator.Client, w.inviteOnlyID), 1)
	assert.Equal(t, "NOT_FOUND", code(t, w.manager.Client.GraphQL(deleteProgramItemOp, map[string]any{"id": lunch.ID}, nil)))

	// A public hackathon's schedule is open to visitors.
	// Its own start: created a moment later, it may start a second later.
	publicStart, _ := dates(t, w.creator, w.publicID)
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.publicID, "Demo", publicStart, publicStart.Add(time.Hour)), nil))
	assert.Len(t, listItems(t, w.env.Client(t), w.publicID), 1)
}

func TestProgramItemRules(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	start, end := dates(t, w.creator, w.inviteOnlyID)
	zone, err := time.LoadLocation("Africa/Johannesburg")
	require.NoError(t, err)
	within := "Must lie within the hackathon's dates: " + start.In(zone).Format("Mon 2 Jan 2006 15:04 MST") +
		" to " + end.In(zone).Format("Mon 2 Jan 2006 15:04 MST") + "."
	link := func(name, url string) map[string]any { return map[string]any{"name": name, "url": url} }
	cases := []struct {
		name         string
		vars         map[string]any
		field, cause string
	}{
		{"no name", itemInput(w.inviteOnlyID, " ", start, start.Add(time.Hour)), "name", "This field is required."},
		{"starts before the hackathon", itemInput(w.inviteOnlyID, "Early", start.Add(-time.Hour), start.Add(time.Hour)), "startTime", within},
		{"ends after the hackathon", itemInput(w.inviteOnlyID, "Late", end.Add(-time.Hour), end.Add(time.Minute)), "endTime", within},
		{"ends before it starts", itemInput(w.inviteOnlyID, "Backwards", start.Add(2*time.Hour), start.Add(time.Hour)), "endTime", "The end must be after the start."},
		{"a link without URL", itemInput(w.inviteOnlyID, "Talk", start, start.Add(time.Hour), link("Slides", "")), "links.0.url", "This field is required."},
		{"an incomplete URL", itemInput(w.inviteOnlyID, "Talk", start, start.Add(time.Hour), link("Ok", "ok.example.com"), link("Bad", "slides")),
			"links.1.url", "Please enter a complete URL (e.g., www.example.com or https://example.com)"},
		{"a link without name", itemInput(w.inviteOnlyID, "Talk", start, start.Add(time.Hour), link("", "https://example.com")), "links.0.name", "This field is required."},
	}
	for _, c := range cases {
		errs := w.manager.Client.GraphQL(createProgramItemOp, c.vars, nil)
		require.Equal(t, "BAD_USER_INPUT", code(t, errs), c.name)
		assert.Equal(t, c.field, errs[0].Extensions["field"], c.name)
		assert.Equal(t, c.cause, errs[0].Message, c.name)
	}
	noDescription := itemInput(w.inviteOnlyID, "Quiet", start, start.Add(time.Hour))
	noDescription["input"].(map[string]any)["description"] = ""
	errs := w.manager.Client.GraphQL(createProgramItemOp, noDescription, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "description", errs[0].Extensions["field"])
	assert.Empty(t, listItems(t, w.creator.Client, w.inviteOnlyID), "nothing written")
}

func TestKickoffAndClosingSessionsFollowTheirFlags(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	input := hackathonInput(w.orgID, "Sessions "+apitest.RandomString(3), "PUBLIC")
	input["flags"] = map[string]any{"hasKickoffSession": true}
	var out struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	require.Empty(t, w.creator.Client.GraphQL(createHackathon, map[string]any{"input": input}, &out))
	id := out.CreateHackathon.Hackathon.ID
	start, end := dates(t, w.creator, id)

	items := listItems(t, w.creator.Client, id)
	require.Len(t, items, 1, "the kickoff is there to fill")
	kickoff := items[0]
	assert.Equal(t, "KICKOFF", kickoff.Kind)
	assert.Equal(t, start, kickoff.StartTime.UTC())
	assert.Equal(t, start.Add(time.Hour), kickoff.EndTime.UTC())

	require.Empty(t, w.creator.Client.GraphQL(updateProgramItemOp, map[string]any{"input": map[string]any{
		"id": kickoff.ID, "name": "Grand opening", "description": "Doors open.", "startTime": start.Format(time.RFC3339),
		"endTime": start.Add(90 * time.Minute).Format(time.RFC3339),
	}}, nil))
	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": id, "flags": map[string]any{"hasClosingSession": true}}, nil))
	items = listItems(t, w.creator.Client, id)
	require.Len(t, items, 2)
	assert.Equal(t, "Grand opening", items[0].Name, "what organizers wrote stays")
	assert.Equal(t, "CLOSING", items[1].Kind)
	assert.Equal(t, end, items[1].EndTime.UTC())

	errs := w.creator.Client.GraphQL(deleteProgramItemOp, map[string]any{"id": kickoff.ID}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "id", errs[0].Extensions["field"])

	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": id, "flags": map[string]any{"hasKickoffSession": false}}, nil))
	items = listItems(t, w.creator.Client, id)
	require.Len(t, items, 1, "switching the flag off removes its session")
	assert.Equal(t, "CLOSING", items[0].Kind)
}

const (
	prizeFields   = `{ id name description position active }`
	prizesOp      = `query($id: ID!) { prizes(hackathonId: $id) ` + prizeFields + ` }`
	createPrizeOp = `mutation($input: CreatePrizeInput!) { createPrize(input: $input) { prize ` + prizeFields + ` } }`
	updatePrizeOp = `mutation($input: UpdatePrizeInput!) { updatePrize(input: $input) { prize ` + prizeFields + ` } }`
)

type prize struct {
	ID, Name, Description string
	Position              int
	Active                bool
}

func TestPrizes(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	create := func(input map[string]any) prize {
		t.Helper()
		input["hackathonId"] = w.inviteOnlyID
		var out struct{ CreatePrize struct{ Prize prize } }
		require.Empty(t, w.manager.Client.GraphQL(createPrizeOp, map[string]any{"input": input}, &out))
		return out.CreatePrize.Prize
	}
	third := create(map[string]any{"name": "Bronze", "position": 3})
	first := create(map[string]any{"name": "Gold", "description": " A trip "})
	assert.Equal(t, 4, first.Position, "without a position a prize comes last")
	assert.True(t, first.Active, "active by default")
	assert.Equal(t, "A trip", first.Description)
	nameless := create(map[string]any{})
	assert.Equal(t, 5, nameless.Position, "every field is optional (SPEC 5)")

	var updated struct{ UpdatePrize struct{ Prize prize } }
	require.Empty(t, w.manager.Client.GraphQL(updatePrizeOp, map[string]any{"input": map[string]any{"id": first.ID, "position": 1, "active": false}}, &updated))
	assert.Equal(t, prize{ID: first.ID, Name: "Gold", Description: "A trip", Position: 1}, updated.UpdatePrize.Prize, "null fields keep their value")

	errs := w.manager.Client.GraphQL(updatePrizeOp, map[string]any{"input": map[string]any{"id": first.ID, "position": 0}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "position", errs[0].Extensions["field"])

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "no prizes yet")
	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": w.inviteOnlyID, "flags": map[string]any{"hasPrizes": true}}, nil))
	var list struct{ Prizes []prize }
	require.Empty(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	require.Len(t, list.Prizes, 3)
	assert.Equal(t, []string{first.ID, third.ID, nameless.ID}, []string{list.Prizes[0].ID, list.Prizes[1].ID, list.Prizes[2].ID}, "by position")

	require.Empty(t, w.creator.Client.GraphQL(`mutation($id: ID!) { deletePrize(input: {id: $id}) { deletedId } }`, map[string]any{"id": nameless.ID}, nil))
	require.Empty(t, w.participant.Client.GraphQL(prizesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Len(t, list.Prizes, 2)
}

const (
	goalFields     = `{ id name description priority }`
	goalsOp        = `query($id: ID!) { goals(hackathonId: $id) ` + goalFields + ` }`
	createGoalOp   = `mutation($id: ID!, $name: String!) { createGoal(input: {hackathonId: $id, name: $name}) { goal ` + goalFields + ` } }`
	reorderGoalsOp = `mutation($id: ID!, $ids: [ID!]!) { reorderGoals(input: {hackathonId: $id, goalIds: $ids}) { goals ` + goalFields + ` } }`
)

type goal struct {
	ID, Name, Description string
	Priority              int
}

func TestGoalsAreReorderedAsABatch(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var ids []string
	for _, name := range []string{"Ship", "Learn", "Have fun"} {
		var out struct{ CreateGoal struct{ Goal goal } }
		require.Empty(t, w.manager.Client.GraphQL(createGoalOp, map[string]any{"id": w.inviteOnlyID, "name": name}, &out))
		ids = append(ids, out.CreateGoal.Goal.ID)
		assert.Equal(t, len(ids), out.CreateGoal.Goal.Priority, "a new goal comes last")
	}
	var reordered struct{ ReorderGoals struct{ Goals []goal } }
	require.Empty(t, w.creator.Client.GraphQL(reorderGoalsOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{ids[2], ids[0], ids[1]}}, &reordered))
	var names []string
	for _, g := range reordered.ReorderGoals.Goals {
		names = append(names, g.Name)
	}
	assert.Equal(t, []string{"Have fun", "Ship", "Learn"}, names)

	errs := w.creator.Client.GraphQL(reorderGoalsOp, map[string]any{"id": w.inviteOnlyID, "ids": []string{ids[0], ids[1]}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs), "every goal must be named")
	assert.Equal(t, "goalIds", errs[0].Extensions["field"])
	var list struct{ Goals []goal }
	require.Empty(t, w.manager.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Equal(t, "Have fun", list.Goals[0].Name, "a refused batch changes nothing")

	errs = w.manager.Client.GraphQL(`mutation($id: ID!) { updateGoal(input: {id: $id, name: ""}) { goal { id } } }`, map[string]any{"id": ids[0]}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])
	for _, u := range []apitest.User{w.participant, w.mentor, w.judge} {
		assert.Equal(t, "FORBIDDEN", code(t, u.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, nil)), "goals are the organizers'")
	}
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { deleteGoal(input: {id: $id}) { deletedId } }`, map[string]any{"id": ids[1]}, nil))
	require.Empty(t, w.manager.Client.GraphQL(goalsOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Len(t, list.Goals, 2)
}

const (
	resourceFields   = `{ id name description url }`
	resourcesOp      = `query($id: ID!) { hackathonResources(hackathonId: $id) ` + resourceFields + ` }`
	createResourceOp = `mutation($input: CreateHackathonResourceInput!) { createHackathonResource(input: $input) { hackathonResource ` + resourceFields + ` } }`
)

func TestHackathonResources(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	var out struct {
		CreateHackathonResource struct {
			HackathonResource struct{ ID, Name, URL string }
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{
		"hackathonId": w.inviteOnlyID, "name": "API docs", "url": "docs.example.com/api/",
	}}, &out))
	assert.Equal(t, "https://docs.example.com/api", out.CreateHackathonResource.HackathonResource.URL)

	errs := w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": "Bad", "url": "ftp://x.example.com"}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "url", errs[0].Extensions["field"])
	assert.Equal(t, "Please enter a complete URL (e.g., www.example.com or https://example.com)", errs[0].Message)
	errs = w.manager.Client.GraphQL(createResourceOp, map[string]any{"input": map[string]any{"hackathonId": w.inviteOnlyID, "name": ""}}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "name", errs[0].Extensions["field"])

	assert.Equal(t, "FORBIDDEN", code(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, nil)), "no resources yet")
	require.Empty(t, w.creator.Client.GraphQL(updateFlagsOp, map[string]any{"id": w.inviteOnlyID, "flags": map[string]any{"hasResources": true}}, nil))
	var list struct {
		HackathonResources []struct{ ID, Name, URL string }
	}
	require.Empty(t, w.judge.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	require.Len(t, list.HackathonResources, 1, "everyone with a role reads them")

	id := out.CreateHackathonResource.HackathonResource.ID
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { updateHackathonResource(input: {id: $id, name: "Docs", url: ""}) { hackathonResource { id } } }`,
		map[string]any{"id": id}, nil))
	require.Empty(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Equal(t, "Docs", list.HackathonResources[0].Name)
	assert.Empty(t, list.HackathonResources[0].URL, "a URL is optional")
	require.Empty(t, w.manager.Client.GraphQL(`mutation($id: ID!) { deleteHackathonResource(input: {id: $id}) { deletedId } }`, map[string]any{"id": id}, nil))
	require.Empty(t, w.participant.Client.GraphQL(resourcesOp, map[string]any{"id": w.inviteOnlyID}, &list))
	assert.Empty(t, list.HackathonResources)
}

const deleteHackathonOp = `mutation($id: ID!, $name: String!) { deleteHackathon(input: {id: $id, confirmName: $name}) { deletedId } }`

func TestDeleteHackathon(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	start, _ := dates(t, w.creator, w.inviteOnlyID)
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.inviteOnlyID, "Talk", start, start.Add(time.Hour)), nil))
	id := intID(w.inviteOnlyID)
	lifecycle := workflows.HackathonLifecycleID(id)
	desc, err := w.env.Temporal.DescribeWorkflowExecution(t.Context(), lifecycle, "")
	require.NoError(t, err)
	require.Equal(t, enumspb.WORKFLOW_EXECUTION_STATUS_RUNNING, desc.WorkflowExecutionInfo.Status, "creating it started its lifecycle")

	assert.Equal(t, "FORBIDDEN", code(t, w.manager.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": "Secret Hack"}, nil)),
		"only its creator deletes it")
	errs := w.creator.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": "Secret Hak"}, nil)
	require.Equal(t, "BAD_USER_INPUT", code(t, errs))
	assert.Equal(t, "confirmName", errs[0].Extensions["field"])

	require.Empty(t, w.creator.Client.GraphQL(deleteHackathonOp, map[string]any{"id": w.inviteOnlyID, "name": " secret hack "}, nil))
	assert.Equal(t, "NOT_FOUND", code(t, w.participant.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { id } }`, map[string]any{"id": w.inviteOnlyID}, nil)))
	items, err := w.env.Store.ProgramItems(t.Context(), id)
	require.NoError(t, err)
	assert.Empty(t, items, "its rows went with it")

	for _, u := range []apitest.User{w.participant, w.manager, w.mentor, w.judge} {
		var inbox struct {
			MyNotifications struct {
				Items []struct{ Type, Title, Text, Link string }
			}
		}
		require.Empty(t, u.Client.GraphQL(`{ myNotifications(first: 5) { items { type title text link } } }`, nil, &inbox))
		require.NotEmpty(t, inbox.MyNotifications.Items, u.Email)
		n := inbox.MyNotifications.Items[0]
		assert.Equal(t, "HACKATHON_DELETED", n.Type, u.Email)
		assert.Equal(t, "Secret Hack was deleted by its organizers.", n.Text)
	}

	require.Eventually(t, func() bool {
		desc, err := w.env.Temporal.DescribeWorkflowExecution(t.Context(), lifecycle, "")
		return err == nil && desc.WorkflowExecutionInfo.Status == enumspb.WORKFLOW_EXECUTION_STATUS_COMPLETED
	}, 20*time.Second, 200*time.Millisecond, "its lifecycle workflow ends")
}

func TestScheduleCalendarFeed(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	start, _ := dates(t, w.creator, w.publicID)
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.publicID, "Opening talk", start, start.Add(time.Hour),
		map[string]any{"name": "Stream", "url": "stream.example.com"}), nil))
	require.Empty(t, w.creator.Client.GraphQL(createProgramItemOp, itemInput(w.inviteOnlyID, "Secret talk", start, start.Add(time.Hour)), nil))

	var paths struct {
		Hackathon struct{ ScheduleCalendarPath string }
	}
	pathOf := func(u apitest.User, id string) string {
		require.Empty(t, u.Client.GraphQL(`query($id: ID!) { hackathon(id: $id) { scheduleCalendarPath } }`, map[string]any{"id": id}, &paths))
		return paths.Hackathon.ScheduleCalendarPath
	}
	public := pathOf(w.creator, w.publicID)
	assert.Equal(t, "/api/v1/hackathons/"+w.publicID+"/schedule.ics", public, "a public feed needs no token")
	calendar := w.env.Client(t) // a calendar program: no session
	r := calendar.Do(http.MethodGet, public, nil)
	require.Equal(t, http.StatusOK, r.Status)
	assert.Equal(t, "text/calendar; charset=utf-8", r.Header.Get("Content-Type"))
	body := string(r.Body)
	assert.Contains(t, body, "SUMMARY:Opening talk\r\n")
	assert.Contains(t, body, "DTSTART:"+start.Format("20060102T150405Z"))
	assert.Contains(t, body, "URL:https://stream.example.com")

	private := pathOf(w.participant, w.inviteOnlyID)
	assert.True(t, strings.HasPrefix(private, "/api/v1/hackathons/"+w.inviteOnlyID+"/schedule.ics?token="), private)
	r = calendar.Do(http.MethodGet, private, nil)
	require.Equal(t, http.StatusOK, r.Status)
	assert.Contains(t, string(r.Body), "SUMMARY:Secret talk")
	assert.Equal(t, http.StatusNotFound, calendar.Do(http.MethodGet, "/api/v1/hackathons/"+w.inviteOnlyID+"/schedule.ics", nil).Status)
	assert.Equal(t, http.StatusNotFound, calendar.Do(http.MethodGet, "/api/v1/hackathons/"+w.inviteOnlyID+"/schedule.ics?token="+w.inviteToken, nil).Status,
		"the share link's token is not the calendar's")
}
