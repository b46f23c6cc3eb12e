package store

import (
	"context"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/internal/db"
	"github.com/hackforge/hackforge/store/record"
)

// ProfileFields are the editable fields of a hackathon profile.
type ProfileFields struct {
	GithubURL, OfferzenURL, LinkedinURL, City, Bio string
}

// HackathonProfile returns the user's profile, creating an empty one on first read.
func (s *Store) HackathonProfile(ctx context.Context, userID int64) (record.HackathonProfile, error) {
	return s.q.EnsureHackathonProfile(ctx, userID)
}

// DeleteHackathonProfile deletes the user's profile and its skills; one
// never filled in is deleted as well, so deleting twice is no error.
func (s *Store) DeleteHackathonProfile(ctx context.Context, userID int64) error {
	return s.q.DeleteHackathonProfile(ctx, userID)
}

// UpdateHackathonProfile saves the fields and, when skillIDs is not nil,
// replaces the skills, in one transaction.
func (s *Store) UpdateHackathonProfile(ctx context.Context, userID int64, f ProfileFields, skillIDs []int64) (record.HackathonProfile, error) {
	var p record.HackathonProfile
	err := s.Tx(ctx, func(ctx context.Context, tx *Store) error {
		current, err := tx.q.EnsureHackathonProfile(ctx, userID)
		if err != nil {
			return err
		}
		p, err = tx.q.UpdateHackathonProfile(ctx, db.UpdateHackathonProfileParams{
			ID: current.ID, GithubUrl: f.GithubURL, OfferzenUrl: f.OfferzenURL,
			LinkedinUrl: f.LinkedinURL, City: f.City, Bio: f.Bio,
		})
		if err != nil || skillIDs == nil {
			return err
		}
		if err := tx.q.ClearProfileSkills(ctx, p.ID); err != nil {
			return err
		}
		n, err := tx.q.AddProfileSkills(ctx, db.AddProfileSkillsParams{ProfileID: p.ID, SkillIds: skillIDs})
		if err != nil {
			return err
		}
		if int(n) != len(uniqueIDs(skillIDs)) {
			return domain.Invalid("skillIds", "One of the skills does not exist.")
		}
		return nil
	})
	return p, err
}

// Skills lists every skill by name.
func (s *Store) Skills(ctx context.Context) ([]record.Skill, error) { return s.q.ListSkills(ctx) }

// SkillsOfProfiles returns each profile's skills, keyed by profile id, in one query.
func (s *Store) SkillsOfProfiles(ctx context.Context, profileIDs []int64) (map[int64][]record.Skill, error) {
	rows, err := s.q.ListProfileSkills(ctx, profileIDs)
	if err != nil {
		return nil, err
	}
	out := make(map[int64][]record.Skill, len(profileIDs))
	for _, r := range rows {
		out[r.ProfileID] = append(out[r.ProfileID], record.Skill{ID: r.ID, Name: r.Name})
	}
	return out, nil
}

func uniqueIDs(ids []int64) map[int64]struct{} {
	set := make(map[int64]struct{}, len(ids))
	for _, id := range ids {
		set[id] = struct{}{}
	}
	return set
}
