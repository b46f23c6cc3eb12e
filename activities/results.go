package activities

import (
	"context"
	"fmt"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// AnnounceResults tells the members of the hackathon's winning teams that
// its results are published: one notification and one e-mail per person,
// even when they won with two teams, each keyed by the hackathon and the
// person so that the database refuses a second one whatever runs it again.
func (a *Activities) AnnounceResults(ctx context.Context, in workflows.ResultsAnnouncementInput) (workflows.ResultsAnnouncementResult, error) {
	var res workflows.ResultsAnnouncementResult
	defer keepHeartbeating(ctx)()
	h, err := a.Store.Hackathon(ctx, in.HackathonID)
	if err != nil {
		return res, hackathonError(in.HackathonID, err)
	}
	if pub, err := a.Store.HackathonResults(ctx, h.ID); err != nil || pub.PublishedAt == nil {
		return res, err
	}
	winners, err := a.Store.Winners(ctx, h)
	if err != nil {
		return res, err
	}
	teamOf := map[int64]string{} // a person -> the first of their winning teams
	byTeam := map[string][]int64{}
	for _, w := range winners.Teams() {
		members, err := a.Store.ActiveTeamMemberIDs(ctx, w.TeamID)
		if err != nil {
			return res, err
		}
		for _, m := range members {
			if _, told := teamOf[m]; !told {
				teamOf[m] = w.TeamName
				byTeam[w.TeamName] = append(byTeam[w.TeamName], m)
			}
		}
		res.Teams++
	}
	key := fmt.Sprintf("results-published:%d", h.ID)
	ref := domain.HackathonRef{HackathonID: h.ID, HackathonName: h.Name}
	for team, users := range byTeam {
		n, err := a.Store.Notify(ctx, users, domain.ResultsPublished{HackathonRef: ref, TeamName: team}, key)
		if err != nil {
			return res, err
		}
		res.Notified += int(n)
	}
	tl, people, err := a.hackathonPeople(ctx, h.ID)
	if err != nil {
		return res, err
	}
	for _, p := range people {
		team, won := teamOf[p.ID]
		if !won {
			continue
		}
		data := a.hackathonMail(tl, p, "detail", map[string]any{"Team": team})
		data["Link"] = a.link(domain.ResultsPath(h.ID), nil)
		sent, err := a.sendOnce(ctx, domain.EmailResults, fmt.Sprintf("%s:%d", key, p.ID), p.Email, "results_published", data)
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}
