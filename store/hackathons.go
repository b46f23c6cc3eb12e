package store

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// NewHackathon is a hackathon to create.
type NewHackathon struct {
	Name                                string
	Description                         string
	DetailDescription                   string
	StartDatetime                       time.Time
	EndDatetime                         time.Time
	TimeZone                            string
	AllowedParticipants                 domain.AllowedParticipants
	MaxTeamSize                         int32
	OrganizationID                      int64
	CreatorID                           int64
	HasGameification                    bool
	HasJudges                           bool
	HasPrizes                           bool
	HasMentors                          bool
	HasTalents                          bool
	HasPopularVote                      bool
	HasPitches                          bool
	HasVolunteers                       bool
	HasResources                        bool
	HasGoals                            bool
	HasKickoffSession                   bool
	HasClosingSession                   bool
	ManagementTeamVisible               bool
	IdeasRequired                       bool
	IdeasRequireApproval                bool
	IdeasThroughoutHacking              bool
	ShowTeams                           bool
	CanRegisterOutsideRegistrationPhase bool
	RequireTermsAcceptance              bool
}

// HackathonChanges holds an update; nil fields keep their value.
type HackathonChanges struct {
	Name                                *string
	Description                         *string
	DetailDescription                   *string
	StartDatetime                       *time.Time
	EndDatetime                         *time.Time
	TimeZone                            *string
	AllowedParticipants                 *string
	MaxTeamSize                         *int32
	HasJudges                           *bool
	HasPrizes                           *bool
	HasMentors                          *bool
	HasTalents                          *bool
	HasPopularVote                      *bool
	HasPitches                          *bool
	HasVolunteers                       *bool
	HasResources                        *bool
	HasGoals                            *bool
	HasKickoffSession                   *bool
	HasClosingSession                   *bool
	ManagementTeamVisible               *bool
	IdeasRequired                       *bool
	IdeasRequireApproval                *bool
	IdeasThroughoutHacking              *bool
	ShowTeams                           *bool
	CanRegisterOutsideRegistrationPhase *bool
	RequireTermsAcceptance              *bool
	AllowLateSubmissions                *bool
	ID                                  int64
}

// CreateHackathon stores a hackathon, scheduling HACKING at its start and
// JUDGING at its end, so a new hackathon runs on its dates until its
// organizers plan otherwise, with the kickoff and closing sessions its flags
// ask for.
func (s *Store) CreateHackathon(ctx context.Context, h NewHackathon) (record.Hackathon, error) {
	var created record.Hackathon
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		if created, err = tx.q.CreateHackathon(ctx, db.CreateHackathonParams(h)); err != nil {
			if violates(err, "hackathons_organization_id_fkey") { // deleted meanwhile (DeleteOrganization)
				return domain.Invalid("organizationId", "This organization does not exist.")
			}
			return err
		}
		for phase, at := range map[domain.Phase]time.Time{domain.PhaseHacking: h.StartDatetime, domain.PhaseJudging: h.EndDatetime} {
			if err := tx.q.UpsertPhaseStart(ctx, db.UpsertPhaseStartParams{HackathonID: created.ID, Phase: phase, StartsAt: at}); err != nil {
				return err
			}
		}
		return tx.syncFlaggedSessions(ctx, created)
	})
	return created, err
}

// UpdateHackathon applies the non-nil changes; a kickoff or closing flag
// switched on adds its session, switched off removes it.
func (s *Store) UpdateHackathon(ctx context.Context, c HackathonChanges) (record.Hackathon, error) {
	var h record.Hackathon
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		var err error
		if h, err = tx.q.UpdateHackathon(ctx, db.UpdateHackathonParams(c)); err != nil {
			return notFound(err)
		}
		return tx.syncFlaggedSessions(ctx, h)
	})
	return h, err
}

// Hackathon looks a hackathon up by id.
func (s *Store) Hackathon(ctx context.Context, id int64) (record.Hackathon, error) {
	h, err := s.q.GetHackathon(ctx, id)
	return h, notFound(err)
}

// SitemapHackathon is a PUBLIC hackathon as the sitemap lists it.
type SitemapHackathon struct {
	ID        int64
	UpdatedAt time.Time
}

