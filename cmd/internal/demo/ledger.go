package demo

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// LedgerName is the demo organisation's innovation ledger.
const LedgerName = "Green logistics initiatives"

// demoStatusGroups: the board's groups and their statuses, in order; the
// first is the default group every ledger starts with.
var demoStatusGroups = []struct {
	name     string
	statuses []string
}{
	{domain.DefaultStatusGroup, []string{"Idea", "Assessing"}},
	{"Doing", []string{"Piloting"}},
	{"Done", []string{"Scaled", "Stopped"}},
}

var demoTags = []store.LedgerTagFields{
	{Name: "AI", Color: "#7048e8"},
	{Name: "Sustainability", Color: "#2f9e44"},
	{Name: "Quick win", Color: "#f08c00"},
}

// demoInitiative is an item of the tree with its stage (status), tags, an
// optional budget (an amount and its currency) and an optional item it
// depends on (by name).
type demoInitiative struct {
	name, description, parent, stage string
	tags                             []string
	budget, currency, dependsOn      string
}

var demoInitiatives = []demoInitiative{
	{name: "Last-mile delivery", description: "Cheaper, cleaner deliveries to the door.", stage: "Piloting", tags: []string{"Sustainability"}, budget: "25000.00", currency: "USD"},
	{name: "Drone drop points", description: "Lockers on rooftops served by drones.", parent: "Last-mile delivery", stage: "Idea", tags: []string{"AI"}},
	{name: "Cargo bikes in the city centre", parent: "Last-mile delivery", stage: "Piloting", tags: []string{"Sustainability", "Quick win"}, budget: "4800.50", currency: "EUR"},
	{name: "Warehouse energy", description: "Run the warehouses on their own power.", stage: "Assessing", tags: []string{"Sustainability"}},
	{name: "Battery storage", parent: "Warehouse energy", stage: "Assessing"},
	{name: "Solar roof", parent: "Warehouse energy", stage: "Scaled", budget: "120000", currency: "USD", dependsOn: "Battery storage"},
	{name: "Route optimisation with ML", description: "Plan the vans' rounds from live traffic.", stage: "Idea", tags: []string{"AI", "Quick win"}},
}

// seedLedger gives the demo organisation a ledger: a small tree of
// initiatives with stages in three status groups, tags, budgets and a link.
func seedLedger(ctx context.Context, st *store.Store, orgID, creatorID int64) error {
	l, err := st.CreateLedger(ctx, orgID, creatorID, LedgerName, "Where the logistics teams track their ideas from first thought to scale.")
	if err != nil {
		return err
	}
	statuses := map[string]int64{}
	for i, g := range demoStatusGroups {
		var groupID *int64
		if i > 0 {
			group, err := st.CreateLedgerStatusGroup(ctx, l.ID, g.name)
			if err != nil {
				return err
			}
			groupID = &group.ID
		}
		for _, name := range g.statuses {
			s, err := st.CreateLedgerStatus(ctx, l.ID, groupID, name)
			if err != nil {
				return err
			}
			statuses[name] = s.ID
		}
	}
	tags := map[string]int64{}
	for _, t := range demoTags {
		tag, err := st.CreateLedgerTag(ctx, l.ID, t)
		if err != nil {
			return err
		}
		tags[t.Name] = tag.ID
	}
	items := map[string]record.LedgerItem{}
	for _, d := range demoInitiatives {
		f := store.LedgerItemFields{Name: d.name, Description: d.description}
		if d.parent != "" {
			parentID := items[d.parent].ID
			f.ParentID = &parentID
		}
		it, err := st.CreateLedgerItem(ctx, l.ID, f)
		if err != nil {
			return err
		}
		items[d.name] = it.LedgerItem
	}
	for _, d := range demoInitiatives {
		if err := seedInitiativeProperties(ctx, st, items, d, statuses[d.stage], tags); err != nil {
			return err
		}
	}
	return nil
}

func seedInitiativeProperties(ctx context.Context, st *store.Store, items map[string]record.LedgerItem, d demoInitiative, statusID int64, tags map[string]int64) error {
	item := items[d.name]
	type property struct {
		name string
		typ  domain.LedgerPropertyType
		v    store.PropertyValue
	}
	props := []property{{"Stage", domain.PropertyStatus, store.PropertyValue{StatusID: &statusID}}}
	if len(d.tags) > 0 {
		var ids []int64
		for _, t := range d.tags {
			ids = append(ids, tags[t])
		}
		props = append(props, property{"Tags", domain.PropertyTags, store.PropertyValue{TagIDs: ids}})
	}
	if d.budget != "" {
		props = append(props, property{"Budget", domain.PropertyMoney, store.PropertyValue{Number: &d.budget, Currency: &d.currency}})
	}
	if d.dependsOn != "" {
		linkedID := items[d.dependsOn].ID
		props = append(props, property{"Depends on", domain.PropertyLink, store.PropertyValue{LinkedItemID: &linkedID}})
	}
	for _, p := range props {
		if _, err := st.CreateLedgerProperty(ctx, item, p.name, p.typ, p.v); err != nil {
			return err
		}
	}
	return nil
}
