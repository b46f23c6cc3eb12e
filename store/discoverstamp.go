package store

import (
	"context"
	"strconv"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// DiscoverStamp names what one page of the DISCOVER list, or of discover's
// search, holds now.
type DiscoverStamp struct {
	// Versions lists the page's hackathons in order, each with its view
	// version, and the list's length. Versions come from sequences and are
	// never used twice, so the same Versions read later means nothing on
	// the page changed in between.
	Versions string
	// Until is the first start or end among the page's hackathons after the
	// stamp was read (zero: none), where the clock alone changes a status.
	Until time.Time
}

// HoldsAt reports whether no hackathon of the page changed status by the
// clock alone between the stamp's reading and now.
func (a DiscoverStamp) HoldsAt(now time.Time) bool { return a.Until.IsZero() || now.Before(a.Until) }

// DiscoverStamp reads the stamp of the DISCOVER page at limit and offset,
// at the cost of the page itself: one statement while the page holds.
func (s *Store) DiscoverStamp(ctx context.Context, limit, offset int) (DiscoverStamp, error) {
	rows, dates, err := s.discoverIDs(ctx, limit, offset)
	if err != nil {
		return DiscoverStamp{}, err
	}
	return stampOf(rows, dates, time.Now()), nil
}

// SearchStamp reads the stamp of one page of discover's search, at the
// cost of the page itself: one statement while the page holds.
func (s *Store) SearchStamp(ctx context.Context, q domain.DiscoverSearch, limit, offset int) (DiscoverStamp, error) {
	rows, dates, err := s.searchIDs(ctx, q, limit, offset)
	if err != nil {
		return DiscoverStamp{}, err
	}
	return stampOf(rows, dates, time.Now()), nil
}

// stampOf names a page: its ids in order with their view versions and the
// list's length, valid until the first of its dates after now.
func stampOf(rows []db.ListHackathonIDsRow, dates []time.Time, now time.Time) DiscoverStamp {
	var versions []byte
	for _, r := range rows {
		versions = strconv.AppendInt(versions, r.ID, 10)
		versions = append(versions, ':')
		versions = strconv.AppendInt(versions, r.ViewVersion, 10)
		versions = append(versions, ',')
	}
	if len(rows) > 0 {
		versions = strconv.AppendInt(versions, rows[0].TotalCount, 10)
	}
	stamp := DiscoverStamp{Versions: string(versions)}
	for _, t := range dates {
		if t.After(now) && (stamp.Until.IsZero() || t.Before(stamp.Until)) {
			stamp.Until = t
		}
	}
	return stamp
}
