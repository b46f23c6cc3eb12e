package graph

import (
	"context"
	"errors"
	"slices"
	"strings"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of a ledger's texts.
const (
	maxLedgerName        = 200
	maxLedgerDescription = 5000
)

// checkLedgerOrganization: the caller works on the organization's ledgers.
func checkLedgerOrganization(ctx context.Context, orgID int64) error {
	me, err := signedInViewerID(ctx)
	if err != nil {
		return err
	}
	l := loaders.For(ctx)
	org, err := l.Organization.Load(ctx, orgID)
	if err != nil {
		return err
	}
	role, err := l.MembershipRole.Load(ctx, orgID)
	if err != nil {
		return err
	}
	if !access.CanWorkOnLedgers(org, me, role) {
		return domain.ErrForbidden
	}
	return nil
}

// workedLedger reads a ledger the caller works on.
func (r *Resolver) workedLedger(ctx context.Context, id int64) (record.Ledger, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return record.Ledger{}, err
	}
	l, err := r.Store.Ledger(ctx, id)
	if err != nil {
		return l, err
	}
	return l, checkLedgerOrganization(ctx, l.OrganizationID)
}

// ledgerRow reads a row of a ledger (an item, property, status, group or
// tag) by id and checks that the caller works on its ledger.
func ledgerRow[T any](ctx context.Context, r *Resolver, id int64, read func(context.Context, int64) (T, error), ledgerOf func(T) int64) (T, record.Ledger, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		var zero T
		return zero, record.Ledger{}, err
	}
	row, err := read(ctx, id)
	if err != nil {
		return row, record.Ledger{}, err
	}
	l, err := r.workedLedger(ctx, ledgerOf(row))
	return row, l, err
}

// deleteInLedger deletes a row of a ledger the caller works on.
func deleteInLedger[T any](ctx context.Context, r *Resolver, id int64, read func(context.Context, int64) (T, error), ledgerOf func(T) int64, remove func(context.Context, int64) error) (*model.DeletePayload, error) {
	if _, _, err := ledgerRow(ctx, r, id, read, ledgerOf); err != nil {
		return nil, err
	}
	return &model.DeletePayload{DeletedID: id}, remove(ctx, id)
}

func itemLedger(i store.LedgerItem) int64         { return i.LedgerID }
func propertyLedger(p store.LedgerProperty) int64 { return p.LedgerID }
func statusLedger(s record.LedgerStatus) int64    { return s.LedgerID }
func groupLedger(g store.LedgerStatusGroup) int64 { return g.LedgerID }
func tagLedger(t record.LedgerTag) int64          { return t.LedgerID }

// ledgerName checks a required name of a ledger or of something in it and
// returns it trimmed.
func ledgerName(errs *validate.Errors, name string) string {
	n := errs.Required("name", name)
	errs.MaxLength("name", n, maxLedgerName)
	return n
}

// ledgerDescription checks an optional description and returns it trimmed.
func ledgerDescription(errs *validate.Errors, description *string) string {
	if description == nil {
		return ""
	}
	d := strings.TrimSpace(*description)
	errs.MaxLength("description", d, maxLedgerDescription)
	return d
}

// checkParent: a parent item must be of the same ledger.
func (r *Resolver) checkParent(ctx context.Context, errs *validate.Errors, ledgerID int64, parentID *int64) error {
	if parentID == nil {
		return nil
	}
	parent, err := r.Store.LedgerItem(ctx, *parentID)
	if err != nil && !isNotFound(err) {
		return err
	}
	if err != nil || parent.LedgerID != ledgerID {
		errs.Add("parentId", "Choose an item of this ledger.")
	}
	return nil
}

// checkStatusGroup: a status's group must be of the same ledger.
func (r *Resolver) checkStatusGroup(ctx context.Context, errs *validate.Errors, ledgerID int64, groupID *int64) error {
	if groupID == nil {
		return nil
	}
	g, err := r.Store.LedgerStatusGroup(ctx, *groupID)
	if err != nil && !isNotFound(err) {
		return err
	}
	if err != nil || g.LedgerID != ledgerID {
		errs.Add("statusGroupId", "Choose a status group of this ledger.")
	}
	return nil
}