// PublicHackathonsForSitemap lists up to limit PUBLIC hackathons, the newest first.
func (s *Store) PublicHackathonsForSitemap(ctx context.Context, limit int) ([]SitemapHackathon, error) {
	rows, err := s.q.ListPublicHackathonsForSitemap(ctx, int32(min(limit, math.MaxInt32))) //nolint:gosec // G115: bounded just before
	if err != nil {
		return nil, err
	}
	out := make([]SitemapHackathon, len(rows))
	for i, row := range rows {
		out[i] = SitemapHackathon{ID: row.ID, UpdatedAt: row.UpdatedAt}
	}
	return out, nil
}

// HackathonView is a hackathon as one user sees it: the GraphQL Hackathon.
type HackathonView struct {
	record.Hackathon
	domain.HackathonRoles
	Organization record.Organization
	Creator      record.User
	// OrganizationRole is the user's role in the hosting organization ("" for none).
	OrganizationRole domain.OrganizationRole
}

// Status, StatusDisplay and PhaseDisplay are fields of the GraphQL
// Hackathon; methods rather than resolvers, so gqlgen reads them in line
// instead of in a goroutine per hackathon of a list.

// Status places the hackathon against its dates, now.
func (v *HackathonView) Status() domain.HackathonStatus {
	return domain.StatusAt(v.StartDatetime, v.EndDatetime, time.Now())
}

// StatusDisplay is the status as people read it, e.g. "Upcoming".
func (v *HackathonView) StatusDisplay() string { return v.Status().DisplayName() }

// PhaseDisplay is the phase as people read it, e.g. "Registration open".
func (v *HackathonView) PhaseDisplay() string { return v.Phase.DisplayName() }

// HackathonViews returns the hackathons with the given ids as the user (0:
// anonymous) sees them, keyed by id: cached views whose version is still
// current, and the rest in one statement.
func (s *Store) HackathonViews(ctx context.Context, userID int64, ids []int64) (map[int64]HackathonView, error) {
	versions, err := s.currentViewVersions(ctx, userID, ids)
	if err != nil {
		return nil, err
	}
	return s.viewsAt(ctx, userID, ids, versions)
}

// viewsAt answers from the cache the views whose version is in versions and
// reads the others.
func (s *Store) viewsAt(ctx context.Context, userID int64, ids []int64, versions map[int64]int64) (map[int64]HackathonView, error) {
	views, stale := s.views.get(userID, ids, versions)
	if len(stale) == 0 {
		return views, nil
	}
	rows, err := s.q.ListHackathonViews(ctx, db.ListHackathonViewsParams{UserID: userID, HackathonIds: stale})
	if err != nil {
		return nil, err
	}
	fetched := make(map[int64]versionedView, len(rows))
	for _, r := range rows {
		roles := domain.RolesFrom(hackathonRoles(r.Roles))
		roles.IsOrganizationMember = r.IsOrganizationMember
		v := HackathonView{
			Hackathon: r.Hackathon, Organization: r.Organization, Creator: r.User,
			OrganizationRole: domain.OrganizationRole(r.OrganizationRole), HackathonRoles: roles,
		}
		views[r.Hackathon.ID], fetched[r.Hackathon.ID] = v, versionedView{v, r.ViewVersion}
	}
	s.views.put(userID, fetched)
	return views, nil
}

// HackathonPage is one page of a hackathon list, as the user sees it.
type HackathonPage struct {
	Items []HackathonView
	Total int
}

// Hackathons returns one page of a list for the user (0: anonymous), in one
// statement when the views are cached, two otherwise.
func (s *Store) Hackathons(ctx context.Context, list domain.HackathonList, userID int64, limit, offset int) (HackathonPage, error) {
	rows, err := s.hackathonIDs(ctx, list, userID, limit, offset)
	if err != nil || len(rows) == 0 {
		return HackathonPage{Items: []HackathonView{}}, err
	}
	ids := make([]int64, len(rows))
	versions := make(map[int64]int64, len(rows))
	for i, r := range rows {
		ids[i], versions[r.ID] = r.ID, r.ViewVersion
	}
	return s.pageOf(ctx, userID, ids, versions, int(rows[0].TotalCount))
}

// pageOf is the page of the hackathons with the given ids, in order, at
// the given view versions.
func (s *Store) pageOf(ctx context.Context, userID int64, ids []int64, versions map[int64]int64, total int) (HackathonPage, error) {
	views, err := s.viewsAt(ctx, userID, ids, versions)
	if err != nil {
		return HackathonPage{}, err
	}
	page := HackathonPage{Items: make([]HackathonView, 0, len(ids)), Total: total}
	for _, id := range ids {
		if v, ok := views[id]; ok { // deleted between the two statements: left out
			page.Items = append(page.Items, v)
		}
	}
	return page, nil
}

