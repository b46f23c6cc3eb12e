package store

import (
	"context"
	"encoding/json"
	"time"
)

// AccountData is what Hackforge holds about a person, as their download
// shows it: each userTables key with its rows, secrets left out.
type AccountData struct {
	ExportedAt time.Time                  `json:"exported_at"`
	Data       map[string]json.RawMessage `json:"data"`
}

// AccountData reads everything the product holds about the user, in one
// transaction so that the parts agree.
func (s *Store) AccountData(ctx context.Context, userID int64) (AccountData, error) {
	out := AccountData{ExportedAt: time.Now().UTC(), Data: map[string]json.RawMessage{}}
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		for _, t := range userTables {
			if t.rows == "" {
				continue
			}
			var rows json.RawMessage
			err := tx.conn.QueryRow(ctx, "SELECT coalesce(jsonb_agg(to_jsonb(t) - $2::text[]), '[]') FROM ("+t.rows+") t",
				userID, secretColumns).Scan(&rows)
			if err != nil {
				return err
			}
			out.Data[t.key] = rows
		}
		return nil
	})
	return out, err
}
