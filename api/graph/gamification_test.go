package graph_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/domain"
)

const (
	createCompetitionOp = `mutation($id: ID!, $name: String!) { createCompetition(input: {hackathonId: $id, name: $name}) {
	  competition { id viewerCan { manage award seeHistory } } } }`
	createItemOp = `mutation($id: ID!, $name: String!, $max: Int!) { createScorableItem(input: {competitionId: $id, name: $name, maxScore: $max}) {
	  scorableItem { id maxScore } } }`
	awardOp = `mutation($item: ID!, $p: ID!, $score: Int!) { awardScore(input: {scorableItemId: $item, participantId: $p, score: $score}) {
	  score { id score correctsId reason awardedBy participant { id displayName } } } }`
	correctOp = `mutation($id: ID!, $score: Int!, $reason: String!) { correctScore(input: {scoreId: $id, score: $score, reason: $reason}) {
	  score { id score correctsId reason } } }`
	leaderboardOp = `query($id: ID!) { leaderboard(competitionId: $id) {
	  participantCount lastScoreId scoreTotals { rank total participant { id displayName } } myRank { rank total } } }`
	scoresOp = `query($id: ID!) { scores(competitionId: $id) { id score correctsId reason awardedBy participant { displayName } } }`
)

type gamePlace struct {
	Rank        int
	Total       int
	Participant struct{ ID, DisplayName string }
}

type leaderboardAnswer struct {
	ParticipantCount int
	LastScoreID      *string
	ScoreTotals      []gamePlace
	MyRank           *struct{ Rank, Total int }
}

type scoreAnswer struct {
	ID, CorrectsID, Reason *string
	Score                  int
	AwardedBy              string
}

// gameWorld is the world's invite-only hackathon (gamification on) with a
// volunteer, a competition of two items (max 10 and 5), and participants.
type gameWorld struct {
	*world
	volunteer      apitest.User
	competition    string
	booth, quiz    string
	players        []apitest.User
	participantIDs []string
	names          []string // as shown: the first name and "Tester"
}

func newGameWorld(t *testing.T, players ...string) *gameWorld {
	t.Helper()
	g := &gameWorld{world: newWorld(t)}
	g.volunteer = g.env.NewUser(t, "volunteer")
	require.NoError(t, g.env.Store.AddHackathonRole(t.Context(), intID(g.inviteOnlyID), g.volunteer.ID, domain.RoleVolunteer))
	var c struct {
		CreateCompetition struct{ Competition struct{ ID string } }
	}
	require.Empty(t, g.creator.Client.GraphQL(createCompetitionOp, map[string]any{"id": g.inviteOnlyID, "name": "Quest"}, &c))
	g.competition = c.CreateCompetition.Competition.ID
	g.booth, g.quiz = g.item(t, "Booth", 10), g.item(t, "Quiz", 5)
	g.players = joinAll(t, g.world, players...)
	for _, p := range players {
		g.names = append(g.names, p+" Tester")
	}
	for _, p := range g.players {
		id, err := g.env.Store.ParticipantIDOfUser(t.Context(), intID(g.inviteOnlyID), p.ID)
		require.NoError(t, err)
		g.participantIDs = append(g.participantIDs, strconv.FormatInt(id, 10))
	}
	return g
}

func (g *gameWorld) item(t *testing.T, name string, max int) string {
	t.Helper()
	var out struct {
		CreateScorableItem struct{ ScorableItem struct{ ID string } }
	}
	require.Empty(t, g.creator.Client.GraphQL(createItemOp, map[string]any{"id": g.competition, "name": name, "max": max}, &out))
	return out.CreateScorableItem.ScorableItem.ID
}

func award(t *testing.T, c *apitest.Client, item, participant string, score int) scoreAnswer {
	t.Helper()
	var out struct{ AwardScore struct{ Score scoreAnswer } }
	require.Empty(t, c.GraphQL(awardOp, map[string]any{"item": item, "p": participant, "score": score}, &out))
	return out.AwardScore.Score
}

func board(t *testing.T, c *apitest.Client, competition string) leaderboardAnswer {
	t.Helper()
	var out struct{ Leaderboard leaderboardAnswer }
	require.Empty(t, c.GraphQL(leaderboardOp, map[string]any{"id": competition}, &out))
	return out.Leaderboard
}

// fieldRefusal asserts one BAD_USER_INPUT error on the field.
func fieldRefusal(t *testing.T, errs []apitest.GraphQLError, field string) {
	t.Helper()
	require.Len(t, errs, 1, "%+v", errs)
	assert.Equal(t, "BAD_USER_INPUT", errs[0].Extensions["code"], "%+v", errs)
	assert.Equal(t, field, errs[0].Extensions["field"], "%+v", errs)
}

func ranks(b leaderboardAnswer) map[string][2]int {
	out := map[string][2]int{}
	for _, p := range b.ScoreTotals {
		out[p.Participant.DisplayName] = [2]int{p.Rank, p.Total}
	}
	return out
}

