package store

import (
	"cmp"
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// SearchHackathons returns one page of discover's search as the user (0:
// anonymous) sees it: public hackathons only.
func (s *Store) SearchHackathons(ctx context.Context, q domain.DiscoverSearch, userID int64, limit, offset int) (HackathonPage, error) {
	rows, _, err := s.searchIDs(ctx, q, limit, offset)
	if err != nil || len(rows) == 0 {
		return HackathonPage{Items: []HackathonView{}}, err
	}
	ids := make([]int64, len(rows))
	versions := make(map[int64]int64, len(rows))
	for i, r := range rows {
		ids[i], versions[r.ID] = r.ID, r.ViewVersion
	}
	return s.pageOf(ctx, userID, ids, versions, int(rows[0].TotalCount))
}

// searchParams are the search statement's parameters for one page.
func searchParams(q domain.DiscoverSearch, limit, offset int) db.SearchPublicHackathonIDsParams {
	params := db.SearchPublicHackathonIDsParams{
		Search: q.Text, RunsFrom: q.From, RunsTo: q.To, Sort: string(cmp.Or(q.Sort, domain.SortSoonest)),
		PageSize: int32(limit), PageOffset: int32(offset),
	}
	if phase := string(q.Phase); phase != "" {
		params.Phase = &phase
	}
	if status := string(q.Status); status != "" {
		params.Status = &status
	}
	if q.OrganizationID != 0 {
		params.OrganizationID = &q.OrganizationID
	}
	return params
}

// HackathonCounts are what a hackathon's card and page count.
type HackathonCounts struct {
	Participants, Teams, Prizes int
}

// HackathonCountsByIDs counts the participants (banned ones left out),
// teams and active prizes of each hackathon, keyed by id, in one statement.
func (s *Store) HackathonCountsByIDs(ctx context.Context, ids []int64) (map[int64]HackathonCounts, error) {
	rows, err := s.q.HackathonCounts(ctx, ids)
	if err != nil {
		return nil, err
	}
	counts := make(map[int64]HackathonCounts, len(rows))
	for _, r := range rows {
		counts[r.ID] = HackathonCounts{Participants: int(r.Participants), Teams: int(r.Teams), Prizes: int(r.Prizes)}
	}
	return counts, nil
}

// UpcomingProgramItems are the schedule's next items (at most max), not
// over yet, by start.
func (s *Store) UpcomingProgramItems(ctx context.Context, hackathonID int64, max int) ([]ProgramItem, error) {
	rows, err := s.q.ListUpcomingProgramItems(ctx, db.ListUpcomingProgramItemsParams{HackathonID: hackathonID, MaxItems: int32(max)})
	if err != nil {
		return nil, err
	}
	return s.withLinks(ctx, rows)
}

// ActiveMemberUsers are the users holding an active role of the kind
// (judge, mentor...) in the hackathon.
func (s *Store) ActiveMemberUsers(ctx context.Context, hackathonID int64, kind domain.InviteKind) ([]record.User, error) {
	rows, err := s.q.ListActiveMemberUsers(ctx, db.ListActiveMemberUsersParams{HackathonID: hackathonID, Kind: kind})
	if err != nil {
		return nil, err
	}
	users := make([]record.User, len(rows))
	for i, r := range rows {
		users[i] = r.User
	}
	return users, nil
}
