package store

import (
	"context"
	"time"

	lru "github.com/hashicorp/golang-lru/v2"

	"github.com/hackforge/hackforge/store/internal/db"
)

// discoverPages keeps the pages of the DISCOVER list this process read: the
// same for every viewer, and answered again only after DiscoverPageVersions
// says, in the request that answers it, that no public hackathon came, went,
// moved or ended since (see migration 000032). A hit costs that one small
// statement instead of the list's.
type discoverPages struct {
	pages *lru.Cache[pageWindow, discoverPage]
}

func newDiscoverPages() *discoverPages {
	return &discoverPages{pages: newLRU[pageWindow, discoverPage](maxCachedPages)}
}

type pageWindow struct{ limit, offset int }

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

func (c *discoverPages) get(w pageWindow) (discoverPage, bool) { return c.pages.Get(w) }

func (c *discoverPages) put(w pageWindow, p discoverPage) { c.pages.Add(w, p) }

// discoverIDs returns one page of the DISCOVER list's ids with their view
// versions, each row with the list's length, and its hackathons' starts and
// ends: the cached page when it still holds, else the page as read now.
func (s *Store) discoverIDs(ctx context.Context, limit, offset int) ([]db.ListHackathonIDsRow, []time.Time, error) {
	w := pageWindow{limit, offset}
	if p, ok := s.pages.get(w); ok {
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
	read, err := s.q.ListPublicHackathonIDs(ctx, db.ListPublicHackathonIDsParams{
		PageSize: int32(limit), PageOffset: int32(offset), PageEnd: int32(offset + limit),
	})
	if err != nil || len(read) == 0 {
		return nil, nil, err
	}
	rows := make([]db.ListHackathonIDsRow, len(read))
	p := discoverPage{ids: make([]int64, len(read)), total: read[0].TotalCount, listVersion: read[0].ListVersion, readAt: read[0].ReadAt}
	for i, r := range read {
		rows[i] = db.ListHackathonIDsRow{ID: r.ID, ViewVersion: r.ViewVersion, TotalCount: r.TotalCount}
		p.ids[i] = r.ID
		p.dates = append(p.dates, r.StartDatetime, r.EndDatetime)
	}
	s.pages.put(w, p)
	return rows, p.dates, nil
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
