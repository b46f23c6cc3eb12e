package store

import (
	"context"
	"encoding/json"
	"errors"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// Idea is an idea with its like count, whether the reader liked it, and its
// approval (ApprovalID 0 when its hackathon did not ask for one).
type Idea struct {
	record.Idea
	Likes         int
	LikedByMe     bool
	ApprovalID    int64
	ApprovalState domain.ApprovalState
}

// IdeaQuery is one page of a hackathon's ideas, as ViewerID sees them;
// CreatedBy and State nil leave those filters off.
type IdeaQuery struct {
	HackathonID, ViewerID int64
	Search                string
	CreatedBy             *int64
	State                 *domain.ApprovalState
	// VisibleTo: the reader who does not run the hackathon sees approved
	// ideas, those without approval, and their own; nil: every idea.
	VisibleTo     *int64
	Order         domain.IdeaOrder
	Limit, Offset int
}

// Ideas reads one page of a hackathon's ideas and how many match in all.
func (s *Store) Ideas(ctx context.Context, q IdeaQuery) ([]Idea, int, error) {
	params := db.ListIdeasParams{
		ViewerID: q.ViewerID, HackathonID: q.HackathonID, Search: likeEscape(q.Search), CreatedBy: q.CreatedBy, VisibleTo: q.VisibleTo,
		MostLiked: q.Order == domain.IdeasMostLiked, Lim: int32(q.Limit), Off: int32(q.Offset),
	}
	if q.State != nil {
		st := string(*q.State)
		params.State = &st
	}
	rows, err := s.q.ListIdeas(ctx, params)
	if err != nil {
		return nil, 0, err
	}
	out := make([]Idea, len(rows))
	total := 0
	for i, r := range rows {
		out[i] = Idea{Idea: r.Idea, Likes: int(r.LikeCount), LikedByMe: r.LikedByMe, ApprovalID: r.ApprovalID, ApprovalState: domain.ApprovalState(r.ApprovalState)}
		total = int(r.TotalCount)
	}
	if len(rows) == 0 && q.Offset > 0 {
		first := q
		first.Limit, first.Offset = 1, 0
		_, total, err = s.Ideas(ctx, first)
	}
	return out, total, err
}

// Idea reads one idea as viewerID sees it.
func (s *Store) Idea(ctx context.Context, id, viewerID int64) (Idea, error) {
	r, err := s.q.GetIdea(ctx, db.GetIdeaParams{ID: id, ViewerID: viewerID})
	if err != nil {
		return Idea{}, notFound(err)
	}
	return Idea{Idea: r.Idea, Likes: int(r.LikeCount), LikedByMe: r.LikedByMe, ApprovalID: r.ApprovalID, ApprovalState: domain.ApprovalState(r.ApprovalState)}, nil
}

// IdeaApproval is an idea and its approval, as created.
type IdeaApproval struct {
	Idea       record.Idea
	ApprovalID int64
}

// NewIdea is an idea to create; WithApproval opens its approval as PENDING.
type NewIdea struct {
	HackathonID                          int64
	Name, Description, DetailDescription string
	CreatedBy                            int64
	WithApproval                         bool
	// ApprovalStart is the approval's workflow, written with it.
	ApprovalStart StartOf[IdeaApproval]
}

// CreateIdea writes an idea and, when asked, its PENDING approval with the
// creator's submission as the first state update, in one transaction.
func (s *Store) CreateIdea(ctx context.Context, n NewIdea) (record.Idea, *record.Approval, error) {
	var idea record.Idea
	var approval *record.Approval
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		idea, err = tx.q.CreateIdea(ctx, db.CreateIdeaParams{
			HackathonID: n.HackathonID, Name: n.Name, Description: n.Description,
			DetailDescription: n.DetailDescription, CreatedBy: &n.CreatedBy,
		})
		if err != nil || !n.WithApproval {
			return err
		}
		a, err := tx.q.CreateApproval(ctx, idea.ID)
		if err != nil {
			return err
		}
		approval = &a
		_, err = tx.q.AddApprovalStateUpdate(ctx, db.AddApprovalStateUpdateParams{
			ApprovalID: a.ID, NewState: domain.ApprovalPending, Comment: "", CreatedBy: &n.CreatedBy,
		})
		if err != nil {
			return err
		}
		return writeStartOf(ctx, tx, n.ApprovalStart, IdeaApproval{Idea: idea, ApprovalID: a.ID})
	})
	return idea, approval, err
}

