package store

import (
	"context"
	"errors"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// An organization's innovation ledgers (SPEC 3), their status groups and
// statuses, tags, and their tree of items. Items and properties are in
// store/ledger_items.go.

// LedgerStatusGroup is a group with its statuses, in order.
type LedgerStatusGroup struct {
	record.LedgerStatusGroup
	Statuses []record.LedgerStatus
}

// CreateLedger creates a ledger of the organization with the default
// status group, in one transaction.
func (s *Store) CreateLedger(ctx context.Context, orgID, creatorID int64, name, description string) (record.Ledger, error) {
	var l record.Ledger
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		l, err = tx.q.CreateLedger(ctx, db.CreateLedgerParams{OrganizationID: orgID, Name: name, Description: description, CreatedBy: &creatorID})
		if err != nil {
			return err
		}
		_, err = tx.q.CreateLedgerStatusGroup(ctx, db.CreateLedgerStatusGroupParams{LedgerID: l.ID, Name: domain.DefaultStatusGroup})
		return err
	})
	return l, err
}

// Ledger reads a ledger by id.
func (s *Store) Ledger(ctx context.Context, id int64) (record.Ledger, error) {
	l, err := s.q.GetLedger(ctx, id)
	return l, notFound(err)
}

// LedgersOfUser lists the ledgers of the organizations the user created or
// belongs to (of one organization when orgID is set), active ones first.
func (s *Store) LedgersOfUser(ctx context.Context, userID int64, orgID *int64) ([]record.Ledger, error) {
	return s.q.ListLedgersOfUser(ctx, db.ListLedgersOfUserParams{UserID: userID, OrganizationID: orgID})
}

// LedgerFields are what a ledger's users set on it.
type LedgerFields struct {
	Name, Description string
	Status            domain.LedgerState
}

// UpdateLedger sets a ledger's name, description and status.
func (s *Store) UpdateLedger(ctx context.Context, id int64, f LedgerFields) (record.Ledger, error) {
	l, err := s.q.UpdateLedger(ctx, db.UpdateLedgerParams{ID: id, Name: f.Name, Description: f.Description, Status: f.Status})
	return l, notFound(err)
}

// DeleteLedger deletes a ledger with everything in it.
func (s *Store) DeleteLedger(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteLedger(ctx, id))
}

// LedgerStatusGroups lists the ledger's status groups with their statuses,
// in board order (two statements).
func (s *Store) LedgerStatusGroups(ctx context.Context, ledgerID int64) ([]LedgerStatusGroup, error) {
	groups, err := s.q.ListLedgerStatusGroups(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	statuses, err := s.q.ListLedgerStatuses(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	out := make([]LedgerStatusGroup, len(groups))
	for i, g := range groups {
		out[i] = LedgerStatusGroup{LedgerStatusGroup: g, Statuses: []record.LedgerStatus{}}
		for _, st := range statuses {
			if st.StatusGroupID == g.ID {
				out[i].Statuses = append(out[i].Statuses, st)
			}
		}
	}
	return out, nil
}

// LedgerStatusGroup reads a group with its statuses.
func (s *Store) LedgerStatusGroup(ctx context.Context, id int64) (LedgerStatusGroup, error) {
	g, err := s.q.GetLedgerStatusGroup(ctx, id)
	if err != nil {
		return LedgerStatusGroup{}, notFound(err)
	}
	groups, err := s.LedgerStatusGroups(ctx, g.LedgerID)
	for _, full := range groups {
		if full.ID == id {
			return full, err
		}
	}
	return LedgerStatusGroup{}, errors.Join(err, domain.ErrNotFound)
}

// CreateLedgerStatusGroup adds a group after the ledger's others; a name
// the ledger already has is a Conflict.
func (s *Store) CreateLedgerStatusGroup(ctx context.Context, ledgerID int64, name string) (LedgerStatusGroup, error) {
	g, err := s.q.CreateLedgerStatusGroup(ctx, db.CreateLedgerStatusGroupParams{LedgerID: ledgerID, Name: name})
	if err != nil {
		return LedgerStatusGroup{}, nameTaken(err, "This ledger already has a status group of that name.")
	}
	return LedgerStatusGroup{LedgerStatusGroup: g, Statuses: []record.LedgerStatus{}}, nil
}

// RenameLedgerStatusGroup renames a group.
func (s *Store) RenameLedgerStatusGroup(ctx context.Context, id int64, name string) (LedgerStatusGroup, error) {
	if _, err := s.q.RenameLedgerStatusGroup(ctx, db.RenameLedgerStatusGroupParams{ID: id, Name: name}); err != nil {
		return LedgerStatusGroup{}, nameTaken(notFound(err), "This ledger already has a status group of that name.")
	}
	return s.LedgerStatusGroup(ctx, id)
}

// DeleteLedgerStatusGroup deletes a group and its statuses; while an item
// holds one of them it is a Conflict and nothing goes.
func (s *Store) DeleteLedgerStatusGroup(ctx context.Context, id int64) error {
	return s.deleteUnusedStatuses(ctx, db.LedgerStatusesInUseParams{StatusGroupID: &id}, func(tx *Store) (int64, error) {
		return tx.q.DeleteLedgerStatusGroup(ctx, id)
	})
}

// LedgerStatus reads a status by id.
func (s *Store) LedgerStatus(ctx context.Context, id int64) (record.LedgerStatus, error) {
	st, err := s.q.GetLedgerStatus(ctx, id)
	return st, notFound(err)
}

// CreateLedgerStatus adds a status to a group of the ledger; without a
// group it joins the ledger's default group, which is created again if it
// was deleted.
func (s *Store) CreateLedgerStatus(ctx context.Context, ledgerID int64, groupID *int64, name string) (record.LedgerStatus, error) {
	var st record.LedgerStatus
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if groupID == nil {
			g, err := tx.defaultStatusGroup(ctx, ledgerID)
			if err != nil {
				return err
			}
			groupID = &g.ID
		}
		var err error
		st, err = tx.q.CreateLedgerStatus(ctx, db.CreateLedgerStatusParams{LedgerID: ledgerID, StatusGroupID: *groupID, Name: name})
		return nameTaken(err, "This ledger already has a status of that name.")
	})
	return st, err
}

