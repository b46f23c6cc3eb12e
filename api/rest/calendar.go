package rest

import (
	"crypto/subtle"
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode"

	ics "github.com/arran4/golang-ical"
	"github.com/go-chi/chi/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// scheduleCalendar serves a hackathon's programme as an iCalendar feed
// (RFC 5545) that calendar programs subscribe to. Those send no session, so
// a PUBLIC hackathon's feed is open and any other needs the read-only
// calendar token in ?token= (the GraphQL Hackathon.scheduleCalendarPath).
// A wrong token reads as a missing hackathon.
func (h *Handler) scheduleCalendar(w http.ResponseWriter, r *http.Request) {
	id, err := strconv.ParseInt(chi.URLParam(r, "id"), 10, 64)
	if err != nil {
		writeError(w, r, domain.ErrNotFound)
		return
	}
	hackathon, err := h.Store.Hackathon(r.Context(), id)
	if err == nil && !calendarOpen(hackathon, r.URL.Query().Get("token")) {
		err = domain.ErrNotFound
	}
	if err != nil {
		writeError(w, r, err)
		return
	}
	items, err := h.Store.ProgramItems(r.Context(), id)
	if err != nil {
		writeError(w, r, err)
		return
	}
	w.Header().Set("Content-Type", "text/calendar; charset=utf-8")
	w.Header().Set("Content-Disposition", `inline; filename="schedule.ics"`)
	_ = scheduleICS(hackathon, items).SerializeTo(w, crlf)
}

// crlf: RFC 5545 ends content lines with CRLF; the library's default is LF.
const crlf = ics.WithNewLine("\r\n")

func calendarOpen(h record.Hackathon, token string) bool {
	return h.AllowedParticipants == domain.AllowPublic ||
		token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(h.CalendarToken)) == 1
}

// scheduleICS is the hackathon's programme as a calendar: one event per
// item, its links listed in the description (the first also as its URL).
// Times are in UTC; X-WR-TIMEZONE names the hackathon's zone for programs
// that show it. Every stored text goes through calendarText.
func scheduleICS(h record.Hackathon, items []store.ProgramItem) *ics.Calendar {
	cal := ics.NewCalendarFor("Hackforge")
	cal.SetMethod(ics.MethodPublish)
	cal.SetName(calendarText(h.Name + " schedule"))
	cal.SetXWRCalName(calendarText(h.Name + " schedule"))
	cal.SetXWRTimezone(calendarText(h.TimeZone))
	cal.SetRefreshInterval("PT1H")
	cal.SetXPublishedTTL("PT1H")
	for _, item := range items {
		event := cal.AddEvent(calendarText(fmt.Sprintf("program-item-%d-%s", item.ID, h.Uid)))
		event.SetDtStampTime(item.UpdatedAt)
		event.SetCreatedTime(item.CreatedAt)
		event.SetModifiedAt(item.UpdatedAt)
		event.SetStartAt(item.StartsAt)
		event.SetEndAt(item.EndsAt)
		event.SetSummary(calendarText(item.Name))
		description := item.Description
		for _, l := range item.Links {
			description += "\n" + l.Name + ": " + l.Url
		}
		event.SetDescription(calendarText(strings.TrimSpace(description)))
		if len(item.Links) > 0 && calendarURL(item.Links[0].Url) {
			event.SetURL(item.Links[0].Url)
		}
	}
	return cal
}

// lineBreaks are the line breaks a stored text may hold: written before the
// API refused a lone CR (api/validate.Text), or by other means.
var lineBreaks = strings.NewReplacer("\r\n", "\n", "\r", "\n")

// calendarText makes a stored text fit for an iCalendar TEXT value (RFC 5545
// 3.3.11): every line break (CRLF, a lone CR) as a newline and no other
// control character, tab aside. The library then escapes backslash,
// semicolon, comma and newline, so no text adds a line to the feed.
func calendarText(s string) string {
	return strings.Map(func(r rune) rune {
		if r == '\n' || r == '\t' || !unicode.IsControl(r) {
			return r
		}
		return -1
	}, lineBreaks.Replace(s))
}

// calendarURL: the link is an http(s) URL, so that the URI value, which the
// library does not escape, holds no line break (url.Parse refuses control
// characters).
func calendarURL(link string) bool {
	u, err := url.Parse(link)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https")
}
