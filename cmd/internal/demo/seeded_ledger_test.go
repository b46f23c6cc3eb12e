package demo_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/cmd/internal/demo"
	"github.com/hackforge/hackforge/domain"
)

// After demo_test.go (files run in name order), whose test must seed first.
func TestSeedFillsTheInnovationLedger(t *testing.T) {
	ctx := t.Context()
	st := seededStore(t)

	manager, err := st.UserByEmail(ctx, "organiser@hackforge.local")
	require.NoError(t, err)
	ledgers, err := st.LedgersOfUser(ctx, manager.ID, nil)
	require.NoError(t, err)
	require.Len(t, ledgers, 1, "the demo organisation's ledger, seeded once")
	assert.Equal(t, demo.LedgerName, ledgers[0].Name)

	groups, err := st.LedgerStatusGroups(ctx, ledgers[0].ID)
	require.NoError(t, err)
	require.Len(t, groups, 3)
	assert.Equal(t, domain.DefaultStatusGroup, groups[0].Name)
	for _, g := range groups {
		assert.NotEmpty(t, g.Statuses, "statuses in %s", g.Name)
	}
	tags, err := st.LedgerTags(ctx, ledgers[0].ID)
	require.NoError(t, err)
	assert.Len(t, tags, 3)

	items, err := st.LedgerItems(ctx, ledgers[0].ID)
	require.NoError(t, err)
	var roots, withChildren int
	types := map[domain.LedgerPropertyType]bool{}
	budgets := map[string]string{}
	for _, it := range items {
		if it.ParentID == nil {
			roots++
		}
		if len(it.Children) > 0 {
			withChildren++
		}
		for _, p := range it.Properties {
			types[p.PropertyType] = true
			if p.Name == "Budget" {
				budgets[it.Name] = *p.Number() + " " + *p.Currency()
			}
		}
	}
	assert.Equal(t, 3, roots)
	assert.Equal(t, 2, withChildren, "a small tree")
	assert.Len(t, types, 4, "stages, tags, budgets and a link")
	assert.True(t, types[domain.PropertyMoney], "budgets are money")
	assert.Equal(t, "25000.00 USD", budgets["Last-mile delivery"])
	assert.Equal(t, "4800.50 EUR", budgets["Cargo bikes in the city centre"])

	outsider, err := st.UserByEmail(ctx, "outsider@hackforge.local")
	require.NoError(t, err)
	theirs, err := st.LedgersOfUser(ctx, outsider.ID, nil)
	require.NoError(t, err)
	assert.Empty(t, theirs, "another organisation's people see none")
}
