package store

import (
	"context"
	"strconv"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// ActivityEntry is one entry of a user's own timeline.
type ActivityEntry struct {
	// ID is unique within the user's timeline: the kind and the row's id.
	ID            string
	At            time.Time
	HackathonName string
	domain.ActivityRow
}

// ActivityPage is one page of a user's timeline, newest first.
type ActivityPage struct {
	Items []ActivityEntry
	Total int
}

// MyActivity returns a page of what the user did (or was given) across
// hackathons, newest first.
func (s *Store) MyActivity(ctx context.Context, userID int64, limit, offset int) (ActivityPage, error) {
	rows, err := s.q.ListMyActivity(ctx, db.ListMyActivityParams{UserID: userID, PageSize: int32(limit), PageOffset: int32(offset)})
	if err != nil {
		return ActivityPage{}, err
	}
	page := ActivityPage{Items: make([]ActivityEntry, len(rows))}
	for i, r := range rows {
		page.Items[i] = ActivityEntry{
			ID:            r.Kind + ":" + strconv.FormatInt(r.RefID, 10),
			At:            r.At,
			HackathonName: r.HackathonName,
			ActivityRow: domain.ActivityRow{
				Kind: domain.ActivityKind(r.Kind), HackathonID: r.HackathonID,
				Object: r.Object, Detail: r.Detail, TargetID: r.TargetID,
			},
		}
		page.Total = int(r.TotalCount)
	}
	return page, nil
}
