package demo

import (
	"context"
	"encoding/json"

	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
)

// Competition categories and submissions of the demo hackathons with teams:
// each gets a main track with a project form and a second track; the first
// team of each submits in the main track, the others keep drafts.

// demoProjectTemplate is a form as the Categories page's editor writes it.
const demoProjectTemplate = `{"type":"object","additionalProperties":false,
 "properties":{
  "summary":{"type":"string","title":"Summary","description":"One sentence about what you built.","x-kind":"shortText"},
  "details":{"type":"string","title":"How it works","x-kind":"longText"},
  "repository":{"type":"string","title":"Repository","x-kind":"repositoryUrl"},
  "video":{"type":"string","title":"Demo video","description":"Three minutes at most.","x-kind":"videoUrl"},
  "stack":{"type":"array","title":"Stack","x-kind":"multipleChoice","uniqueItems":true,"items":{"type":"string","enum":["Go","Python","React","Mobile","AI"]}}
 },
 "required":["summary","repository"],
 "x-order":["summary","details","repository","video","stack"]}`

// demoPitchTemplate is the second track's shorter form.
const demoPitchTemplate = `{"type":"object","additionalProperties":false,
 "properties":{
  "pitch":{"type":"string","title":"Pitch","x-kind":"longText"},
  "audience":{"type":"string","title":"Who is it for","x-kind":"singleChoice","enum":["Employees","Customers","Everyone"]}
 },
 "required":["pitch"],
 "x-order":["pitch","audience"]}`

func seedSubmissions(ctx context.Context, st *store.Store, hs []record.Hackathon) error {
	for _, h := range hs {
		teams, _, err := st.TeamViews(ctx, h.ID, 0, "", 100, 0)
		if err != nil {
			return err
		}
		if len(teams) == 0 {
			continue
		}
		main, err := st.CreateCompetitionCategory(ctx, h.ID, "Main track", []byte(demoProjectTemplate))
		if err != nil {
			return err
		}
		if _, err := st.CreateCompetitionCategory(ctx, h.ID, "Best pitch", []byte(demoPitchTemplate)); err != nil {
			return err
		}
		for i, t := range teams {
			admins, err := st.TeamAdminIDs(ctx, t.ID)
			if err != nil || len(admins) == 0 {
				return err
			}
			response, err := json.Marshal(map[string]any{
				"summary":    t.Name + " helps people find their way.",
				"repository": "https://github.com/hackforge-demo/" + slug(t.Name),
				"stack":      []string{"Go", "React"},
			})
			if err != nil {
				return err
			}
			sub, err := st.SaveSubmissionResponse(ctx, h.ID, t.ID, main, admins[0], response)
			if err != nil {
				return err
			}
			if i == 0 {
				if _, err := st.MarkSubmitted(ctx, sub.ID, false); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// slug is a name in lower case with dashes, for demo URLs.
func slug(name string) string {
	out := make([]rune, 0, len(name))
	for _, r := range name {
		switch {
		case r >= 'A' && r <= 'Z':
			out = append(out, r+'a'-'A')
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			out = append(out, r)
		default:
			out = append(out, '-')
		}
	}
	return string(out)
}