func TestLeaderboardRanksTiesTogetherAndCountsCorrections(t *testing.T) {
	t.Parallel()
	g := newGameWorld(t, "Ann", "Ben", "Cat")
	ann, ben, cat := g.participantIDs[0], g.participantIDs[1], g.participantIDs[2]
	vol := g.volunteer.Client

	first := award(t, vol, g.booth, ann, 7)
	assert.Nil(t, first.CorrectsID)
	assert.Equal(t, "volunteer Tester", first.AwardedBy, "the awarder is named")
	award(t, vol, g.booth, ben, 5)
	award(t, g.manager.Client, g.quiz, ben, 2)
	award(t, vol, g.booth, cat, 3)

	b := board(t, g.players[1].Client, g.competition)
	assert.Equal(t, 3, b.ParticipantCount)
	got := ranks(b)
	assert.Equal(t, [2]int{1, 7}, got[g.names[0]], "%+v", b)
	assert.Equal(t, [2]int{1, 7}, got[g.names[1]], "a tie shares the rank")
	assert.Equal(t, [2]int{3, 3}, got[g.names[2]], "after a tie of two comes the third place")
	require.NotNil(t, b.MyRank)
	assert.Equal(t, 1, b.MyRank.Rank)

	// A second award for the same item is refused: it takes a correction.
	fieldRefusal(t, vol.GraphQL(awardOp, map[string]any{"item": g.booth, "p": ann, "score": 9}, nil), "scorableItemId")
	fieldRefusal(t, vol.GraphQL(correctOp, map[string]any{"id": *first.ID, "score": 9, "reason": "  "}, nil), "reason")
	var corrected struct{ CorrectScore struct{ Score scoreAnswer } }
	require.Empty(t, vol.GraphQL(correctOp, map[string]any{"id": *first.ID, "score": 9, "reason": "Counted the second visit"}, &corrected))
	assert.Equal(t, *first.ID, *corrected.CorrectScore.Score.CorrectsID)
	fieldRefusal(t, vol.GraphQL(correctOp, map[string]any{"id": *first.ID, "score": 1, "reason": "Stale"}, nil), "scoreId")

	got = ranks(board(t, g.creator.Client, g.competition))
	assert.Equal(t, [2]int{1, 9}, got[g.names[0]], "the correction counts instead of the first award")
	assert.Equal(t, [2]int{2, 7}, got[g.names[1]])
	assert.Nil(t, board(t, g.creator.Client, g.competition).MyRank, "the creator holds no score")

	// The log keeps both entries, for organizers only.
	var log struct{ Scores []scoreAnswer }
	require.Empty(t, g.manager.Client.GraphQL(scoresOp, map[string]any{"id": g.competition}, &log))
	require.Len(t, log.Scores, 5)
	assert.Equal(t, "Counted the second visit", *log.Scores[0].Reason, "newest first")
	assert.Equal(t, 7, log.Scores[len(log.Scores)-1].Score, "the first award is still there")
	errs := vol.GraphQL(scoresOp, map[string]any{"id": g.competition}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "FORBIDDEN", errs[0].Extensions["code"])

	// The log cannot be overwritten, even by hand.
	_, err := g.env.Store.Pool().Exec(t.Context(), `UPDATE scores SET score = 0 WHERE id = $1`, intID(*first.ID))
	require.ErrorContains(t, err, "append-only")
}

func TestGamificationInputIsCheckedByField(t *testing.T) {
	t.Parallel()
	g := newGameWorld(t, "Dee")
	dee := g.participantIDs[0]
	for _, score := range []int{-1, 11} {
		fieldRefusal(t, g.volunteer.Client.GraphQL(awardOp, map[string]any{"item": g.booth, "p": dee, "score": score}, nil), "score")
	}
	fieldRefusal(t, g.volunteer.Client.GraphQL(awardOp, map[string]any{"item": g.booth, "p": "999999999", "score": 1}, nil), "participantId")
	fieldRefusal(t, g.creator.Client.GraphQL(createItemOp, map[string]any{"id": g.competition, "name": "X", "max": 0}, nil), "maxScore")
	fieldRefusal(t, g.creator.Client.GraphQL(createItemOp, map[string]any{"id": g.competition, "name": " ", "max": 3}, nil), "name")
	assert.Equal(t, 0, board(t, g.creator.Client, g.competition).ParticipantCount, "nothing was written")

	award(t, g.volunteer.Client, g.booth, dee, 8)
	fieldRefusal(t, g.creator.Client.GraphQL(`mutation($id: ID!) { updateScorableItem(input: {id: $id, name: "Booth", maxScore: 6}) { scorableItem { id } } }`,
		map[string]any{"id": g.booth}, nil), "maxScore")

	// Gamification is chosen at creation: a hackathon without it has no competitions.
	input := hackathonInput(g.orgID, "Plain Hack", "PUBLIC")
	input["hasGameification"] = false
	var plain struct {
		CreateHackathon struct{ Hackathon struct{ ID string } }
	}
	require.Empty(t, g.creator.Client.GraphQL(createHackathon, map[string]any{"input": input}, &plain))
	fieldRefusal(t, g.creator.Client.GraphQL(createCompetitionOp, map[string]any{"id": plain.CreateHackathon.Hackathon.ID, "name": "Quest"}, nil), "hackathonId")
}

