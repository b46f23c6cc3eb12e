package store

import (
	"context"
	"fmt"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
)

// discoverPages keeps the pages of the DISCOVER list and of discover's
// searches this process read: the same for every viewer, and answered again
// only after DiscoverPageVersions says, in the request that answers it,
// that no public hackathon came, went, moved, was renamed, started or ended
// since (see migrations 000032 and 000044). A hit costs that one small
// statement instead of the page's.
type discoverPages struct {
	pages *lru.Cache[pageKey, discoverPage]
}

func newDiscoverPages() *discoverPages {
	return &discoverPages{pages: newLRU[pageKey, discoverPage](maxCachedPages)}
}

// pageKey names a kept page: of the DISCOVER list (search "") or of a search.
type pageKey struct {
	search        string
	limit, offset int
}

type discoverPage struct {
	ids         []int64
	total       int64
	listVersion int64
	readAt      time.Time
	// The hackathons' starts and ends: a change to one changes the version.
	dates []time.Time
}

// maxCachedPages bounds memory: past it the least recently used page goes.
const maxCachedPages = 1000

func (c *discoverPages) get(k pageKey) (discoverPage, bool) { return c.pages.Get(k) }

func (c *discoverPages) put(k pageKey, p discoverPage) { c.pages.Add(k, p) }

// pageRead is one page as a statement read it, with its rows.
type pageRead struct {
	page discoverPage
	rows []db.ListHackathonIDsRow
}

// add appends one of the page's hackathons.
func (r *pageRead) add(id, viewVersion, total int64, start, end time.Time) {
	r.rows = append(r.rows, db.ListHackathonIDsRow{ID: id, ViewVersion: viewVersion, TotalCount: total})
	r.page.ids = append(r.page.ids, id)
	r.page.total = total
	r.page.dates = append(r.page.dates, start, end)
}

// keptPage returns a page's ids with their view versions, each row with
// the list's length, and its hackathons' starts and ends: the kept page
// when it still holds, else the page as read now (and kept, if not empty).
func (s *Store) keptPage(ctx context.Context, key pageKey, read func(context.Context) (pageRead, error)) ([]db.ListHackathonIDsRow, []time.Time, error) {
	if p, ok := s.pages.get(key); ok {
		versions, err := s.q.DiscoverPageVersions(ctx, db.DiscoverPageVersionsParams{
			ListVersion: p.listVersion, ReadAt: p.readAt, HackathonIds: p.ids,
		})
		if err != nil {
			return nil, nil, err
		}
		if len(versions) > 0 && versions[0].PageHolds {
			return p.rows(versions), p.dates, nil
		}
	}
	r, err := read(ctx)
	if err != nil || len(r.rows) == 0 {
		return nil, nil, err
	}
	s.pages.put(key, r.page)
	return r.rows, r.page.dates, nil
}

// discoverIDs returns one page of the DISCOVER list (see keptPage).
func (s *Store) discoverIDs(ctx context.Context, limit, offset int) ([]db.ListHackathonIDsRow, []time.Time, error) {
	return s.keptPage(ctx, pageKey{limit: limit, offset: offset}, func(ctx context.Context) (pageRead, error) {
		read, err := s.q.ListPublicHackathonIDs(ctx, db.ListPublicHackathonIDsParams{
			PageSize: int32(limit), PageOffset: int32(offset), PageEnd: int32(offset + limit),
		})
		var r pageRead
		for _, row := range read {
			r.page.listVersion, r.page.readAt = row.ListVersion, row.ReadAt
			r.add(row.ID, row.ViewVersion, row.TotalCount, row.StartDatetime, row.EndDatetime)
		}
		return r, err
	})
}

// searchIDs returns one page of discover's search (see keptPage). A search
// by phase or by participants is read every time: a phase changes with
// every lifecycle step, and participants with every registration, too
// often for the list's version to follow.
func (s *Store) searchIDs(ctx context.Context, q domain.DiscoverSearch, limit, offset int) ([]db.ListHackathonIDsRow, []time.Time, error) {
	read := func(ctx context.Context) (pageRead, error) {
		read, err := s.q.SearchPublicHackathonIDs(ctx, searchParams(q, limit, offset))
		var r pageRead
		for _, row := range read {
			r.page.listVersion, r.page.readAt = row.ListVersion, row.ReadAt
			r.add(row.ID, row.ViewVersion, row.TotalCount, row.StartDatetime, row.EndDatetime)
		}
		return r, err
	}
	if q.Phase != "" || q.Sort == domain.SortMostParticipants {
		r, err := read(ctx)
		return r.rows, r.page.dates, err
	}
	return s.keptPage(ctx, pageKey{search: searchKey(q), limit: limit, offset: offset}, read)
}

// searchKey names a search among the kept pages; never "", the DISCOVER list's.
func searchKey(q domain.DiscoverSearch) string {
	at := func(t *time.Time) string {
		if t == nil {
			return "-"
		}
		return t.UTC().Format(time.RFC3339Nano)
	}
	return fmt.Sprintf("search %q status %q from %s to %s organization %d sort %q",
		q.Text, q.Status, at(q.From), at(q.To), q.OrganizationID, q.Sort)
}

// rows are the page's ids in order with their current view versions (0 for
// one without: its view is read again).
func (p discoverPage) rows(versions []db.DiscoverPageVersionsRow) []db.ListHackathonIDsRow {
	current := make(map[int64]int64, len(versions))
	for _, v := range versions {
		current[v.HackathonID] = v.Version
	}
	rows := make([]db.ListHackathonIDsRow, len(p.ids))
	for i, id := range p.ids {
		rows[i] = db.ListHackathonIDsRow{ID: id, ViewVersion: current[id], TotalCount: p.total}
	}
	return rows
}