// propertyValue checks a value against the property's type and the item's
// ledger (SPEC 3, 5): only the fields of the type may be given; a NUMBER is
// a decimal; a MONEY an amount and an ISO 4217 currency; a STATUS one of the
// statuses of the ledger's groups; TAGS the ledger's tags; a LINK another
// item of the ledger.
func (r *Resolver) propertyValue(ctx context.Context, item record.LedgerItem, typ domain.LedgerPropertyType, in *model.LedgerPropertyValueInput) (store.PropertyValue, error) {
	var errs validate.Errors
	var v store.PropertyValue
	if in == nil {
		in = &model.LedgerPropertyValueInput{}
	}
	given := map[string]bool{
		"valueText": in.ValueText != nil, "valueNumber": in.ValueNumber != nil, "valueCurrency": in.ValueCurrency != nil,
		"valueTagIds": in.ValueTagIds != nil, "valueStatusId": in.ValueStatusID != nil, "linkedItemId": in.LinkedItemID != nil,
	}
	own := map[domain.LedgerPropertyType][]string{
		domain.PropertyText: {"valueText"}, domain.PropertyNumber: {"valueNumber"}, domain.PropertyMoney: {"valueNumber", "valueCurrency"},
		domain.PropertyTags: {"valueTagIds"}, domain.PropertyStatus: {"valueStatusId"}, domain.PropertyLink: {"linkedItemId"},
	}[typ]
	for _, field := range []string{"valueText", "valueNumber", "valueCurrency", "valueTagIds", "valueStatusId", "linkedItemId"} {
		if given[field] && !slices.Contains(own, field) {
			errs.Add(field, "A %s property holds no %s.", typ, field)
		}
	}
	if typ != domain.PropertyText && typ != domain.PropertyTags {
		for _, field := range own {
			if !given[field] {
				errs.Add(field, "This field is required.")
			}
		}
		if len(errs) > 0 {
			return v, errs.Err()
		}
	}
	switch typ {
	case domain.PropertyText:
		if in.ValueText != nil {
			v.Text = strings.TrimSpace(*in.ValueText)
			errs.MaxLength("valueText", v.Text, maxLedgerDescription)
		}
	case domain.PropertyNumber:
		n, err := domain.LedgerDecimal(*in.ValueNumber)
		if err != nil {
			errs = append(errs, err)
		}
		v.Number = &n
	case domain.PropertyMoney:
		n, err := domain.LedgerAmount(*in.ValueNumber)
		if err != nil {
			errs = append(errs, err)
		}
		c, err := domain.LedgerCurrency(*in.ValueCurrency)
		if err != nil {
			errs = append(errs, err)
		}
		v.Number, v.Currency = &n, &c
	case domain.PropertyTags:
		tags, err := r.Store.LedgerTags(ctx, item.LedgerID)
		if err != nil {
			return v, err
		}
		for _, id := range in.ValueTagIds {
			if !slices.ContainsFunc(tags, func(t record.LedgerTag) bool { return t.ID == id }) {
				errs.Add("valueTagIds", "Choose tags of this ledger.")
				break
			}
		}
		v.TagIDs = slices.Compact(slices.Sorted(slices.Values(in.ValueTagIds)))
	case domain.PropertyStatus:
		st, err := r.Store.LedgerStatus(ctx, *in.ValueStatusID)
		if err != nil && !isNotFound(err) {
			return v, err
		}
		if err != nil || st.LedgerID != item.LedgerID {
			errs.Add("valueStatusId", "Choose a status of this ledger's status groups.")
		}
		v.StatusID = in.ValueStatusID
	case domain.PropertyLink:
		linked, err := r.Store.LedgerItem(ctx, *in.LinkedItemID)
		if err != nil && !isNotFound(err) {
			return v, err
		}
		if err != nil || linked.LedgerID != item.LedgerID || linked.ID == item.ID {
			errs.Add("linkedItemId", "Choose another item of this ledger.")
		}
		v.LinkedItemID = in.LinkedItemID
	}
	return v, errs.Err()
}

func isNotFound(err error) bool { return errors.Is(err, domain.ErrNotFound) }

// tagColor checks a tag's color and returns it in lower case.
func tagColor(errs *validate.Errors, color string) string {
	c, err := domain.TagColor(color)
	if err != nil {
		*errs = append(*errs, err)
	}
	return c
}