func TestContestantsByNameOrCheckInCode(t *testing.T) {
	t.Parallel()
	g := newGameWorld(t, "Eve", "Finn")
	op := `query($id: ID!, $search: String, $code: String) { contestants(hackathonId: $id, search: $search, checkInCode: $code) { id displayName } }`
	var out struct {
		Contestants []struct{ ID, DisplayName string }
	}
	require.Empty(t, g.volunteer.Client.GraphQL(op, map[string]any{"id": g.inviteOnlyID, "search": g.names[1]}, &out))
	require.Len(t, out.Contestants, 1)
	assert.Equal(t, g.participantIDs[1], out.Contestants[0].ID)

	code := myCheckInCode(t, g.players[0].Client, g.inviteOnlyID)
	require.Empty(t, g.volunteer.Client.GraphQL(op, map[string]any{"id": g.inviteOnlyID, "code": code}, &out))
	require.Len(t, out.Contestants, 1)
	assert.Equal(t, g.participantIDs[0], out.Contestants[0].ID, "the scanned code finds its participant")
	fieldRefusal(t, g.volunteer.Client.GraphQL(op, map[string]any{"id": g.inviteOnlyID, "code": "NOT-A-CODE"}, nil), "checkInCode")
}

// sseBoards subscribes to the competition's leaderboard over server-sent
// events as the user and delivers each board's totals by participant name.
func sseBoards(t *testing.T, g *gameWorld, u apitest.User) <-chan leaderboardAnswer {
	t.Helper()
	resp := openBoardStream(t, g.env.Server.URL, g, u) //nolint:bodyclose // the reading goroutine below closes it
	out := make(chan leaderboardAnswer, 16)
	go func() {
		defer resp.Body.Close()
		defer close(out)
		lines := bufio.NewScanner(resp.Body)
		lines.Buffer(make([]byte, 1<<20), 1<<20)
		for lines.Scan() {
			data, ok := strings.CutPrefix(lines.Text(), "data: ")
			if !ok {
				continue
			}
			var msg struct {
				Data   struct{ LeaderboardChanged leaderboardAnswer }
				Errors []any
			}
			if json.Unmarshal([]byte(data), &msg) != nil || len(msg.Errors) > 0 {
				return
			}
			out <- msg.Data.LeaderboardChanged
		}
	}()
	return out
}

// next waits up to a second for a board that satisfies ok.
func next(t *testing.T, boards <-chan leaderboardAnswer, ok func(leaderboardAnswer) bool) leaderboardAnswer {
	t.Helper()
	deadline := time.After(time.Second)
	for {
		select {
		case b, open := <-boards:
			require.True(t, open, "the stream ended")
			if ok(b) {
				return b
			}
		case <-deadline:
			t.Fatal("no leaderboard update within 1 s")
		}
	}
}

func TestLeaderboardSubscribersSeeANewScoreWithinASecond(t *testing.T) {
	t.Parallel()
	g := newGameWorld(t, "Gus", "Hal")
	gus, hal := g.participantIDs[0], g.participantIDs[1]
	award(t, g.volunteer.Client, g.booth, gus, 4)

	first, second := sseBoards(t, g, g.players[0]), sseBoards(t, g, g.players[1])
	for _, boards := range []<-chan leaderboardAnswer{first, second} {
		now := next(t, boards, func(leaderboardAnswer) bool { return true })
		assert.Equal(t, 1, now.ParticipantCount, "the board now comes first")
	}

	award(t, g.volunteer.Client, g.booth, hal, 9)
	b1 := next(t, first, func(b leaderboardAnswer) bool { return b.ParticipantCount == 2 })
	b2 := next(t, second, func(b leaderboardAnswer) bool { return b.ParticipantCount == 2 })
	assert.Equal(t, g.names[1], b1.ScoreTotals[0].Participant.DisplayName, "Hal leads")
	assert.Equal(t, 2, b1.MyRank.Rank, "Gus's own rank")
	assert.Equal(t, 1, b2.MyRank.Rank, "Hal's own rank")
	assert.Equal(t, b1.LastScoreID, b2.LastScoreID, "both see the same board")

	// Someone without a role in the hackathon gets no stream.
	body, _ := json.Marshal(map[string]any{"query": `subscription($id: ID!) { leaderboardChanged(competitionId: $id) { participantCount } }`,
		"variables": map[string]any{"id": g.competition}})
	req, _ := http.NewRequestWithContext(t.Context(), http.MethodPost, g.env.Server.URL+"/gql", bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Authorization", "Token "+g.outsider.Client.Token)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	raw := new(bytes.Buffer)
	_, _ = raw.ReadFrom(resp.Body)
	assert.Contains(t, raw.String(), "FORBIDDEN")
	assert.NotContains(t, raw.String(), "participantCount\":")
}
