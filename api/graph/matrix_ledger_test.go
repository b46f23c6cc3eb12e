package graph_test

import (
	"maps"
	"strconv"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

func init() {
	maps.Copy(matrixOperations, matrixLedgerOperations)
}

// matrixLedger is a new ledger of Acme, for one cell: two items (the second
// under the first), a status in a second group, a tag, and a STATUS
// property of the first item. Only Acme's people (the creator column, an
// admin) work on it; the other organization's admin is refused like
// everyone else.
type matrixLedger struct {
	ledger, item, child, group, status, tag, property string
}

func (w *matrixWorld) newLedger(t *testing.T) matrixLedger {
	t.Helper()
	ctx, st := t.Context(), w.env.Store
	l, err := st.CreateLedger(ctx, intID(w.orgID), w.owner.ID, "Matrix ledger", "")
	require.NoError(t, err)
	item, err := st.CreateLedgerItem(ctx, l.ID, store.LedgerItemFields{Name: "Root"})
	require.NoError(t, err)
	child, err := st.CreateLedgerItem(ctx, l.ID, store.LedgerItemFields{Name: "Child", ParentID: &item.ID})
	require.NoError(t, err)
	group, err := st.CreateLedgerStatusGroup(ctx, l.ID, "Doing")
	require.NoError(t, err)
	status, err := st.CreateLedgerStatus(ctx, l.ID, &group.ID, "In progress")
	require.NoError(t, err)
	tag, err := st.CreateLedgerTag(ctx, l.ID, store.LedgerTagFields{Name: "AI", Color: "#1c7ed6"})
	require.NoError(t, err)
	p, err := st.CreateLedgerProperty(ctx, item.LedgerItem, "Status", domain.PropertyStatus, store.PropertyValue{StatusID: &status.ID})
	require.NoError(t, err)
	id := func(n int64) string { return strconv.FormatInt(n, 10) }
	return matrixLedger{id(l.ID), id(item.ID), id(child.ID), id(group.ID), id(status.ID), id(tag.ID), id(p.ID)}
}

// onLedger aims at a new ledger's row chosen by pick.
func onLedger(pick func(matrixLedger) string) func(*testing.T, *matrixWorld, matrixHackathon) map[string]any {
	return func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
		return map[string]any{"id": pick(w.newLedger(t))}
	}
}

func ledgerOf(l matrixLedger) string   { return l.ledger }
func itemOf(l matrixLedger) string     { return l.item }
func groupOf(l matrixLedger) string    { return l.group }
func statusOf(l matrixLedger) string   { return l.status }
func tagOf(l matrixLedger) string      { return l.tag }
func propertyOf(l matrixLedger) string { return l.property }

const (
	matrixLedgerFields   = `{ id name description status owner { id name } }`
	matrixLedgerStatus   = `{ id ledgerId name statusGroupId position }`
	matrixLedgerGroup    = `{ id ledgerId name position statuses ` + matrixLedgerStatus + ` }`
	matrixLedgerTag      = `{ id ledgerId name color }`
	matrixLedgerProperty = `{ id ledgerItemId name propertyType valueText valueNumber valueCurrency valueTags ` + matrixLedgerTag +
		` valueStatus ` + matrixLedgerStatus + ` linkedItemId }`
	matrixLedgerItem = `{ id uid ledgerId name description parentId children properties ` + matrixLedgerProperty + ` }`
)

