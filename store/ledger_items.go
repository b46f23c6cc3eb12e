package store

import (
	"context"
	"errors"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// LedgerItem is an item with its children's ids and its properties, by name.
type LedgerItem struct {
	record.LedgerItem
	Children   []int64
	Properties []LedgerProperty
}

// LedgerProperty is a property with the tags (TAGS) or the status (STATUS)
// it holds.
type LedgerProperty struct {
	record.LedgerPropertyValue
	Tags   []record.LedgerTag
	Status *record.LedgerStatus
}

// Number is a NUMBER property's decimal or a MONEY property's amount, nil
// for other types.
func (p LedgerProperty) Number() *string {
	if p.PropertyType != domain.PropertyNumber && p.PropertyType != domain.PropertyMoney {
		return nil
	}
	return &p.ValueNumber
}

// Currency is a MONEY property's currency code, nil for other types.
func (p LedgerProperty) Currency() *string {
	if p.PropertyType != domain.PropertyMoney {
		return nil
	}
	return &p.ValueCurrency
}

// PropertyValue is what a property holds; only the field of its type is set
// (checked by the caller against the ledger).
type PropertyValue struct {
	Text         string
	Number       *string
	Currency     *string
	StatusID     *int64
	LinkedItemID *int64
	TagIDs       []int64
}

// LedgerItems lists the ledger's whole tree, oldest first, each item with
// its properties, their tags and statuses (four statements, whatever its
// size).
func (s *Store) LedgerItems(ctx context.Context, ledgerID int64) ([]LedgerItem, error) {
	items, err := s.q.ListLedgerItems(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	props, err := s.ledgerProperties(ctx, ledgerID, nil)
	if err != nil {
		return nil, err
	}
	byItem := map[int64][]LedgerProperty{}
	for _, p := range props {
		byItem[p.LedgerItemID] = append(byItem[p.LedgerItemID], p)
	}
	children := map[int64][]int64{}
	for _, it := range items {
		if it.ParentID != nil {
			children[*it.ParentID] = append(children[*it.ParentID], it.ID)
		}
	}
	out := make([]LedgerItem, len(items))
	for i, it := range items {
		out[i] = LedgerItem{LedgerItem: it, Children: orEmpty(children[it.ID]), Properties: orEmpty(byItem[it.ID])}
	}
	return out, nil
}

// LedgerItem reads one item with its children and properties.
func (s *Store) LedgerItem(ctx context.Context, id int64) (LedgerItem, error) {
	it, err := s.q.GetLedgerItem(ctx, id)
	if err != nil {
		return LedgerItem{}, notFound(err)
	}
	all, err := s.LedgerItems(ctx, it.LedgerID)
	for _, full := range all {
		if full.ID == id {
			return full, err
		}
	}
	return LedgerItem{}, errors.Join(err, domain.ErrNotFound)
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// ledgerProperties reads the ledger's properties (of one item when itemID
// is set) with their tags.
func (s *Store) ledgerProperties(ctx context.Context, ledgerID int64, itemID *int64) ([]LedgerProperty, error) {
	rows, err := s.q.ListLedgerProperties(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	tags, err := s.q.ListLedgerPropertyTags(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	statuses, err := s.q.ListLedgerStatuses(ctx, ledgerID)
	if err != nil {
		return nil, err
	}
	byProperty := map[int64][]record.LedgerTag{}
	for _, t := range tags {
		byProperty[t.PropertyID] = append(byProperty[t.PropertyID], record.LedgerTag{ID: t.ID, LedgerID: t.LedgerID, Name: t.Name, Color: t.Color})
	}
	statusByID := map[int64]*record.LedgerStatus{}
	for i := range statuses {
		statusByID[statuses[i].ID] = &statuses[i]
	}
	props := []LedgerProperty{}
	for _, r := range rows {
		if itemID != nil && r.LedgerItemID != *itemID {
			continue
		}
		p := LedgerProperty{LedgerPropertyValue: r, Tags: orEmpty(byProperty[r.ID])}
		if r.ValueStatusID != nil {
			p.Status = statusByID[*r.ValueStatusID]
		}
		props = append(props, p)
	}
	return props, nil
}

// LedgerItemFields are an item's name, description and parent (none for a
// top-level item).
type LedgerItemFields struct {
	ParentID          *int64
	Name, Description string
}

// CreateLedgerItem adds an item to the ledger, under parent when set (an
// item of the same ledger, checked by the caller).
func (s *Store) CreateLedgerItem(ctx context.Context, ledgerID int64, f LedgerItemFields) (LedgerItem, error) {
	it, err := s.q.CreateLedgerItem(ctx, db.CreateLedgerItemParams{
		LedgerID: ledgerID, ParentID: f.ParentID, Name: f.Name, Description: f.Description,
	})
	return LedgerItem{LedgerItem: it, Children: []int64{}, Properties: []LedgerProperty{}}, err
}

// UpdateLedgerItem renames, describes or moves an item; moving it under
// itself or one of its descendants is Invalid on parentId.
func (s *Store) UpdateLedgerItem(ctx context.Context, id int64, f LedgerItemFields) (LedgerItem, error) {
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if f.ParentID != nil {
			cycle, err := tx.q.IsInLedgerSubtree(ctx, db.IsInLedgerSubtreeParams{Root: id, Candidate: *f.ParentID})
			if err != nil {
				return err
			}
			if cycle {
				return domain.Invalid("parentId", "An item cannot move under itself or one of its children.")
			}
		}
		_, err := tx.q.UpdateLedgerItem(ctx, db.UpdateLedgerItemParams{
			ID: id, ParentID: f.ParentID, Name: f.Name, Description: f.Description,
		})
		return notFound(err)
	})
	if err != nil {
		return LedgerItem{}, err
	}
	return s.LedgerItem(ctx, id)
}

// DeleteLedgerItem deletes an item, its subtree, and the links to them.
func (s *Store) DeleteLedgerItem(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteLedgerItem(ctx, id))
}

// LedgerProperty reads a property with its tags.
func (s *Store) LedgerProperty(ctx context.Context, id int64) (LedgerProperty, error) {
	row, err := s.q.GetLedgerProperty(ctx, id)
	if err != nil {
		return LedgerProperty{}, notFound(err)
	}
	props, err := s.ledgerProperties(ctx, row.LedgerID, &row.LedgerItemID)
	for _, p := range props {
		if p.ID == id {
			return p, err
		}
	}
	return LedgerProperty{}, err
}

// CreateLedgerProperty gives an item a property. A ledger's properties of
// one name share a type (the table's column): another type is Invalid on
// propertyType, and a name the item already has is a Conflict.
func (s *Store) CreateLedgerProperty(ctx context.Context, item record.LedgerItem, name string, typ domain.LedgerPropertyType, v PropertyValue) (LedgerProperty, error) {
	var id int64
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		types, err := tx.q.LedgerPropertyTypeOfName(ctx, db.LedgerPropertyTypeOfNameParams{LedgerID: item.LedgerID, Name: name})
		if err != nil {
			return err
		}
		if len(types) > 0 && types[0] != typ {
			return domain.Invalid("propertyType", "This ledger's %q properties are of type %s.", name, types[0])
		}
		id, err = tx.q.CreateLedgerProperty(ctx, db.CreateLedgerPropertyParams{
			LedgerID: item.LedgerID, LedgerItemID: item.ID, Name: name, PropertyType: typ,
			ValueText: v.Text, ValueNumber: v.Number, ValueCurrency: v.Currency, ValueStatusID: v.StatusID, LinkedItemID: v.LinkedItemID,
		})
		if err != nil {
			return nameTaken(err, "This item already has a property of that name.")
		}
		return tx.setPropertyTags(ctx, id, item.LedgerID, v.TagIDs)
	})
	if err != nil {
		return LedgerProperty{}, err
	}
	return s.LedgerProperty(ctx, id)
}

