package graph_test

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
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
	within := "Must lie within the hackathon's dates: " + domain.FormatInstant(start.In(zone)) +
		" to " + domain.FormatInstant(end.In(zone)) + "."
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