// IdeaChanges edits an idea; nil leaves a field as it is.
type IdeaChanges struct {
	ID                                   int64
	Name, Description, DetailDescription *string
}

// UpdateIdea changes an idea.
func (s *Store) UpdateIdea(ctx context.Context, c IdeaChanges) (record.Idea, error) {
	i, err := s.q.UpdateIdea(ctx, db.UpdateIdeaParams{ID: c.ID, Name: c.Name, Description: c.Description, DetailDescription: c.DetailDescription})
	return i, notFound(err)
}

// DeleteIdea removes an idea with its likes, approval and AI feedback.
func (s *Store) DeleteIdea(ctx context.Context, id int64) error {
	n, err := s.q.DeleteIdea(ctx, id)
	if err == nil && n == 0 {
		return domain.ErrNotFound
	}
	return err
}

// LikeIdea records userID's like; liking twice keeps the first.
func (s *Store) LikeIdea(ctx context.Context, ideaID, userID int64) (record.IdeaLike, error) {
	return s.q.LikeIdea(ctx, db.LikeIdeaParams{IdeaID: ideaID, CreatedBy: userID})
}

// UnlikeIdea removes userID's like, if any.
func (s *Store) UnlikeIdea(ctx context.Context, ideaID, userID int64) error {
	_, err := s.q.UnlikeIdea(ctx, db.UnlikeIdeaParams{IdeaID: ideaID, CreatedBy: userID})
	return err
}

// TeamsOfIdea lists the teams working on an idea.
func (s *Store) TeamsOfIdea(ctx context.Context, ideaID int64) ([]record.IdeaTeam, error) {
	return s.q.TeamsOfIdea(ctx, &ideaID)
}

// Approval reads one approval.
func (s *Store) Approval(ctx context.Context, id int64) (record.Approval, error) {
	a, err := s.q.GetApproval(ctx, id)
	return a, notFound(err)
}

// ApprovalOfIdea reads an idea's approval.
func (s *Store) ApprovalOfIdea(ctx context.Context, ideaID int64) (record.Approval, error) {
	a, err := s.q.GetApprovalOfIdea(ctx, ideaID)
	return a, notFound(err)
}

// ApprovalStateUpdates is an approval's history, oldest first.
func (s *Store) ApprovalStateUpdates(ctx context.Context, approvalID int64) ([]record.ApprovalStateUpdate, error) {
	return s.q.ListApprovalStateUpdates(ctx, approvalID)
}

// ApprovalChange moves an approval from From to To, recording who and why.
type ApprovalChange struct {
	ApprovalID int64
	From, To   domain.ApprovalState
	Comment    string
	By         int64
}

// ChangeApprovalState applies the change with its history row in one
// transaction; domain.Conflict when the approval is no longer in From.
func (s *Store) ChangeApprovalState(ctx context.Context, c ApprovalChange) (record.Approval, error) {
	var a record.Approval
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		a, err = tx.q.SetApprovalState(ctx, db.SetApprovalStateParams{ID: c.ApprovalID, OldState: string(c.From), NewState: string(c.To)})
		if err != nil {
			if errors.Is(notFound(err), domain.ErrNotFound) {
				return domain.Conflict("newState", "The approval is no longer %s.", c.From.DisplayName())
			}
			return err
		}
		_, err = tx.q.AddApprovalStateUpdate(ctx, db.AddApprovalStateUpdateParams{ApprovalID: a.ID, NewState: c.To, Comment: c.Comment, CreatedBy: &c.By})
		return err
	})
	return a, err
}