func (s *Store) defaultStatusGroup(ctx context.Context, ledgerID int64) (record.LedgerStatusGroup, error) {
	g, err := s.q.GetLedgerStatusGroupByName(ctx, db.GetLedgerStatusGroupByNameParams{LedgerID: ledgerID, Name: domain.DefaultStatusGroup})
	if err == nil {
		return g, nil
	}
	if !errors.Is(notFound(err), domain.ErrNotFound) {
		return g, err
	}
	return s.q.CreateLedgerStatusGroup(ctx, db.CreateLedgerStatusGroupParams{LedgerID: ledgerID, Name: domain.DefaultStatusGroup})
}

// UpdateLedgerStatus renames a status or moves it to another group of its
// ledger.
func (s *Store) UpdateLedgerStatus(ctx context.Context, id int64, name string, groupID int64) (record.LedgerStatus, error) {
	st, err := s.q.UpdateLedgerStatus(ctx, db.UpdateLedgerStatusParams{ID: id, Name: name, StatusGroupID: groupID})
	return st, nameTaken(notFound(err), "This ledger already has a status of that name.")
}

// DeleteLedgerStatus deletes a status no item holds (a Conflict otherwise).
func (s *Store) DeleteLedgerStatus(ctx context.Context, id int64) error {
	return s.deleteUnusedStatuses(ctx, db.LedgerStatusesInUseParams{StatusID: &id}, func(tx *Store) (int64, error) {
		return tx.q.DeleteLedgerStatus(ctx, id)
	})
}

// deleteUnusedStatuses deletes statuses unless an item holds one: the
// properties' foreign key would cascade, and an item losing its status
// unasked would vanish from the board's columns.
func (s *Store) deleteUnusedStatuses(ctx context.Context, which db.LedgerStatusesInUseParams, del func(tx *Store) (int64, error)) error {
	return s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		inUse, err := tx.q.LedgerStatusesInUse(ctx, which)
		if err != nil {
			return err
		}
		if inUse {
			return domain.Conflict("id", "Items hold this status: move them to another status first.")
		}
		return rowsOrNotFound(del(tx))
	})
}

// LedgerTags lists the ledger's tags by name.
func (s *Store) LedgerTags(ctx context.Context, ledgerID int64) ([]record.LedgerTag, error) {
	return s.q.ListLedgerTags(ctx, ledgerID)
}

// LedgerTag reads a tag by id.
func (s *Store) LedgerTag(ctx context.Context, id int64) (record.LedgerTag, error) {
	t, err := s.q.GetLedgerTag(ctx, id)
	return t, notFound(err)
}

// LedgerTagFields are a tag's name and color (#rrggbb).
type LedgerTagFields struct{ Name, Color string }

// CreateLedgerTag adds a tag; a name the ledger already has is a Conflict.
func (s *Store) CreateLedgerTag(ctx context.Context, ledgerID int64, f LedgerTagFields) (record.LedgerTag, error) {
	t, err := s.q.CreateLedgerTag(ctx, db.CreateLedgerTagParams{LedgerID: ledgerID, Name: f.Name, Color: f.Color})
	return t, nameTaken(err, "This ledger already has a tag of that name.")
}

// UpdateLedgerTag renames or recolours a tag.
func (s *Store) UpdateLedgerTag(ctx context.Context, id int64, f LedgerTagFields) (record.LedgerTag, error) {
	t, err := s.q.UpdateLedgerTag(ctx, db.UpdateLedgerTagParams{ID: id, Name: f.Name, Color: f.Color})
	return t, nameTaken(notFound(err), "This ledger already has a tag of that name.")
}

// DeleteLedgerTag deletes a tag; the items tagged with it lose it.
func (s *Store) DeleteLedgerTag(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteLedgerTag(ctx, id))
}

// nameTaken turns a unique violation into a Conflict on the name field.
func nameTaken(err error, message string) error {
	if isUniqueViolation(err) {
		return domain.Conflict("name", "%s", message)
	}
	return err
}
