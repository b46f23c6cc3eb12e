package graph

import (
	"context"
	"log/slog"
	"strings"
	"time"

	"github.com/hackforge/hackforge/api/access"
	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/api/loaders"
	"github.com/hackforge/hackforge/api/validate"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Limits of hackathon fields.
const (
	maxHackathonName = 200
	maxDescription   = 500
	maxDetail        = 20000
	maxTeamSizeLimit = 100
	defaultTimeZone  = "UTC"
	maxNameOfOrg     = 100
)

// visibleHackathon loads a hackathon the caller may see, with their roles.
// Anonymous callers see PUBLIC ones only and learn nothing of the others.
func visibleHackathon(ctx context.Context, id int64, inviteToken string) (*store.HackathonView, error) {
	v, err := loaders.For(ctx).HackathonNow(ctx, id)
	if err != nil {
		return nil, err
	}
	if _, err := signedInViewerID(ctx); err != nil {
		if v.AllowedParticipants != domain.AllowPublic {
			return nil, domain.ErrNotFound
		}
		return &v, nil
	}
	if !access.CanViewHackathon(v.HackathonRoles, v.Hackathon, inviteToken) {
		return nil, domain.ErrForbidden
	}
	return &v, nil
}

// managedHackathon loads a hackathon the caller may change.
func managedHackathon(ctx context.Context, id int64) (*store.HackathonView, error) {
	if _, err := signedInViewerID(ctx); err != nil {
		return nil, err
	}
	v, err := visibleHackathon(ctx, id, "")
	if err != nil {
		return nil, err
	}
	if !access.CanManageHackathon(v.HackathonRoles) {
		return nil, domain.ErrForbidden
	}
	return v, nil
}

// hackathonFields checks the fields shared by create and update; start and
// end are the values after the change.
func hackathonFields(errs *validate.Errors, name, description, detail *string, maxTeam *int, start, end time.Time, timeZone *string) {
	if name != nil && errs.Required("name", *name) != "" {
		errs.MaxLength("name", *name, maxHackathonName)
	}
	if description != nil {
		errs.MaxLength("description", *description, maxDescription)
	}
	if detail != nil {
		errs.MaxLength("detailDescription", *detail, maxDetail)
	}
	if maxTeam != nil && (*maxTeam < 1 || *maxTeam > maxTeamSizeLimit) {
		errs.Add("maxTeamSize", "The team size must be between 1 and %d.", maxTeamSizeLimit)
	}
	if !end.After(start) {
		errs.Add("endDatetime", "The end must be after the start.")
	}
	if timeZone != nil {
		*timeZone = errs.TimeZone("timeZone", *timeZone)
	}
}

func newHackathon(in model.CreateHackathonInput, creatorID int64) store.NewHackathon {
	f := in.Flags
	if f == nil {
		f = &model.HackathonFlagsInput{}
	}
	return store.NewHackathon{
		Name: strings.TrimSpace(in.Name), Description: deref(in.Description), DetailDescription: deref(in.DetailDescription),
		StartDatetime: in.StartDatetime, EndDatetime: in.EndDatetime, TimeZone: orDefault(in.TimeZone, defaultTimeZone),
		AllowedParticipants: in.AllowedParticipants, MaxTeamSize: int32(in.MaxTeamSize),
		OrganizationID: in.OrganizationID, CreatorID: creatorID, HasGameification: deref(in.HasGameification),
		HasJudges: deref(f.HasJudges), HasPrizes: deref(f.HasPrizes), HasMentors: deref(f.HasMentors),
		HasTalents: deref(f.HasTalents), HasPopularVote: deref(f.HasPopularVote), HasPitches: deref(f.HasPitches),
		HasVolunteers: deref(f.HasVolunteers), HasResources: deref(f.HasResources), HasGoals: deref(f.HasGoals),
		HasKickoffSession: deref(f.HasKickoffSession), HasClosingSession: deref(f.HasClosingSession),
		ManagementTeamVisible: deref(f.ManagementTeamVisible), IdeasRequired: deref(f.IdeasRequired),
		IdeasRequireApproval: deref(f.IdeasRequireApproval), IdeasThroughoutHacking: deref(f.IdeasThroughoutHacking),
		ShowTeams: f.ShowTeams == nil || *f.ShowTeams, CanRegisterOutsideRegistrationPhase: deref(f.CanRegisterOutsideRegistrationPhase),
		RequireTermsAcceptance: deref(f.RequireTermsAcceptance),
	}
}

func hackathonChanges(in model.UpdateHackathonInput) store.HackathonChanges {
	f := in.Flags
	if f == nil {
		f = &model.HackathonFlagsInput{}
	}
	var allowed *string
	if in.AllowedParticipants != nil {
		allowed = ptr(string(*in.AllowedParticipants))
	}
	var maxTeam *int32
	if in.MaxTeamSize != nil {
		maxTeam = ptr(int32(*in.MaxTeamSize))
	}
	var name *string
	if in.Name != nil {
		name = ptr(strings.TrimSpace(*in.Name))
	}
	return store.HackathonChanges{
		ID: in.ID, Name: name, Description: in.Description, DetailDescription: in.DetailDescription,
		StartDatetime: in.StartDatetime, EndDatetime: in.EndDatetime, TimeZone: in.TimeZone,
		AllowedParticipants: allowed, MaxTeamSize: maxTeam,
		HasJudges: f.HasJudges, HasPrizes: f.HasPrizes, HasMentors: f.HasMentors, HasTalents: f.HasTalents,
		HasPopularVote: f.HasPopularVote, HasPitches: f.HasPitches, HasVolunteers: f.HasVolunteers,
		HasResources: f.HasResources, HasGoals: f.HasGoals, HasKickoffSession: f.HasKickoffSession,
		HasClosingSession: f.HasClosingSession, ManagementTeamVisible: f.ManagementTeamVisible,
		IdeasRequired: f.IdeasRequired, IdeasRequireApproval: f.IdeasRequireApproval,
		IdeasThroughoutHacking: f.IdeasThroughoutHacking, ShowTeams: f.ShowTeams,
		CanRegisterOutsideRegistrationPhase: f.CanRegisterOutsideRegistrationPhase,
		RequireTermsAcceptance:              f.RequireTermsAcceptance,
		AllowLateSubmissions:                in.AllowLateSubmissions,
	}
}

// attachLifecycle (re)attaches the hackathon's phase workflow after a write.
// The write is committed already, so a Temporal outage is logged rather than
// reported: the worker's sweep re-attaches it when Temporal is back
// (docs/decisions.md).
func (r *Resolver) attachLifecycle(ctx context.Context, h record.Hackathon, organizationName, reason string) {
	if err := r.Flows.AttachLifecycleAfterWrite(ctx, r.Store, h, organizationName, reason); err != nil {
		slog.ErrorContext(ctx, "attach hackathon lifecycle", "hackathon", h.ID, "err", err)
	}
}

func deref[T any](p *T) T {
	var zero T
	if p == nil {
		return zero
	}
	return *p
}

func orDefault(p *string, fallback string) string {
	if p == nil || *p == "" {
		return fallback
	}
	return *p
}

func ptr[T any](v T) *T { return &v }
