package store

import (
	"context"
	"slices"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// ProgramItem is an item of a hackathon's programme with its links, in order.
type ProgramItem struct {
	record.ProgramItem
	Links []record.ProgramItemLink
}

// ProgramItemFields are what organizers set on an item; Links replace the
// item's links.
type ProgramItemFields struct {
	Name, Description string
	StartsAt, EndsAt  time.Time
	Links             []Link
}

// Link is a named URL of a programme item.
type Link struct{ Name, URL string }

// ProgramItems lists the hackathon's programme by start, with the links of
// every item (two statements, however long the programme).
func (s *Store) ProgramItems(ctx context.Context, hackathonID int64) ([]ProgramItem, error) {
	rows, err := s.q.ListProgramItems(ctx, hackathonID)
	if err != nil {
		return nil, err
	}
	return s.withLinks(ctx, rows)
}

// ProgramItem reads one item with its links.
func (s *Store) ProgramItem(ctx context.Context, id int64) (ProgramItem, error) {
	row, err := s.q.GetProgramItem(ctx, id)
	if err != nil {
		return ProgramItem{}, notFound(err)
	}
	items, err := s.withLinks(ctx, []record.ProgramItem{row})
	if err != nil {
		return ProgramItem{}, err
	}
	return items[0], nil
}

func (s *Store) withLinks(ctx context.Context, rows []record.ProgramItem) ([]ProgramItem, error) {
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ID
	}
	links, err := s.q.ListProgramItemLinks(ctx, ids)
	if err != nil {
		return nil, err
	}
	byItem := map[int64][]record.ProgramItemLink{}
	for _, l := range links {
		byItem[l.ProgramItemID] = append(byItem[l.ProgramItemID], l)
	}
	items := make([]ProgramItem, len(rows))
	for i, r := range rows {
		items[i] = ProgramItem{ProgramItem: r, Links: nonNilLinks(byItem[r.ID])}
	}
	return items, nil
}

func nonNilLinks(links []record.ProgramItemLink) []record.ProgramItemLink {
	if links == nil {
		return []record.ProgramItemLink{}
	}
	return links
}

// CreateProgramItem adds a session to the hackathon's programme.
func (s *Store) CreateProgramItem(ctx context.Context, hackathonID int64, f ProgramItemFields) (ProgramItem, error) {
	var id int64
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		item, err := tx.q.CreateProgramItem(ctx, db.CreateProgramItemParams{
			HackathonID: hackathonID, Kind: domain.ProgramSession, Name: f.Name, Description: f.Description,
			StartsAt: f.StartsAt, EndsAt: f.EndsAt,
		})
		if err != nil {
			return err
		}
		id = item.ID
		return tx.setLinks(ctx, id, f.Links)
	})
	if err != nil {
		return ProgramItem{}, err
	}
	return s.ProgramItem(ctx, id)
}

// UpdateProgramItem changes an item and replaces its links.
func (s *Store) UpdateProgramItem(ctx context.Context, id int64, f ProgramItemFields) (ProgramItem, error) {
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		_, err := tx.q.UpdateProgramItem(ctx, db.UpdateProgramItemParams{
			ID: id, Name: f.Name, Description: f.Description, StartsAt: f.StartsAt, EndsAt: f.EndsAt,
		})
		if err != nil {
			return notFound(err)
		}
		if err := tx.q.DeleteProgramItemLinks(ctx, id); err != nil {
			return err
		}
		return tx.setLinks(ctx, id, f.Links)
	})
	if err != nil {
		return ProgramItem{}, err
	}
	return s.ProgramItem(ctx, id)
}

func (s *Store) setLinks(ctx context.Context, itemID int64, links []Link) error {
	if len(links) == 0 {
		return nil
	}
	params := db.CreateProgramItemLinksParams{ProgramItemID: itemID}
	for _, l := range links {
		params.Names = append(params.Names, l.Name)
		params.Urls = append(params.Urls, l.URL)
	}
	return s.q.CreateProgramItemLinks(ctx, params)
}

// DeleteProgramItem removes an item and its links.
func (s *Store) DeleteProgramItem(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteProgramItem(ctx, id))
}

// syncFlaggedSessions gives the hackathon the kickoff and closing sessions
// its flags ask for (with domain.DefaultSessions' contents, for organizers
// to fill) and removes those whose flag is off; a session it has already
// keeps what organizers wrote.
func (s *Store) syncFlaggedSessions(ctx context.Context, h record.Hackathon) error {
	for _, d := range domain.DefaultSessions(h.HasKickoffSession, h.HasClosingSession, h.StartDatetime, h.EndDatetime) {
		err := s.q.CreateFlaggedProgramItem(ctx, db.CreateFlaggedProgramItemParams{
			HackathonID: h.ID, Kind: d.Kind, Name: d.Name, Description: d.Description, StartsAt: d.StartsAt, EndsAt: d.EndsAt,
		})
		if err != nil {
			return err
		}
	}
	return s.q.DeleteFlaggedProgramItems(ctx, h.ID)
}

// Prizes lists the hackathon's prizes by position.
func (s *Store) Prizes(ctx context.Context, hackathonID int64) ([]record.Prize, error) {
	return s.q.ListPrizes(ctx, hackathonID)
}

// Prize reads one prize.
func (s *Store) Prize(ctx context.Context, id int64) (record.Prize, error) {
	p, err := s.q.GetPrize(ctx, id)
	return p, notFound(err)
}

