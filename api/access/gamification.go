package access

// Who takes part in a hackathon's competitions (SPEC 2.3, 3; issue 15):
// everyone with a role sees the competitions and their leaderboards; the
// creator and managers manage competitions and items and read the score
// log; they and volunteers award and correct scores. A banned participant
// holds no role.

// CanSeeCompetitions: the caller may read the competitions, items and
// leaderboards.
func CanSeeCompetitions(r Roles) bool { return r.Any() }

// CanManageCompetitions: the caller may create, change and delete
// competitions and their scorable items.
func CanManageCompetitions(r Roles) bool { return r.Organizer() }

// CanAwardScores: the caller may award and correct scores and look
// participants up to score.
func CanAwardScores(r Roles) bool { return r.Organizer() || r.IsVolunteer }

// CanSeeScoreHistory: the caller may read the score log with corrections.
func CanSeeScoreHistory(r Roles) bool { return r.Organizer() }