// matrixLedgerOperations are the rows of the innovation ledger.
var matrixLedgerOperations = map[string]matrixOperation{
	"ledgers": {doc: `{ ledgers ` + matrixLedgerFields + ` }`},
	"ledgers/acme": {doc: `query($id: ID!) { ledgers(organizationId: $id) ` + matrixLedgerFields + ` }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			w.newLedger(t)
			return map[string]any{"id": w.orgID}
		}},
	"ledger":             {doc: `query($id: ID!) { ledger(id: $id) ` + matrixLedgerFields + ` }`, vars: onLedger(ledgerOf)},
	"ledgerItems":        {doc: `query($id: ID!) { ledgerItems(ledgerId: $id) ` + matrixLedgerItem + ` }`, vars: onLedger(ledgerOf)},
	"ledgerItem":         {doc: `query($id: ID!) { ledgerItem(id: $id) ` + matrixLedgerItem + ` }`, vars: onLedger(itemOf)},
	"ledgerProperties":   {doc: `query($id: ID!) { ledgerProperties(ledgerItemId: $id) ` + matrixLedgerProperty + ` }`, vars: onLedger(itemOf)},
	"ledgerStatusGroups": {doc: `query($id: ID!) { ledgerStatusGroups(ledgerId: $id) ` + matrixLedgerGroup + ` }`, vars: onLedger(ledgerOf)},
	"ledgerStatuses":     {doc: `query($id: ID!) { ledgerStatuses(ledgerId: $id) ` + matrixLedgerStatus + ` }`, vars: onLedger(ledgerOf)},
	"ledgerTags":         {doc: `query($id: ID!) { ledgerTags(ledgerId: $id) ` + matrixLedgerTag + ` }`, vars: onLedger(ledgerOf)},

	"createLedger": {doc: `mutation($id: ID!) { createLedger(input: {organizationId: $id, name: "New"}) { ledger ` + matrixLedgerFields + ` } }`, vars: acmeID},
	"updateLedger": {doc: `mutation($id: ID!) { updateLedger(input: {id: $id, name: "Renamed", status: ARCHIVED}) { ledger ` + matrixLedgerFields + ` } }`,
		vars: onLedger(ledgerOf)},
	"deleteLedger": {doc: `mutation($id: ID!) { deleteLedger(input: {id: $id}) { deletedId } }`, vars: onLedger(ledgerOf)},
	"createLedgerStatusGroup": {doc: `mutation($id: ID!) { createLedgerStatusGroup(input: {ledgerId: $id, name: "Done"}) { statusGroup ` + matrixLedgerGroup + ` } }`,
		vars: onLedger(ledgerOf)},
	"updateLedgerStatusGroup": {doc: `mutation($id: ID!) { updateLedgerStatusGroup(input: {id: $id, name: "Busy"}) { statusGroup ` + matrixLedgerGroup + ` } }`,
		vars: onLedger(groupOf)},
	"deleteLedgerStatusGroup": {doc: `mutation($id: ID!) { deleteLedgerStatusGroup(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			l := w.newLedger(t)
			require.NoError(t, w.env.Store.DeleteLedgerProperty(t.Context(), intID(l.property)))
			return map[string]any{"id": l.group}
		}},
	"createLedgerStatus": {doc: `mutation($id: ID!) { createLedgerStatus(input: {ledgerId: $id, name: "Idea"}) { status ` + matrixLedgerStatus + ` } }`,
		vars: onLedger(ledgerOf)},
	"updateLedgerStatus": {doc: `mutation($id: ID!) { updateLedgerStatus(input: {id: $id, name: "Started"}) { status ` + matrixLedgerStatus + ` } }`,
		vars: onLedger(statusOf)},
	"deleteLedgerStatus": {doc: `mutation($id: ID!) { deleteLedgerStatus(input: {id: $id}) { deletedId } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			l := w.newLedger(t)
			require.NoError(t, w.env.Store.DeleteLedgerProperty(t.Context(), intID(l.property)))
			return map[string]any{"id": l.status}
		}},
	"createLedgerTag": {doc: `mutation($id: ID!) { createLedgerTag(input: {ledgerId: $id, name: "Green", color: "#2f9e44"}) { tag ` + matrixLedgerTag + ` } }`,
		vars: onLedger(ledgerOf)},
	"updateLedgerTag": {doc: `mutation($id: ID!) { updateLedgerTag(input: {id: $id, color: "#e03131"}) { tag ` + matrixLedgerTag + ` } }`,
		vars: onLedger(tagOf)},
	"deleteLedgerTag": {doc: `mutation($id: ID!) { deleteLedgerTag(input: {id: $id}) { deletedId } }`, vars: onLedger(tagOf)},
	"createLedgerItem": {doc: `mutation($id: ID!) { createLedgerItem(input: {ledgerId: $id, name: "Leaf"}) { item ` + matrixLedgerItem + ` } }`,
		vars: onLedger(ledgerOf)},
	"updateLedgerItem": {doc: `mutation($id: ID!) { updateLedgerItem(input: {id: $id, name: "Top", description: "d"}) { item ` + matrixLedgerItem + ` } }`,
		vars: onLedger(itemOf)},
	"deleteLedgerItem": {doc: `mutation($id: ID!) { deleteLedgerItem(input: {id: $id}) { deletedId } }`, vars: onLedger(itemOf)},
	"createLedgerProperty": {doc: `mutation($id: ID!) { createLedgerProperty(input: {ledgerItemId: $id, name: "Budget", propertyType: NUMBER, value: {valueNumber: "12.5"}}) { property ` + matrixLedgerProperty + ` } }`,
		vars: onLedger(itemOf)},
	"updateLedgerProperty": {doc: `mutation($id: ID!, $status: ID!) { updateLedgerProperty(input: {id: $id, value: {valueStatusId: $status}}) { property ` + matrixLedgerProperty + ` } }`,
		vars: func(t *testing.T, w *matrixWorld, _ matrixHackathon) map[string]any {
			l := w.newLedger(t)
			return map[string]any{"id": l.property, "status": l.status}
		}},
	"deleteLedgerProperty": {doc: `mutation($id: ID!) { deleteLedgerProperty(input: {id: $id}) { deletedId } }`, vars: onLedger(propertyOf)},
}