// NewPrize is a prize to add; without a position it comes last.
type NewPrize struct {
	HackathonID int64
	Name        string
	Description string
	Position    *int32
	Active      bool
}

// CreatePrize adds a prize.
func (s *Store) CreatePrize(ctx context.Context, p NewPrize) (record.Prize, error) {
	return s.q.CreatePrize(ctx, db.CreatePrizeParams(p))
}

// PrizeChanges are a prize's new fields.
type PrizeChanges struct {
	Name        string
	Description string
	Position    int32
	Active      bool
	ID          int64
}

// UpdatePrize changes a prize.
func (s *Store) UpdatePrize(ctx context.Context, c PrizeChanges) (record.Prize, error) {
	p, err := s.q.UpdatePrize(ctx, db.UpdatePrizeParams(c))
	return p, notFound(err)
}

// DeletePrize removes a prize.
func (s *Store) DeletePrize(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeletePrize(ctx, id))
}

// Goals lists the hackathon's goals by priority.
func (s *Store) Goals(ctx context.Context, hackathonID int64) ([]record.Goal, error) {
	return s.q.ListGoals(ctx, hackathonID)
}

// Goal reads one goal.
func (s *Store) Goal(ctx context.Context, id int64) (record.Goal, error) {
	g, err := s.q.GetGoal(ctx, id)
	return g, notFound(err)
}

// CreateGoal adds a goal after the others.
func (s *Store) CreateGoal(ctx context.Context, hackathonID int64, name, description string) (record.Goal, error) {
	return s.q.CreateGoal(ctx, db.CreateGoalParams{HackathonID: hackathonID, Name: name, Description: description})
}

// UpdateGoal changes a goal's name and description.
func (s *Store) UpdateGoal(ctx context.Context, id int64, name, description string) (record.Goal, error) {
	g, err := s.q.UpdateGoal(ctx, db.UpdateGoalParams{ID: id, Name: name, Description: description})
	return g, notFound(err)
}

// DeleteGoal removes a goal.
func (s *Store) DeleteGoal(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteGoal(ctx, id))
}

// ReorderGoals gives the hackathon's goals the order of ids, which must
// name each of them once (else an Invalid error on goalIds, and nothing
// changes), and returns them in that order.
func (s *Store) ReorderGoals(ctx context.Context, hackathonID int64, ids []int64) ([]record.Goal, error) {
	var goals []record.Goal
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		current, err := tx.q.ListGoals(ctx, hackathonID)
		if err != nil {
			return err
		}
		if !sameGoals(current, ids) {
			return domain.Invalid("goalIds", "List each of the hackathon's goals once; they may have changed meanwhile: reload the page.")
		}
		if _, err := tx.q.ReorderGoals(ctx, db.ReorderGoalsParams{HackathonID: hackathonID, GoalIds: ids}); err != nil {
			return err
		}
		goals, err = tx.q.ListGoals(ctx, hackathonID)
		return err
	})
	return goals, err
}

func sameGoals(goals []record.Goal, ids []int64) bool {
	have := make([]int64, len(goals))
	for i, g := range goals {
		have[i] = g.ID
	}
	want := slices.Clone(ids)
	slices.Sort(have)
	slices.Sort(want)
	return slices.Equal(have, want)
}

// HackathonResources lists the hackathon's resources in the order added.
func (s *Store) HackathonResources(ctx context.Context, hackathonID int64) ([]record.HackathonResource, error) {
	return s.q.ListHackathonResources(ctx, hackathonID)
}

// HackathonResource reads one resource.
func (s *Store) HackathonResource(ctx context.Context, id int64) (record.HackathonResource, error) {
	r, err := s.q.GetHackathonResource(ctx, id)
	return r, notFound(err)
}

// NewHackathonResource is a resource to add.
type NewHackathonResource struct {
	HackathonID int64
	Name        string
	Description string
	Url         string
}

// CreateHackathonResource adds a resource.
func (s *Store) CreateHackathonResource(ctx context.Context, r NewHackathonResource) (record.HackathonResource, error) {
	return s.q.CreateHackathonResource(ctx, db.CreateHackathonResourceParams(r))
}

// HackathonResourceChanges are a resource's new fields.
type HackathonResourceChanges struct {
	Name        string
	Description string
	Url         string
	ID          int64
}

// UpdateHackathonResource changes a resource.
func (s *Store) UpdateHackathonResource(ctx context.Context, c HackathonResourceChanges) (record.HackathonResource, error) {
	r, err := s.q.UpdateHackathonResource(ctx, db.UpdateHackathonResourceParams(c))
	return r, notFound(err)
}

// DeleteHackathonResource removes a resource.
func (s *Store) DeleteHackathonResource(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteHackathonResource(ctx, id))
}

// DeleteHackathon removes the hackathon and, by cascade, everything of it
// (roles, invites, schedule, programme, prizes, goals and resources), and
// tells everyone with a role in it but the deleter, in one transaction.
func (s *Store) DeleteHackathon(ctx context.Context, h record.Hackathon, deleterID int64) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		people, err := tx.HackathonPeople(ctx, h.ID)
		if err != nil {
			return err
		}
		var told []int64
		for _, p := range people {
			if p.ID != deleterID {
				told = append(told, p.ID)
			}
		}
		notice := domain.HackathonDeleted{HackathonRef: domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}}
		if _, err := tx.Notify(ctx, told, notice, ""); err != nil {
			return err
		}
		return rowsOrNotFound(tx.q.DeleteHackathon(ctx, h.ID))
	})
}
