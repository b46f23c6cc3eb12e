package graph

import (
	"fmt"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/graph/scalar"
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

// DiscoverSearchOf reads discoverHackathons' input argument as the executor
// is given it (raw values: strings, numbers, nil), for discover's answer
// cache. ok is false for anything the executor or discoverSearch would
// refuse: the operation then runs and reports it itself.
func DiscoverSearchOf(raw any) (q domain.DiscoverSearch, ok bool) {
	if raw == nil {
		return q, true
	}
	fields, isObject := raw.(map[string]any)
	if !isObject {
		return q, false
	}
	var input model.DiscoverInput
	for name, value := range fields {
		if value == nil {
			continue
		}
		if !readDiscoverField(&input, name, value) {
			return q, false
		}
	}
	q, err := discoverSearch(&input)
	return q, err == nil
}

// readDiscoverField sets one field of the input from its raw value.
func readDiscoverField(input *model.DiscoverInput, name string, value any) bool {
	var err error
	switch name {
	case "search":
		var text string
		text, err = scalar.UnmarshalString(value)
		input.Search = &text
	case "from", "to":
		var at time.Time
		at, err = scalar.UnmarshalTime(value)
		if name == "from" {
			input.From = &at
		} else {
			input.To = &at
		}
	case "organizationId":
		var id int64
		id, err = scalar.UnmarshalInt64ID(value)
		input.OrganizationID = &id
	case "phase":
		phase := domain.Phase(fmt.Sprint(value))
		input.Phase = &phase
		return phase.Valid()
	case "status":
		status := domain.HackathonStatus(fmt.Sprint(value))
		input.Status = &status
		return status.Valid()
	case "sort":
		sort := domain.DiscoverSort(fmt.Sprint(value))
		input.Sort = &sort
		return sort.Valid()
	default:
		return false
	}
	return err == nil
}
