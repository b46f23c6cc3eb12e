package graph

import (
	"strings"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
)

// maxSearchLength bounds discover's search text.
const maxSearchLength = 200

// discoverSearch checks discover's input: a search of at most 200
// characters, and a date range whose end is not before its start.
func discoverSearch(input *model.DiscoverInput) (domain.DiscoverSearch, error) {
	var q domain.DiscoverSearch
	if input == nil {
		return q, nil
	}
	var errs validate.Errors
	q.Text = strings.TrimSpace(deref(input.Search))
	errs.MaxLength("search", q.Text, maxSearchLength)
	if input.From != nil && input.To != nil && input.To.Before(*input.From) {
		errs.Add("to", "The end of the date range must not be before its start.")
	}
	q.From, q.To = input.From, input.To
	if input.Phase != nil {
		q.Phase = *input.Phase
	}
	if input.Status != nil {
		q.Status = *input.Status
	}
	if input.OrganizationID != nil {
		q.OrganizationID = *input.OrganizationID
	}
	if input.Sort != nil {
		q.Sort = *input.Sort
	}
	return q, errs.Err()
}
