package graph

import (
	"context"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of the programme's fields.
const (
	maxProgrammeName        = 200
	maxProgrammeDescription = 2000
	maxProgramItemLinks     = 20
)

// programmeHackathon loads a hackathon whose programme, prizes, goals and
// resources the caller manages.
func programmeHackathon(ctx context.Context, hackathonID int64) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	v, err := visibleHackathon(ctx, hackathonID, "")
	if err == nil && !access.CanManageProgramme(v.HackathonRoles) {
		err = domain.ErrForbidden
	}
	return v, err
}

// managedRow reads a row of a hackathon's programme, prizes, goals or
// resources by id, and checks that the caller manages its hackathon.
func managedRow[T any](ctx context.Context, id int64, read func(context.Context, int64) (T, error), hackathonOf func(T) int64) (T, *store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		var zero T
		return zero, nil, err
	}
	row, err := read(ctx, id)
	if err != nil {
		return row, nil, err
	}
	v, err := programmeHackathon(ctx, hackathonOf(row))
	return row, v, err
}

// deleteManaged deletes a row of a hackathon's programme, prizes, goals or
// resources, once managedRow lets the caller.
func deleteManaged[T any](ctx context.Context, id int64, read func(context.Context, int64) (T, error), hackathonOf func(T) int64, remove func(context.Context, int64) error) (*model.DeletePayload, error) {
	if _, _, err := managedRow(ctx, id, read, hackathonOf); err != nil {
		return nil, err
	}
	return &model.DeletePayload{DeletedID: id}, remove(ctx, id)
}

func programItemHackathon(i store.ProgramItem) int64     { return i.HackathonID }
func prizeHackathon(p record.Prize) int64                { return p.HackathonID }
func goalHackathon(g record.Goal) int64                  { return g.HackathonID }
func resourceHackathon(r record.HackathonResource) int64 { return r.HackathonID }

// goalFields checks a goal's name (required) and description.
func goalFields(name string, description *string) (string, string, error) {
	d := deref(description)
	var errs validate.Errors
	describedFields(&errs, &name, true, &d)
	return name, d, errs.Err()
}

// resourceFields checks a resource's name (required), description and link.
func resourceFields(name string, description, url *string) (string, string, string, error) {
	d := deref(description)
	var errs validate.Errors
	describedFields(&errs, &name, true, &d)
	link := errs.URL("url", deref(url))
	return name, d, link, errs.Err()
}

// programItemFields checks an item's fields against its hackathon's dates
// and returns them trimmed, with normalised link URLs.
func programItemFields(h *store.HackathonView, name, description string, start, end time.Time, links []model.ProgramItemLinkInput) (store.ProgramItemFields, error) {
	var errs validate.Errors
	f := store.ProgramItemFields{
		Name: errs.Required("name", name), Description: errs.Required("description", description),
		StartsAt: start, EndsAt: end,
	}
	errs.MaxLength("name", f.Name, maxProgrammeName)
	errs.MaxLength("description", f.Description, maxProgrammeDescription)
	zone, err := time.LoadLocation(h.TimeZone)
	if err != nil {
		zone = time.UTC
	}
	if e := domain.CheckProgramTimes(start, end, h.StartDatetime, h.EndDatetime, zone); e != nil {
		errs = append(errs, e)
	}
	if len(links) > maxProgramItemLinks {
		errs.Add("links", "An item has at most %d links.", maxProgramItemLinks)
	}
	for i, l := range links {
		field := fmt.Sprintf("links.%d.", i)
		link := store.Link{Name: errs.Required(field+"name", l.Name), URL: errs.URL(field+"url", l.URL)}
		errs.MaxLength(field+"name", link.Name, maxProgrammeName)
		if strings.TrimSpace(l.URL) == "" {
			errs.Add(field+"url", "This field is required.")
		}
		f.Links = append(f.Links, link)
	}
	return f, errs.Err()
}

// describedFields checks the name and description of a prize, goal or
// resource; a nil name is not changed, and required says it may not be empty.
func describedFields(errs *validate.Errors, name *string, required bool, description *string) {
	if name != nil {
		if required {
			*name = errs.Required("name", *name)
		}
		*name = strings.TrimSpace(*name)
		errs.MaxLength("name", *name, maxProgrammeName)
	}
	if description != nil {
		*description = strings.TrimSpace(*description)
		errs.MaxLength("description", *description, maxProgrammeDescription)
	}
}

// maxPrizePosition bounds a prize's position (1st...).
const maxPrizePosition = 1000

// checkPrizePosition records a position outside 1 to maxPrizePosition and
// returns it in the store's type (nil when not given).
func checkPrizePosition(errs *validate.Errors, position *int) *int32 {
	if position == nil {
		return nil
	}
	if *position < 1 || *position > maxPrizePosition {
		errs.Add("position", "The position is between 1 and %d (1st, 2nd...).", maxPrizePosition)
		return nil
	}
	return ptr(int32(*position))
}

// deleteHackathon deletes the hackathon, telling everyone else with a role
// in it in the same transaction, then ends its lifecycle workflow. A
// Temporal outage is logged: the workflow ends at its next wake-up anyway,
// when it finds the hackathon gone.
func (r *mutationResolver) deleteHackathon(ctx context.Context, h *store.HackathonView, deleterID int64) error {
	if err := r.Store.DeleteHackathon(ctx, h.Hackathon, deleterID); err != nil {
		return err
	}
	if err := r.Flows.EndHackathonLifecycle(ctx, h.ID); err != nil {
		slog.ErrorContext(ctx, "end the lifecycle of a deleted hackathon", "hackathon", h.ID, "err", err)
	}
	return nil
}

// sameName: what the creator typed to confirm is the hackathon's name,
// surrounding spaces and case aside.
func sameName(typed, name string) bool {
	return strings.EqualFold(strings.TrimSpace(typed), strings.TrimSpace(name))
}

// scheduleCalendarPath is where calendar programs subscribe to the
// hackathon's schedule (api/rest/calendar.go).
func scheduleCalendarPath(h *store.HackathonView) string {
	path := fmt.Sprintf("/api/v1/hackathons/%d/schedule.ics", h.ID)
	if h.AllowedParticipants != domain.AllowPublic {
		path += "?token=" + h.CalendarToken
	}
	return path
}