// UpdateLedgerProperty replaces a property's value (its name and type stay).
func (s *Store) UpdateLedgerProperty(ctx context.Context, p record.LedgerPropertyValue, v PropertyValue) (LedgerProperty, error) {
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		err := rowsOrNotFound(tx.q.UpdateLedgerPropertyValue(ctx, db.UpdateLedgerPropertyValueParams{
			ID: p.ID, ValueText: v.Text, ValueNumber: v.Number, ValueCurrency: v.Currency, ValueStatusID: v.StatusID, LinkedItemID: v.LinkedItemID,
		}))
		if err != nil {
			return err
		}
		return tx.setPropertyTags(ctx, p.ID, p.LedgerID, v.TagIDs)
	})
	if err != nil {
		return LedgerProperty{}, err
	}
	return s.LedgerProperty(ctx, p.ID)
}

func (s *Store) setPropertyTags(ctx context.Context, propertyID, ledgerID int64, tagIDs []int64) error {
	if err := s.q.ClearLedgerPropertyTags(ctx, propertyID); err != nil {
		return err
	}
	if len(tagIDs) == 0 {
		return nil
	}
	return s.q.AddLedgerPropertyTags(ctx, db.AddLedgerPropertyTagsParams{PropertyID: propertyID, TagIds: tagIDs, LedgerID: ledgerID})
}

// DeleteLedgerProperty removes a property from its item.
func (s *Store) DeleteLedgerProperty(ctx context.Context, id int64) error {
	return rowsOrNotFound(s.q.DeleteLedgerProperty(ctx, id))
}