// hackathonIDs returns one page of a list's ids with their view versions,
// each row with the list's length.
func (s *Store) hackathonIDs(ctx context.Context, list domain.HackathonList, userID int64, limit, offset int) ([]db.ListHackathonIDsRow, error) {
	if list != domain.ListDiscover {
		return s.q.ListHackathonIDs(ctx, db.ListHackathonIDsParams{
			Filter: string(list), UserID: userID, Roles: list.Roles(), PageSize: int32(limit), PageOffset: int32(offset),
		})
	}
	rows, _, err := s.discoverIDs(ctx, limit, offset)
	return rows, err
}

// JoinHackathon makes the user a participant; joined is false when they
// already were one.
func (s *Store) JoinHackathon(ctx context.Context, hackathonID, userID int64) (joined bool, err error) {
	row, err := s.q.AddParticipant(ctx, db.AddParticipantParams{HackathonID: hackathonID, UserID: userID})
	return row.Inserted, err
}

// RegisterParticipant makes the user a participant, with their acceptance of
// the terms when there is one, and tells the hackathon's creator and managers,
// in one transaction; joined is false, and nobody is told, when they already
// were one. checkInCode, if any, is the e-mail of their check-in code, built
// from their participant id.
func (s *Store) RegisterParticipant(ctx context.Context, h record.Hackathon, u record.User, terms *TermsAcceptance, checkInCode StartOf[int64]) (joined bool, err error) {
	err = s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		if terms != nil {
			if err := tx.AcceptTerms(ctx, *terms); err != nil {
				return err
			}
		}
		if joined, err = tx.JoinHackathon(ctx, h.ID, u.ID); err != nil || !joined {
			return err
		}
		organizers, err := tx.HackathonOrganizers(ctx, h.ID)
		if err != nil {
			return err
		}
		notice := domain.ParticipantRegistered{
			HackathonRef:    domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name},
			ParticipantName: domain.DisplayName(u.FirstName, u.LastName),
		}
		if _, err = tx.Notify(ctx, organizers, notice, fmt.Sprintf("participant-registered:%d:%d", h.ID, u.ID)); err != nil {
			return err
		}
		if checkInCode == nil {
			return nil
		}
		participantID, err := tx.ParticipantIDOfUser(ctx, h.ID, u.ID)
		if err != nil {
			return err
		}
		return writeStartOf(ctx, tx, checkInCode, participantID)
	})
	return joined, err
}

// HackathonOrganizers lists the creator and managers of a hackathon.
func (s *Store) HackathonOrganizers(ctx context.Context, hackathonID int64) ([]int64, error) {
	return s.q.ListHackathonOrganizers(ctx, hackathonID)
}

// AddHackathonRole gives a user a role in a hackathon; adding it twice is harmless.
func (s *Store) AddHackathonRole(ctx context.Context, hackathonID, userID int64, role domain.HackathonRole) error {
	switch role {
	case domain.RoleManager:
		return s.q.AddManager(ctx, db.AddManagerParams{HackathonID: hackathonID, UserID: userID})
	case domain.RoleMentor:
		return s.q.AddMentor(ctx, db.AddMentorParams{HackathonID: hackathonID, UserID: userID})
	case domain.RoleJudge:
		return s.q.AddJudge(ctx, db.AddJudgeParams{HackathonID: hackathonID, UserID: userID})
	case domain.RoleVolunteer:
		return s.q.AddVolunteer(ctx, db.AddVolunteerParams{HackathonID: hackathonID, UserID: userID})
	case domain.RoleParticipant:
		_, err := s.JoinHackathon(ctx, hackathonID, userID)
		return err
	}
	return fmt.Errorf("unknown hackathon role %q", role)
}

// hackathonRoles reads a text[] of roles from the hackathon_roles view.
func hackathonRoles(names []string) []domain.HackathonRole {
	roles := make([]domain.HackathonRole, len(names))
	for i, n := range names {
		roles[i] = domain.HackathonRole(n)
	}
	return roles
}

// Cover is the hackathon's cover image, nil when it has none.
func (v *HackathonView) Cover() *domain.Image { return domain.NewImage(v.CoverImage, v.CoverAlt) }

// Logo is the hackathon's logo, nil when it has none.
func (v *HackathonView) Logo() *domain.Image { return domain.NewImage(v.LogoImage, v.LogoAlt) }
