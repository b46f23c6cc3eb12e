// Package live pushes leaderboards to the clients watching them: one Hub per
// process listens to Postgres' 'leaderboard' channel (the scores table's
// trigger, migration 000021), renders a competition's board once per change
// and hands that same board to every watcher of the competition, so that the
// database works once per change however many watch.
package live

import (
	"context"
	"log/slog"
	"strconv"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"

	"github.com/hackforge/hackforge/store"
)

// Board is a competition's ranked totals at one moment, shared read-only by
// every watcher.
type Board struct {
	CompetitionID int64
	Rows          []store.LeaderboardRow
	// LastScoreID is the newest score entry counted (0 before any).
	LastScoreID int64
	RenderedAt  time.Time
	byUser      map[int64]int // user id -> index in Rows
}

// RowOfUser is the place of the participant who is this user, if they hold
// a score.
func (b *Board) RowOfUser(userID int64) (store.LeaderboardRow, bool) {
	i, ok := b.byUser[userID]
	if !ok {
		return store.LeaderboardRow{}, false
	}
	return b.Rows[i], true
}

// Leaderboard is a board as one caller sees it (the GraphQL Leaderboard):
// the shared board, and who is asking (for myRank).
type Leaderboard struct {
	ID    int64 // the competition's
	Board *Board
	// The competition as the list that holds this board read it; nil when
	// the board came alone and the competition is read on demand.
	Competition *store.Competition
	UserID      int64
}

// Render reads the competition's board from the store.
func Render(ctx context.Context, st *store.Store, competitionID int64) (*Board, error) {
	last, rows, err := st.LeaderboardNow(ctx, competitionID)
	if err != nil {
		return nil, err
	}
	b := &Board{CompetitionID: competitionID, Rows: rows, LastScoreID: last, RenderedAt: time.Now(), byUser: make(map[int64]int, len(rows))}
	for i, r := range rows {
		b.byUser[r.UserID] = i
	}
	return b, nil
}

// Hub fans leaderboard changes out to watchers. The zero value is not
// usable; NewHub makes one. It connects to Postgres when the first watcher
// arrives.
type Hub struct {
	st     *store.Store
	start  sync.Once
	mu     sync.Mutex
	topics map[int64]*topic
	// Renders counts the boards rendered (tests and the benchmark check
	// that watchers share them).
	renders int64
	// ready closes once the hub LISTENs.
	ready     chan struct{}
	readyOnce sync.Once
}

// topic is one competition's watchers and its render loop.
type topic struct {
	watchers map[chan *Board]struct{}
	dirty    chan struct{} // capacity 1: changes arriving during a render coalesce
	latest   *Board
	stop     context.CancelFunc
}

// NewHub makes the process's hub over the store.
func NewHub(st *store.Store) *Hub {
	return &Hub{st: st, topics: map[int64]*topic{}, ready: make(chan struct{})}
}

// Renders is how many boards the hub has rendered.
func (h *Hub) Renders() int64 {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.renders
}

// Watch delivers the competition's board now and after every change until
// ctx ends, when the channel closes. A slow watcher skips to the latest
// board rather than queueing stale ones.
func (h *Hub) Watch(ctx context.Context, competitionID int64) <-chan *Board {
	h.start.Do(func() { go h.listen(context.Background()) }) //nolint:contextcheck // one listener for the process, not the first watcher's
	// A change made before the hub listens would go unseen.
	select {
	case <-h.ready:
	case <-ctx.Done():
	case <-time.After(5 * time.Second):
	}
	ch := make(chan *Board, 1)
	h.mu.Lock()
	t, ok := h.topics[competitionID]
	if !ok {
		tctx, cancel := context.WithCancel(context.Background())
		t = &topic{watchers: map[chan *Board]struct{}{}, dirty: make(chan struct{}, 1), stop: cancel}
		h.topics[competitionID] = t
		t.dirty <- struct{}{} // the first render
		//nolint:contextcheck // the topic outlives this watcher; the last one leaving stops it
		go h.render(tctx, competitionID, t)
	}
	t.watchers[ch] = struct{}{}
	if t.latest != nil {
		ch <- t.latest
	}
	h.mu.Unlock()

	go func() {
		<-ctx.Done()
		h.mu.Lock()
		delete(t.watchers, ch)
		close(ch)
		if len(t.watchers) == 0 && h.topics[competitionID] == t {
			delete(h.topics, competitionID)
			t.stop()
		}
		h.mu.Unlock()
	}()
	return ch
}

// render renders the topic's board after each change and hands it to the
// watchers.
func (h *Hub) render(ctx context.Context, competitionID int64, t *topic) {
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.dirty:
		}
		b, err := Render(ctx, h.st, competitionID)
		if err != nil {
			if ctx.Err() == nil {
				slog.Error("render a leaderboard", "competition", competitionID, "err", err)
			}
			continue
		}
		h.mu.Lock()
		h.renders++
		t.latest = b
		for w := range t.watchers {
			select {
			case w <- b:
			default: // replace the board the watcher has not taken yet
				select {
				case <-w:
				default:
				}
				w <- b
			}
		}
		h.mu.Unlock()
	}
}

// Changed marks the competition's board as changed (what a notification
// does).
func (h *Hub) Changed(competitionID int64) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if t, ok := h.topics[competitionID]; ok {
		poke(t)
	}
}

func poke(t *topic) {
	select {
	case t.dirty <- struct{}{}:
	default:
	}
}

// listen holds one connection LISTENing to 'leaderboard' for the process's
// life, reconnecting after a failure; every watched board is rendered again
// after a reconnection, in case a change went by meanwhile.
func (h *Hub) listen(ctx context.Context) {
	for ctx.Err() == nil {
		err := h.listenOnce(ctx)
		if ctx.Err() != nil {
			return
		}
		slog.Error("leaderboard notifications", "err", err)
		time.Sleep(time.Second)
		h.mu.Lock()
		for _, t := range h.topics {
			poke(t)
		}
		h.mu.Unlock()
	}
}

func (h *Hub) listenOnce(ctx context.Context) error {
	conn, err := pgx.ConnectConfig(ctx, h.st.Pool().Config().ConnConfig.Copy())
	if err != nil {
		return err
	}
	defer conn.Close(context.WithoutCancel(ctx))
	if _, err := conn.Exec(ctx, "LISTEN leaderboard"); err != nil {
		return err
	}
	h.readyOnce.Do(func() { close(h.ready) })
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		if id, err := strconv.ParseInt(n.Payload, 10, 64); err == nil {
			h.Changed(id)
		}
	}
}
