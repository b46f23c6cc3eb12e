package rest

import (
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	ics "github.com/arran4/golang-ical"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

func TestScheduleICSHasAnEventPerItem(t *testing.T) {
	start := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	h := record.Hackathon{ID: 4, Uid: "u-1", Name: "Climate Hack", TimeZone: "Africa/Johannesburg"}
	items := []store.ProgramItem{
		{ProgramItem: record.ProgramItem{ID: 1, Kind: domain.ProgramKickoff, Name: "Kickoff", Description: "Welcome; rules, and teams",
			StartsAt: start, EndsAt: start.Add(time.Hour), CreatedAt: start, UpdatedAt: start},
			Links: []record.ProgramItemLink{{Name: "Stream", Url: "https://stream.example.com/live"}}},
		{ProgramItem: record.ProgramItem{ID: 2, Name: "Lunch", Description: "Food", StartsAt: start.Add(5 * time.Hour),
			EndsAt: start.Add(6 * time.Hour), CreatedAt: start, UpdatedAt: start}, Links: []record.ProgramItemLink{}},
	}
	text := scheduleICS(h, items).Serialize(crlf)
	assert.True(t, strings.HasPrefix(text, "BEGIN:VCALENDAR\r\n"), "CRLF line ends (RFC 5545)")
	assert.Contains(t, text, "X-WR-CALNAME:Climate Hack schedule")
	assert.Contains(t, text, "X-WR-TIMEZONE:Africa/Johannesburg")

	parsed, err := ics.ParseCalendar(strings.NewReader(text))
	require.NoError(t, err)
	events := parsed.Events()
	require.Len(t, events, 2)
	assert.Equal(t, "program-item-1-u-1", events[0].Id())
	assert.Equal(t, "Kickoff", events[0].GetProperty(ics.ComponentPropertySummary).Value)
	got, err := events[0].GetStartAt()
	require.NoError(t, err)
	assert.True(t, got.Equal(start))
	assert.Equal(t, "Welcome; rules, and teams\nStream: https://stream.example.com/live",
		events[0].GetProperty(ics.ComponentPropertyDescription).Value, "escaped text reads back as written")
	assert.Equal(t, "https://stream.example.com/live", events[0].GetProperty(ics.ComponentPropertyUrl).Value)
}

func TestCalendarOpensPublicHackathonsAndTokens(t *testing.T) {
	public := record.Hackathon{AllowedParticipants: domain.AllowPublic, CalendarToken: "secret"}
	private := record.Hackathon{AllowedParticipants: domain.AllowInviteOnly, CalendarToken: "secret"}
	assert.True(t, calendarOpen(public, ""))
	assert.True(t, calendarOpen(private, "secret"))
	assert.False(t, calendarOpen(private, ""))
	assert.False(t, calendarOpen(private, "guess"))
}

// contentLines are the feed's lines as the most lenient reader sees them:
// folded lines joined, then split at every CRLF, lone CR and lone LF.
func contentLines(feed string) []string {
	unfolded := strings.NewReplacer("\r\n ", "", "\r\n\t", "").Replace(feed)
	return regexp.MustCompile(`\r\n|\r|\n`).Split(strings.TrimSuffix(unfolded, "\r\n"), -1)
}

func oneItemFeed(name, description, linkName, link string) string {
	start := time.Date(2026, 3, 2, 7, 0, 0, 0, time.UTC)
	h := record.Hackathon{ID: 4, Uid: "u-1", Name: name, TimeZone: "Africa/Johannesburg"}
	items := []store.ProgramItem{{
		ProgramItem: record.ProgramItem{ID: 1, Name: name, Description: description, StartsAt: start, EndsAt: start.Add(time.Hour), CreatedAt: start, UpdatedAt: start},
		Links:       []record.ProgramItemLink{{Name: linkName, Url: link}},
	}}
	return scheduleICS(h, items).Serialize(crlf)
}

// Whatever is stored, the feed has the same properties and one event, and
// the texts read back as stored (line breaks as newlines, no other control
// characters).
func FuzzScheduleICSKeepsItsShape(f *testing.F) {
	f.Add("Talk\rX-INJECTED-SUM:1", "Intro\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Fake", "Stream", "https://example.com/live")
	f.Add("Hack\r\nWeek", "a\r\nb\nc\\d;e,f:g", "Slides\r", "https://example.com/a\rb")
	f.Add("Nul\x00 and \x1b escape\x7f", "tab\there\u0085", "x\ny", "javascript:alert(1)")
	f.Add("Ünïcödé "+strings.Repeat("long name ", 40), strings.Repeat("é", 200), "", "")
	plain := contentLines(oneItemFeed("x", "x", "x", "https://example.com"))
	f.Fuzz(func(t *testing.T, name, description, linkName, link string) {
		feed := oneItemFeed(name, description, linkName, link)
		lines := contentLines(feed)
		properties := regexp.MustCompile(`^[A-Z][A-Z0-9-]*[;:]`)
		for _, line := range lines {
			require.Regexp(t, properties, line, "every line is a property:\n%q", feed)
		}
		wantLines := len(plain)
		if !calendarURL(link) {
			wantLines-- // no URL property
		}
		require.Len(t, lines, wantLines, "%q", feed)
		events := 0
		for _, line := range lines {
			if line == "BEGIN:VEVENT" {
				events++
			}
		}
		require.Equal(t, 1, events, "%q", feed)

		parsed, err := ics.ParseCalendar(strings.NewReader(feed))
		require.NoError(t, err)
		require.Len(t, parsed.Events(), 1)
		if utf8.ValidString(name) {
			assert.Equal(t, calendarText(name), parsed.Events()[0].GetProperty(ics.ComponentPropertySummary).Value)
		}
	})
}

func TestCalendarTextKeepsLineBreaksAndDropsControls(t *testing.T) {
	assert.Equal(t, "a\nb\nc\nd\te", calendarText("a\r\nb\rc\nd\te"))
	assert.Equal(t, "ab", calendarText("a\x00\x1b\x7f\u0085b"))
}