// PendingApprovalCount counts a hackathon's ideas waiting for approval.
func (s *Store) PendingApprovalCount(ctx context.Context, hackathonID int64) (int, error) {
	n, err := s.q.CountPendingApprovals(ctx, hackathonID)
	return int(n), err
}

// AIServices lists the AI services, or the one named name.
func (s *Store) AIServices(ctx context.Context, name string) ([]record.AiService, error) {
	return s.q.ListAIServices(ctx, name)
}

// AIService reads one AI service.
func (s *Store) AIService(ctx context.Context, id int64) (record.AiService, error) {
	a, err := s.q.GetAIService(ctx, id)
	return a, notFound(err)
}

// NewAIQuery is a request for feedback on an idea.
type NewAIQuery struct {
	ServiceID, IdeaID, CreatedBy int64
	RequestData                  json.RawMessage
	// Start is the query's workflow, written with it.
	Start StartOf[record.AiQuery]
}

// AIQuota bounds the requests for feedback within a window: per user and
// per idea.
type AIQuota struct {
	PerUser, PerIdea int
	Window           time.Duration
}

// CreateAIQuery records a request for feedback within the quota. The
// user's and the idea's requests are counted under their locks, so that
// requests sent at once are counted one after another; over the quota is
// Invalid on requestData.
func (s *Store) CreateAIQuery(ctx context.Context, n NewAIQuery, quota AIQuota) (record.AiQuery, error) {
	data := n.RequestData
	if len(data) == 0 {
		data = json.RawMessage("{}")
	}
	var q record.AiQuery
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if err := tx.lockKey(ctx, "ai-quota-user:%d", n.CreatedBy); err != nil {
			return err
		}
		if err := tx.lockKey(ctx, "ai-quota-idea:%d", n.IdeaID); err != nil {
			return err
		}
		recent, err := tx.q.CountRecentAIQueries(ctx, db.CountRecentAIQueriesParams{UserID: &n.CreatedBy, IdeaID: n.IdeaID, Since: time.Now().Add(-quota.Window)})
		switch {
		case err != nil:
			return err
		case int(recent.ByUser) >= quota.PerUser:
			return domain.Invalid("requestData", "You asked for feedback %d times this hour; try again later.", recent.ByUser)
		case int(recent.OfIdea) >= quota.PerIdea:
			return domain.Invalid("requestData", "This idea had %d feedback requests this hour; read those first.", recent.OfIdea)
		}
		q, err = tx.q.CreateAIQuery(ctx, db.CreateAIQueryParams{ServiceID: n.ServiceID, IdeaID: n.IdeaID, CreatedBy: &n.CreatedBy, RequestData: data})
		if err != nil {
			return err
		}
		return writeStartOf(ctx, tx, n.Start, q)
	})
	return q, err
}

// AIQuery reads one request for feedback.
func (s *Store) AIQuery(ctx context.Context, id int64) (record.AiQuery, error) {
	q, err := s.q.GetAIQuery(ctx, id)
	return q, notFound(err)
}

// AIQueryByUID reads one request for feedback by its uid.
func (s *Store) AIQueryByUID(ctx context.Context, uid string) (record.AiQuery, error) {
	q, err := s.q.GetAIQueryByUID(ctx, uid)
	return q, notFound(err)
}

// AIQueriesOfIdea lists an idea's feedback requests, newest first (50 at most).
func (s *Store) AIQueriesOfIdea(ctx context.Context, ideaID int64) ([]record.AiQuery, error) {
	return s.q.ListAIQueriesOfIdea(ctx, ideaID)
}

// FinishAIQuery records a request's outcome once; found is false when it is
// gone or already finished.
func (s *Store) FinishAIQuery(ctx context.Context, uid, response string, errored bool) (found bool, err error) {
	_, err = s.q.FinishAIQuery(ctx, db.FinishAIQueryParams{Uid: uid, Response: &response, Errored: errored})
	if errors.Is(notFound(err), domain.ErrNotFound) {
		return false, nil
	}
	return err == nil, err
}
