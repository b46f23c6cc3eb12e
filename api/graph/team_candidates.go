package graph

import (
	"cmp"
	"slices"

	"github.com/hackforge/hackforge/api/graph/model"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
)

// maxTeamCandidates is how many people team matching suggests.
const maxTeamCandidates = 10

// rankCandidates keeps the best matches for skills: most brought skills
// first, then those looking for a team, then by name.
func rankCandidates(skills []string, candidates []store.TeamCandidate, emailVisible func(int64) bool) []model.TeamCandidate {
	out := make([]model.TeamCandidate, 0, len(candidates))
	for _, c := range candidates {
		m := domain.MatchSkills(skills, c.Skills)
		if m.Score() == 0 && !c.Looking {
			continue
		}
		out = append(out, model.TeamCandidate{Person: person(c.User, emailVisible(c.User.ID)), LookingForTeam: c.Looking,
			SharedSkills: orEmpty(m.Shared), BringsSkills: orEmpty(m.Brings), Score: m.Score(), PendingWithTeam: c.PendingWithTeam})
	}
	slices.SortStableFunc(out, func(a, b model.TeamCandidate) int {
		if c := cmp.Compare(b.Score, a.Score); c != 0 {
			return c
		}
		if a.LookingForTeam != b.LookingForTeam {
			if a.LookingForTeam {
				return -1
			}
			return 1
		}
		return cmp.Compare(a.Person.DisplayName, b.Person.DisplayName)
	})
	if len(out) > maxTeamCandidates {
		out = out[:maxTeamCandidates]
	}
	return out
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}
