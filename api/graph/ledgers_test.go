package graph_test

import (
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const (
	ledgerStatusFields   = `{ id name statusGroupId }`
	ledgerPropertyFields = `{ id ledgerItemId name propertyType valueText valueNumber valueCurrency valueTags { id name color } valueStatus ` + ledgerStatusFields + ` linkedItemId }`
	ledgerItemFields     = `{ id uid name parentId children properties ` + ledgerPropertyFields + ` }`
	createLedgerOp       = `mutation($org: ID!, $name: String!) { createLedger(input: {organizationId: $org, name: $name}) { ledger { id name status owner { id } } } }`
	createLedgerItemOp   = `mutation($ledger: ID!, $name: String!, $parent: ID) { createLedgerItem(input: {ledgerId: $ledger, name: $name, parentId: $parent}) { item ` + ledgerItemFields + ` } }`
	moveLedgerItemOp     = `mutation($id: ID!, $parent: ID) { updateLedgerItem(input: {id: $id, name: "Moved", description: "", parentId: $parent}) { item ` + ledgerItemFields + ` } }`
	ledgerItemsOp        = `query($id: ID!) { ledgerItems(ledgerId: $id) ` + ledgerItemFields + ` }`
	createPropertyOp     = `mutation($item: ID!, $name: String!, $type: LedgerPropertyType!, $value: LedgerPropertyValueInput!) {
	  createLedgerProperty(input: {ledgerItemId: $item, name: $name, propertyType: $type, value: $value}) { property ` + ledgerPropertyFields + ` } }`
	updatePropertyOp = `mutation($id: ID!, $value: LedgerPropertyValueInput!) { updateLedgerProperty(input: {id: $id, value: $value}) { property ` + ledgerPropertyFields + ` } }`
	createStatusOp   = `mutation($ledger: ID!, $name: String!, $group: ID) { createLedgerStatus(input: {ledgerId: $ledger, name: $name, statusGroupId: $group}) { status ` + ledgerStatusFields + ` } }`
	statusGroupsOp   = `query($id: ID!) { ledgerStatusGroups(ledgerId: $id) { id name statuses { id name } } }`
)

type ledgerProperty struct {
	ID, LedgerItemID, Name, PropertyType, ValueText string
	ValueNumber, ValueCurrency                      *string
	ValueTags                                       []struct{ ID, Name, Color string }
	ValueStatus                                     *struct{ ID, Name, StatusGroupID string }
	LinkedItemID                                    *string
}

type ledgerItem struct {
	ID, UID, Name string
	ParentID      *string
	Children      []string
	Properties    []ledgerProperty
}

// ledgerPeople: an organization's owner and one of its plain members, and
// an admin of another organization.
type ledgerPeople struct {
	env                     *apitest.Env
	owner, member, outsider apitest.User
	orgID                   string
}

func newLedgerPeople(t *testing.T) ledgerPeople {
	t.Helper()
	env := apitest.Start(t)
	p := ledgerPeople{env: env, owner: env.NewUser(t, "owner"), member: env.NewUser(t, "member"), outsider: env.NewUser(t, "outsider")}
	p.orgID = newOrganization(t, p.owner, "Ledger Org "+apitest.RandomString(3))
	newOrganization(t, p.outsider, "Elsewhere "+apitest.RandomString(3))
	require.NoError(t, env.Store.AddOrganizationMember(t.Context(), intID(p.orgID), p.member.ID, domain.OrgMember))
	return p
}

func (p ledgerPeople) newLedger(t *testing.T, name string) string {
	t.Helper()
	var out struct {
		CreateLedger struct{ Ledger struct{ ID, Status string } }
	}
	require.Empty(t, p.member.Client.GraphQL(createLedgerOp, map[string]any{"org": p.orgID, "name": name}, &out))
	assert.Equal(t, "ACTIVE", out.CreateLedger.Ledger.Status)
	return out.CreateLedger.Ledger.ID
}

func (p ledgerPeople) newItem(t *testing.T, ledgerID, name string, parentID *string) ledgerItem {
	t.Helper()
	var out struct{ CreateLedgerItem struct{ Item ledgerItem } }
	require.Empty(t, p.member.Client.GraphQL(createLedgerItemOp, map[string]any{"ledger": ledgerID, "name": name, "parent": parentID}, &out))
	return out.CreateLedgerItem.Item
}

func (p ledgerPeople) newStatus(t *testing.T, ledgerID, name string, groupID *string) string {
	t.Helper()
	var out struct {
		CreateLedgerStatus struct{ Status struct{ ID string } }
	}
	require.Empty(t, p.member.Client.GraphQL(createStatusOp, map[string]any{"ledger": ledgerID, "name": name, "group": groupID}, &out))
	return out.CreateLedgerStatus.Status.ID
}

// fieldError is the single error's code and field.
func fieldError(t *testing.T, errs []apitest.GraphQLError) (code, field string) {
	t.Helper()
	require.Len(t, errs, 1, "%+v", errs)
	code, _ = errs[0].Extensions["code"].(string)
	field, _ = errs[0].Extensions["field"].(string)
	return code, field
}

func TestLedgerIsItsOrganisations(t *testing.T) {
	t.Parallel()
	p := newLedgerPeople(t)
	ledgerID := p.newLedger(t, "Initiatives")

	var mine struct{ Ledgers []struct{ ID string } }
	require.Empty(t, p.owner.Client.GraphQL(`{ ledgers { id } }`, nil, &mine))
	require.Len(t, mine.Ledgers, 1, "the owner sees the member's ledger")
	var theirs struct{ Ledgers []struct{ ID string } }
	require.Empty(t, p.outsider.Client.GraphQL(`{ ledgers { id } }`, nil, &theirs))
	assert.Empty(t, theirs.Ledgers, "another organization's admin sees none")

	assert.Equal(t, "FORBIDDEN", code(t, p.outsider.Client.GraphQL(ledgerItemsOp, map[string]any{"id": ledgerID}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, p.outsider.Client.GraphQL(createLedgerItemOp, map[string]any{"ledger": ledgerID, "name": "Sneaky"}, nil)))
	assert.Equal(t, "FORBIDDEN", code(t, p.outsider.Client.GraphQL(createLedgerOp, map[string]any{"org": p.orgID, "name": "Not mine"}, nil)))
	assert.Equal(t, "UNAUTHENTICATED", code(t, p.env.Client(t).GraphQLAt("/u-gql", ledgerItemsOp, map[string]any{"id": ledgerID}, nil)))
	// The owner edits what the member made.
	root := p.newItem(t, ledgerID, "Root", nil)
	require.Empty(t, p.owner.Client.GraphQL(moveLedgerItemOp, map[string]any{"id": root.ID}, nil))
}

func TestLedgerTree(t *testing.T) {
	t.Parallel()
	p := newLedgerPeople(t)
	ledgerID := p.newLedger(t, "Tree")
	root := p.newItem(t, ledgerID, "Root", nil)
	child := p.newItem(t, ledgerID, "Child", &root.ID)
	grandchild := p.newItem(t, ledgerID, "Grandchild", &child.ID)
	other := p.newItem(t, p.newLedger(t, "Other"), "Elsewhere", nil)

	var out struct{ LedgerItems []ledgerItem }
	require.Empty(t, p.member.Client.GraphQL(ledgerItemsOp, map[string]any{"id": ledgerID}, &out))
	require.Len(t, out.LedgerItems, 3)
	assert.Equal(t, []string{child.ID}, out.LedgerItems[0].Children)
	assert.Equal(t, []string{grandchild.ID}, out.LedgerItems[1].Children)
	assert.Equal(t, child.ID, *out.LedgerItems[2].ParentID)
	assert.NotEmpty(t, out.LedgerItems[0].UID)

	for name, parent := range map[string]string{"itself": root.ID, "its grandchild": grandchild.ID} {
		c, field := fieldError(t, p.member.Client.GraphQL(moveLedgerItemOp, map[string]any{"id": root.ID, "parent": parent}, nil))
		assert.Equal(t, []string{"BAD_USER_INPUT", "parentId"}, []string{c, field}, "under %s", name)
	}
	c, field := fieldError(t, p.member.Client.GraphQL(createLedgerItemOp, map[string]any{"ledger": ledgerID, "name": "X", "parent": other.ID}, nil))
	assert.Equal(t, []string{"BAD_USER_INPUT", "parentId"}, []string{c, field}, "a parent of another ledger")

	var moved struct{ UpdateLedgerItem struct{ Item ledgerItem } }
	require.Empty(t, p.member.Client.GraphQL(moveLedgerItemOp, map[string]any{"id": grandchild.ID}, &moved))
	assert.Nil(t, moved.UpdateLedgerItem.Item.ParentID, "a null parent makes it top-level")

	require.Empty(t, p.member.Client.GraphQL(`mutation($id: ID!) { deleteLedgerItem(input: {id: $id}) { deletedId } }`, map[string]any{"id": root.ID}, nil))
	require.Empty(t, p.member.Client.GraphQL(ledgerItemsOp, map[string]any{"id": ledgerID}, &out))
	require.Len(t, out.LedgerItems, 1, "the subtree goes with its root")
	assert.Equal(t, grandchild.ID, out.LedgerItems[0].ID)
}

func TestLedgerStatusesJoinTheDefaultGroup(t *testing.T) {
	t.Parallel()
	p := newLedgerPeople(t)
	ledgerID := p.newLedger(t, "Board")
	p.newStatus(t, ledgerID, "Idea", nil)
	var group struct {
		CreateLedgerStatusGroup struct{ StatusGroup struct{ ID string } }
	}
	require.Empty(t, p.member.Client.GraphQL(`mutation($id: ID!) { createLedgerStatusGroup(input: {ledgerId: $id, name: "Doing"}) { statusGroup { id } } }`,
		map[string]any{"id": ledgerID}, &group))
	doing := group.CreateLedgerStatusGroup.StatusGroup.ID
	p.newStatus(t, ledgerID, "Building", &doing)

	var out struct {
		LedgerStatusGroups []struct {
			ID, Name string
			Statuses []struct{ Name string }
		}
	}
	require.Empty(t, p.member.Client.GraphQL(statusGroupsOp, map[string]any{"id": ledgerID}, &out))
	require.Len(t, out.LedgerStatusGroups, 2)
	assert.Equal(t, domain.DefaultStatusGroup, out.LedgerStatusGroups[0].Name, "every ledger starts with To-do (SPEC 9)")
	assert.Equal(t, []struct{ Name string }{{"Idea"}}, out.LedgerStatusGroups[0].Statuses)
	assert.Equal(t, []struct{ Name string }{{"Building"}}, out.LedgerStatusGroups[1].Statuses)

	c, field := fieldError(t, p.member.Client.GraphQL(createStatusOp, map[string]any{"ledger": ledgerID, "name": "Idea"}, nil))
	assert.Equal(t, []string{"CONFLICT", "name"}, []string{c, field}, "a status name is the ledger's once")
	otherGroup := out.LedgerStatusGroups[0].ID
	c, field = fieldError(t, p.member.Client.GraphQL(createStatusOp, map[string]any{"ledger": p.newLedger(t, "Other"), "name": "Misplaced", "group": otherGroup}, nil))
	assert.Equal(t, []string{"BAD_USER_INPUT", "statusGroupId"}, []string{c, field}, "a group of another ledger")
}

func TestLedgerPropertiesAreValidatedByType(t *testing.T) {
	t.Parallel()
	p := newLedgerPeople(t)
	ledgerID := p.newLedger(t, "Typed")
	item := p.newItem(t, ledgerID, "Drone delivery", nil)
	linked := p.newItem(t, ledgerID, "Battery swap", nil)
	status := p.newStatus(t, ledgerID, "Idea", nil)
	foreignStatus := p.newStatus(t, p.newLedger(t, "Other"), "Elsewhere", nil)
	var tag struct {
		CreateLedgerTag struct{ Tag struct{ ID, Color string } }
	}
	require.Empty(t, p.member.Client.GraphQL(`mutation($id: ID!) { createLedgerTag(input: {ledgerId: $id, name: "AI", color: "#1C7ED6"}) { tag { id color } } }`,
		map[string]any{"id": ledgerID}, &tag))
	assert.Equal(t, "#1c7ed6", tag.CreateLedgerTag.Tag.Color)
	c, field := fieldError(t, p.member.Client.GraphQL(`mutation($id: ID!) { createLedgerTag(input: {ledgerId: $id, name: "Red", color: "red"}) { tag { id } } }`,
		map[string]any{"id": ledgerID}, nil))
	assert.Equal(t, []string{"BAD_USER_INPUT", "color"}, []string{c, field})

	create := func(name, typ string, value map[string]any) (ledgerProperty, []apitest.GraphQLError) {
		var out struct {
			CreateLedgerProperty struct{ Property ledgerProperty }
		}
		errs := p.member.Client.GraphQL(createPropertyOp, map[string]any{"item": item.ID, "name": name, "type": typ, "value": value}, &out)
		return out.CreateLedgerProperty.Property, errs
	}
	refused := []struct {
		name, typ, field string
		value            map[string]any
	}{
		{"Budget", "NUMBER", "valueNumber", map[string]any{"valueNumber": "twelve"}},
		{"Budget", "NUMBER", "valueNumber", map[string]any{"valueNumber": "1e3"}},
		{"Budget", "NUMBER", "valueNumber", map[string]any{}},
		{"Budget", "NUMBER", "valueText", map[string]any{"valueNumber": "1", "valueText": "one"}},
		{"Stage", "STATUS", "valueStatusId", map[string]any{"valueStatusId": foreignStatus}},
		{"Stage", "STATUS", "valueStatusId", map[string]any{}},
		{"Labels", "TAGS", "valueTagIds", map[string]any{"valueTagIds": []string{"999999999"}}},
		{"Depends on", "LINK", "linkedItemId", map[string]any{"linkedItemId": item.ID}},
	}
	for _, r := range refused {
		_, errs := create(r.name, r.typ, r.value)
		c, field := fieldError(t, errs)
		assert.Equal(t, []string{"BAD_USER_INPUT", r.field}, []string{c, field}, "%s %v", r.typ, r.value)
	}

	budget, errs := create("Budget", "NUMBER", map[string]any{"valueNumber": " 12.50 "})
	require.Empty(t, errs)
	assert.Equal(t, "12.50", *budget.ValueNumber, "the decimal as written")
	stage, errs := create("Stage", "STATUS", map[string]any{"valueStatusId": status})
	require.Empty(t, errs)
	assert.Equal(t, "Idea", stage.ValueStatus.Name)
	labels, errs := create("Labels", "TAGS", map[string]any{"valueTagIds": []string{tag.CreateLedgerTag.Tag.ID, tag.CreateLedgerTag.Tag.ID}})
	require.Empty(t, errs)
	require.Len(t, labels.ValueTags, 1, "a tag is held once")
	dependsOn, errs := create("Depends on", "LINK", map[string]any{"linkedItemId": linked.ID})
	require.Empty(t, errs)
	assert.Equal(t, linked.ID, *dependsOn.LinkedItemID)
	assert.Equal(t, item.ID, dependsOn.LedgerItemID, "a link relates two items")

	_, errs = create("Budget", "NUMBER", map[string]any{"valueNumber": "3"})
	c, field = fieldError(t, errs)
	assert.Equal(t, []string{"CONFLICT", "name"}, []string{c, field}, "an item has one property of a name")
	var other struct {
		CreateLedgerProperty struct{ Property ledgerProperty }
	}
	c, field = fieldError(t, p.member.Client.GraphQL(createPropertyOp, map[string]any{"item": linked.ID, "name": "Budget", "type": "TEXT", "value": map[string]any{"valueText": "lots"}}, &other))
	assert.Equal(t, []string{"BAD_USER_INPUT", "propertyType"}, []string{c, field}, "a column has one type")

	var updated struct {
		UpdateLedgerProperty struct{ Property ledgerProperty }
	}
	c, field = fieldError(t, p.member.Client.GraphQL(updatePropertyOp, map[string]any{"id": budget.ID, "value": map[string]any{"valueNumber": "12,5"}}, nil))
	assert.Equal(t, []string{"BAD_USER_INPUT", "valueNumber"}, []string{c, field})
	require.Empty(t, p.member.Client.GraphQL(updatePropertyOp, map[string]any{"id": budget.ID, "value": map[string]any{"valueNumber": "-0.25"}}, &updated))
	assert.Equal(t, "-0.25", *updated.UpdateLedgerProperty.Property.ValueNumber)

	c, field = fieldError(t, p.member.Client.GraphQL(`mutation($id: ID!) { deleteLedgerStatus(input: {id: $id}) { deletedId } }`, map[string]any{"id": status}, nil))
	assert.Equal(t, []string{"CONFLICT", "id"}, []string{c, field}, "a status items hold stays")

	require.Empty(t, p.member.Client.GraphQL(`mutation($id: ID!) { deleteLedgerItem(input: {id: $id}) { deletedId } }`, map[string]any{"id": linked.ID}, nil))
	var props struct{ LedgerProperties []ledgerProperty }
	require.Empty(t, p.member.Client.GraphQL(`query($id: ID!) { ledgerProperties(ledgerItemId: $id) `+ledgerPropertyFields+` }`, map[string]any{"id": item.ID}, &props))
	var names []string
	for _, pr := range props.LedgerProperties {
		names = append(names, pr.Name)
	}
	assert.Equal(t, []string{"Budget", "Labels", "Stage"}, names, "a link goes with the item it points at")
}

func TestLedgerMoneyPropertiesHoldAnAmountAndACurrency(t *testing.T) {
	t.Parallel()
	p := newLedgerPeople(t)
	ledgerID := p.newLedger(t, "Budgets")
	item := p.newItem(t, ledgerID, "Solar roof", nil)
	create := func(name, typ string, value map[string]any) (ledgerProperty, []apitest.GraphQLError) {
		var out struct {
			CreateLedgerProperty struct{ Property ledgerProperty }
		}
		errs := p.member.Client.GraphQL(createPropertyOp, map[string]any{"item": item.ID, "name": name, "type": typ, "value": value}, &out)
		return out.CreateLedgerProperty.Property, errs
	}
	refused := []struct {
		typ, field string
		value      map[string]any
	}{
		{"MONEY", "valueCurrency", map[string]any{"valueNumber": "25000", "valueCurrency": "ABC"}},
		{"MONEY", "valueCurrency", map[string]any{"valueNumber": "25000", "valueCurrency": "XXX"}},
		{"MONEY", "valueCurrency", map[string]any{"valueNumber": "25000"}},
		{"MONEY", "valueNumber", map[string]any{"valueCurrency": "USD"}},
		{"MONEY", "valueNumber", map[string]any{"valueNumber": "25,000.00", "valueCurrency": "USD"}},
		{"MONEY", "valueNumber", map[string]any{"valueNumber": "12.505", "valueCurrency": "USD"}},
		{"MONEY", "valueText", map[string]any{"valueNumber": "1", "valueCurrency": "USD", "valueText": "one"}},
		{"NUMBER", "valueCurrency", map[string]any{"valueNumber": "1", "valueCurrency": "USD"}},
	}
	for _, r := range refused {
		_, errs := create("Budget", r.typ, r.value)
		c, field := fieldError(t, errs)
		assert.Equal(t, []string{"BAD_USER_INPUT", r.field}, []string{c, field}, "%s %v", r.typ, r.value)
	}

	budget, errs := create("Budget", "MONEY", map[string]any{"valueNumber": " 25000.00 ", "valueCurrency": "usd"})
	require.Empty(t, errs)
	assert.Equal(t, "MONEY", budget.PropertyType)
	assert.Equal(t, []string{"25000.00", "USD"}, []string{*budget.ValueNumber, *budget.ValueCurrency}, "the amount as written, the code in upper case")
	count, errs := create("Count", "NUMBER", map[string]any{"valueNumber": "3"})
	require.Empty(t, errs)
	assert.Nil(t, count.ValueCurrency, "a NUMBER has no currency")

	var updated struct {
		UpdateLedgerProperty struct{ Property ledgerProperty }
	}
	c, field := fieldError(t, p.member.Client.GraphQL(updatePropertyOp, map[string]any{"id": budget.ID, "value": map[string]any{"valueNumber": "10", "valueCurrency": "EURO"}}, nil))
	assert.Equal(t, []string{"BAD_USER_INPUT", "valueCurrency"}, []string{c, field})
	require.Empty(t, p.member.Client.GraphQL(updatePropertyOp, map[string]any{"id": budget.ID, "value": map[string]any{"valueNumber": "4800.5", "valueCurrency": "EUR"}}, &updated))
	assert.Equal(t, []string{"4800.5", "EUR"}, []string{*updated.UpdateLedgerProperty.Property.ValueNumber, *updated.UpdateLedgerProperty.Property.ValueCurrency})

	// The database holds the rule for writes that skip the API too.
	for _, row := range []struct{ typ, currency any }{{"MONEY", nil}, {"NUMBER", "USD"}, {"MONEY", "usd"}} {
		_, err := p.env.Store.Pool().Exec(t.Context(), `INSERT INTO ledger_properties (ledger_id, ledger_item_id, name, property_type, value_number, value_currency)
			VALUES ($1, $2, 'Raw', $3, 1, $4)`, intID(ledgerID), intID(item.ID), row.typ, row.currency)
		var pgErr *pgconn.PgError
		require.ErrorAs(t, err, &pgErr, "%v", row)
		assert.Equal(t, "23514", pgErr.Code, "%v", row)
	}
}
