package graph

import (
	"encoding/base64"
	"math"
	"strconv"
	"strings"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
)

// Page sizes (SPEC 9: 10 by default).
const (
	defaultPageSize = 10
	maxPageSize     = 100
	// maxOffset keeps offset+limit within the store's int32 parameters.
	maxOffset = math.MaxInt32 - maxPageSize
)

// PageWindow turns first/after into a limit and offset. Cursors are opaque
// offsets ("offset:20", base64).
func PageWindow(first *int, after *string) (limit, offset int, err error) {
	limit = defaultPageSize
	if first != nil {
		limit = *first
	}
	if limit < 1 || limit > maxPageSize {
		return 0, 0, domain.Invalid("first", "Ask for between 1 and 100 items.")
	}
	if after != nil && *after != "" {
		raw, decodeErr := base64.RawURLEncoding.DecodeString(*after)
		n, parseErr := strconv.Atoi(strings.TrimPrefix(string(raw), "offset:"))
		if decodeErr != nil || parseErr != nil || n < 0 || n > maxOffset || !strings.HasPrefix(string(raw), "offset:") {
			return 0, 0, domain.Invalid("after", "This cursor is not valid.")
		}
		offset = n
	}
	return limit, offset, nil
}

// pageInfo says whether items follow a page of n items at offset of total.
func pageInfo(offset, n, total int) *model.PageInfo {
	end := base64.RawURLEncoding.EncodeToString([]byte("offset:" + strconv.Itoa(offset+n)))
	return &model.PageInfo{HasNextPage: offset+n < total, EndCursor: &end}
}
