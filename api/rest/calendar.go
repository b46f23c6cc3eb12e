package rest

import (
	"crypto/subtle"
	"fmt"
	"net/http"
	"strconv"
	"strings"

	ics "github.com/arran4/golang-ical"
	"github.com/go-chi/chi/v5"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/db"
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

func calendarOpen(h db.Hackathon, token string) bool {
	return h.AllowedParticipants == domain.AllowPublic ||
		token != "" && subtle.ConstantTimeCompare([]byte(token), []byte(h.CalendarToken)) == 1
}

// scheduleICS is the hackathon's programme as a calendar: one event per
// item, its links listed in the description (the first also as its URL).
// Times are in UTC; X-WR-TIMEZONE names the hackathon's zone for programs
// that show it.
func scheduleICS(h db.Hackathon, items []store.ProgramItem) *ics.Calendar {
	cal := ics.NewCalendarFor("Hackforge")
	cal.SetMethod(ics.MethodPublish)
	cal.SetName(h.Name + " schedule")
	cal.SetXWRCalName(h.Name + " schedule")
	cal.SetXWRTimezone(h.TimeZone)
	cal.SetRefreshInterval("PT1H")
	cal.SetXPublishedTTL("PT1H")
	for _, item := range items {
		event := cal.AddEvent(fmt.Sprintf("program-item-%d-%s", item.ID, h.Uid))
		event.SetDtStampTime(item.UpdatedAt)
		event.SetCreatedTime(item.CreatedAt)
		event.SetModifiedAt(item.UpdatedAt)
		event.SetStartAt(item.StartsAt)
		event.SetEndAt(item.EndsAt)
		event.SetSummary(item.Name)
		description := item.Description
		for _, l := range item.Links {
			description += "\n" + l.Name + ": " + l.Url
		}
		event.SetDescription(strings.TrimSpace(description))
		if len(item.Links) > 0 {
			event.SetURL(item.Links[0].Url)
		}
	}
	return cal
}
