package demo

import (
	"context"
	"time"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// demoSession is a programme item, hours from its hackathon's start.
type demoSession struct {
	name, description string
	from, to          int
	links             []store.Link
}

// sessions fill the first two days of a hackathon; the kickoff (first
// hour) and closing (last hour) come from the hackathon's flags. A
// hackathon that started a day ago has a session on now and one next.
var sessions = []demoSession{
	{"Team formation", "Pitch your idea in one minute and find your team.", 1, 2,
		[]store.Link{{Name: "Idea board", URL: "https://miro.com/app/board/hackforge-demo"}}},
	{"API deep dive", "A tour of the open data APIs you can build on.", 3, 4,
		[]store.Link{{Name: "Slides", URL: "https://slides.example.com/api-deep-dive"}, {Name: "Recording", URL: "https://video.example.com/api-deep-dive"}}},
	{"Dinner", "Pizza in the main hall.", 8, 9, nil},
	{"Day 2 stand-up", "Each team shares progress and blockers in two minutes.", 22, 23, nil},
	{"Mentor office hours", "Book a 15-minute slot with a mentor.", 23, 26,
		[]store.Link{{Name: "Book a slot", URL: "https://cal.example.com/hackforge-mentors"}}},
	{"Lunch", "Sandwiches and salads on the terrace.", 27, 28, nil},
	{"Pitch workshop", "How to demo in three minutes.", 30, 31,
		[]store.Link{{Name: "Pitch template", URL: "https://docs.example.com/pitch-template"}}},
}

var prizes = []store.NewPrize{
	{Name: "Grand prize", Description: "R50,000 and a mentorship programme."},
	{Name: "Runner-up", Description: "R20,000 in cloud credits."},
	{Name: "Third place", Description: "Noise-cancelling headphones for the team."},
	{Name: "Audience favourite", Description: "Chosen by popular vote."},
}

var goals = [][2]string{
	{"Working prototypes", "Every team demos something that runs."},
	{"Ideas we can pilot", "At least three projects our teams want to take further."},
	{"Welcome newcomers", "A third of participants at their first hackathon."},
}

var resources = []store.NewHackathonResource{
	{Name: "Participant handbook", Description: "Rules, schedule and where everything is.", Url: "https://docs.example.com/handbook"},
	{Name: "Open data APIs", Description: "Keys and documentation for the challenge's data sets.", Url: "https://data.example.com/apis"},
	{Name: "Design kit", Description: "Logos, colours and slide templates.", Url: "https://design.example.com/kit"},
}

// seedProgramme gives a demo hackathon its programme, prizes, goals and
// resources.
func seedProgramme(ctx context.Context, st *store.Store, h record.Hackathon) error {
	at := func(hours int) time.Time { return h.StartDatetime.Add(time.Duration(hours) * time.Hour) }
	for _, s := range sessions {
		f := store.ProgramItemFields{Name: s.name, Description: s.description, StartsAt: at(s.from), EndsAt: at(s.to), Links: s.links}
		if _, err := st.CreateProgramItem(ctx, h.ID, f); err != nil {
			return err
		}
	}
	for i, p := range prizes {
		p.HackathonID, p.Active = h.ID, i < 3
		if _, err := st.CreatePrize(ctx, p); err != nil {
			return err
		}
	}
	for _, g := range goals {
		if _, err := st.CreateGoal(ctx, h.ID, g[0], g[1]); err != nil {
			return err
		}
	}
	for _, r := range resources {
		r.HackathonID = h.ID
		if _, err := st.CreateHackathonResource(ctx, r); err != nil {
			return err
		}
	}
	return nil
}
