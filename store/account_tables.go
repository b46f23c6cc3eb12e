package store

// userTable is one place that names a person: a column referencing users
// (or holding their e-mail address), what of it their data download shows,
// and what deleting the account does to it. Every foreign key to users and
// every e-mail column is listed (TestEveryColumnNamingAUserIsConsidered),
// so a new table cannot be missed by either.
type userTable struct {
	// key names the rows in the download.
	key string
	// table and column name the reference; column may be a path for rows
	// found through another table (profile_id → hackathon_profiles).
	table, column string
	// rows selects the person's rows, $1 being their user id; "" leaves
	// them out of the download (their table is shown under another key).
	rows string
	// erase removes or blanks the personal data of the rows ($1 the user
	// id); "" keeps them, as a contribution to a team or a hackathon,
	// shown under "Deleted user".
	erase string
	// atOnce: erase finds the rows by the person's address, so it runs in
	// the deletion's own transaction, before the address is replaced.
	atOnce bool
}

// ownAddress is the person's e-mail address, read before it is replaced.
const ownAddress = "(SELECT lower(email) FROM users WHERE id = $1)"

// userTables is every reference to a person, in the download's order.
var userTables = []userTable{
	// The user row's personal fields are replaced at once (MarkUserDeleted).
	{key: "user", table: "users", column: "id", rows: "SELECT * FROM users WHERE id = $1"},
	{key: "user_address", table: "users", column: "email"},
	{key: "roles", table: "user_roles", column: "user_id",
		rows:  "SELECT r.name, r.friendly_name FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = $1",
		erase: "DELETE FROM user_roles WHERE user_id = $1"},
	{key: "profile", table: "hackathon_profiles", column: "user_id",
		rows:  "SELECT * FROM hackathon_profiles WHERE user_id = $1",
		erase: "UPDATE hackathon_profiles SET github_url = '', offerzen_url = '', linkedin_url = '', city = '', bio = '' WHERE user_id = $1"},
	{key: "profile_skills", table: "hackathon_profile_skills", column: "profile_id→hackathon_profiles.user_id",
		rows: "SELECT s.name FROM hackathon_profile_skills ps JOIN skills s ON s.id = ps.skill_id " +
			"JOIN hackathon_profiles p ON p.id = ps.profile_id WHERE p.user_id = $1",
		erase: "DELETE FROM hackathon_profile_skills WHERE profile_id IN (SELECT id FROM hackathon_profiles WHERE user_id = $1)"},
	{key: "user_metadata", table: "user_metadata", column: "user_id",
		rows: "SELECT * FROM user_metadata WHERE user_id = $1", erase: "DELETE FROM user_metadata WHERE user_id = $1"},
	{key: "social_sign_in", table: "social_identities", column: "user_id",
		rows: "SELECT * FROM social_identities WHERE user_id = $1", erase: "DELETE FROM social_identities WHERE user_id = $1"},
	{key: "social_sign_in_addresses", table: "social_identities", column: "email"},
	{key: "sign_in_tokens", table: "auth_tokens", column: "user_id",
		rows: "SELECT * FROM auth_tokens WHERE user_id = $1", erase: "DELETE FROM auth_tokens WHERE user_id = $1"},
	{key: "password_resets", table: "password_reset_tokens", column: "user_id",
		rows: "SELECT * FROM password_reset_tokens WHERE user_id = $1", erase: "DELETE FROM password_reset_tokens WHERE user_id = $1"},
	{key: "notifications", table: "notifications", column: "user_id",
		rows: "SELECT * FROM notifications WHERE user_id = $1", erase: "DELETE FROM notifications WHERE user_id = $1"},
	{key: "email_preferences_turned_off", table: "email_opt_outs", column: "user_id",
		rows: "SELECT category, created_at FROM email_opt_outs WHERE user_id = $1", erase: "DELETE FROM email_opt_outs WHERE user_id = $1"},
	{key: "feedback_sent", table: "feedback", column: "user_id",
		rows: "SELECT * FROM feedback WHERE user_id = $1", erase: "DELETE FROM feedback WHERE user_id = $1"},
	{key: "organizations_created", table: "organizations", column: "creator_id",
		rows: "SELECT * FROM organizations WHERE creator_id = $1"},
	{key: "organization_memberships", table: "organization_members", column: "user_id",
		rows: "SELECT * FROM organization_members WHERE user_id = $1", erase: "DELETE FROM organization_members WHERE user_id = $1"},
	{key: "hackathons_created", table: "hackathons", column: "creator_id",
		rows: "SELECT id, uid, name, organization_id, phase, start_datetime, end_datetime, created_at FROM hackathons WHERE creator_id = $1"},
	{key: "organizing_teams", table: "management_team_members", column: "user_id",
		rows: "SELECT * FROM management_team_members WHERE user_id = $1"},
	{key: "participations", table: "participants", column: "user_id",
		rows: "SELECT * FROM participants WHERE user_id = $1"},
	{key: "attendance", table: "attendances", column: "participant_id→participants.user_id",
		rows: "SELECT a.* FROM attendances a JOIN participants p ON p.id = a.participant_id WHERE p.user_id = $1"},
	{key: "attendance_recorded", table: "attendances", column: "checked_in_by"},
	{key: "departures", table: "participant_departures", column: "user_id",
		rows: "SELECT * FROM participant_departures WHERE user_id = $1"},
	{key: "mentoring", table: "mentors", column: "user_id", rows: "SELECT * FROM mentors WHERE user_id = $1"},
	{key: "judging", table: "judges", column: "user_id", rows: "SELECT * FROM judges WHERE user_id = $1"},
	{key: "volunteering", table: "volunteers", column: "user_id", rows: "SELECT * FROM volunteers WHERE user_id = $1"},
	{key: "terms_accepted", table: "terms_acceptances", column: "user_id",
		rows: "SELECT * FROM terms_acceptances WHERE user_id = $1"},
	{key: "terms_written", table: "terms_and_conditions", column: "created_by"},
	{key: "invites_to_you", table: "invites", column: "email",
		rows:   "SELECT id, uid, kind, hackathon_id, organization_id, organization_role, status, expires_at, created_at FROM invites WHERE email = " + ownAddress,
		erase:  "UPDATE invites SET email = 'deleted-' || uid || '@deleted.invalid' WHERE email = " + ownAddress,
		atOnce: true},
	{key: "invites_sent", table: "invites", column: "inviter_id",
		rows: "SELECT id, uid, kind, hackathon_id, organization_id, email, status, created_at FROM invites WHERE inviter_id = $1"},
	{key: "invites_answered", table: "invites", column: "responded_user_id"},
	{key: "teams_created", table: "teams", column: "created_by", rows: "SELECT * FROM teams WHERE created_by = $1"},
	{key: "team_memberships", table: "team_members", column: "user_id", rows: "SELECT * FROM team_members WHERE user_id = $1"},
	{key: "team_join_requests", table: "team_join_requests", column: "user_id",
		rows:  "SELECT * FROM team_join_requests WHERE user_id = $1",
		erase: "UPDATE team_join_requests SET status = 'WITHDRAWN', message = '', updated_at = now() WHERE user_id = $1 AND status = 'NEW'"},
	{key: "team_join_requests_decided", table: "team_join_requests", column: "decided_by"},
	{key: "team_invitations_sent", table: "team_join_requests", column: "invited_by"},
	{key: "team_resources", table: "team_resources", column: "created_by", rows: "SELECT * FROM team_resources WHERE created_by = $1"},
	{key: "looking_for_team", table: "looking_for_team", column: "user_id",
		rows: "SELECT * FROM looking_for_team WHERE user_id = $1", erase: "DELETE FROM looking_for_team WHERE user_id = $1"},
	{key: "ideas", table: "ideas", column: "created_by", rows: "SELECT * FROM ideas WHERE created_by = $1"},
	{key: "idea_likes", table: "idea_likes", column: "created_by", rows: "SELECT * FROM idea_likes WHERE created_by = $1"},
	{key: "idea_decisions", table: "approval_state_updates", column: "created_by",
		rows: "SELECT * FROM approval_state_updates WHERE created_by = $1"},
	{key: "ai_questions", table: "ai_queries", column: "created_by", rows: "SELECT * FROM ai_queries WHERE created_by = $1"},
	{key: "submissions_created", table: "submissions", column: "created_by", rows: "SELECT * FROM submissions WHERE created_by = $1"},
	{key: "submissions_updated", table: "submissions", column: "updated_by", rows: "SELECT * FROM submissions WHERE updated_by = $1"},
	{key: "judging_scores", table: "judging_scores", column: "judge_id", rows: "SELECT * FROM judging_scores WHERE judge_id = $1"},
	{key: "judging_completions", table: "judging_completions", column: "judge_id",
		rows: "SELECT * FROM judging_completions WHERE judge_id = $1"},
	{key: "judging_totals", table: "judging_totals", column: "judge_id", rows: "SELECT * FROM judging_totals WHERE judge_id = $1"},
	{key: "popular_votes", table: "popular_votes", column: "voter_id", rows: "SELECT * FROM popular_votes WHERE voter_id = $1"},
	{key: "ratings_given", table: "ratings", column: "rater_id", rows: "SELECT * FROM ratings WHERE rater_id = $1"},
	{key: "ratings_received", table: "ratings", column: "rated_participant_id→participants.user_id",
		rows: "SELECT r.* FROM ratings r JOIN participants p ON p.id = r.rated_participant_id WHERE p.user_id = $1"},
	{key: "scores_received", table: "scores", column: "participant_id→participants.user_id",
		rows: "SELECT s.* FROM scores s JOIN participants p ON p.id = s.participant_id WHERE p.user_id = $1"},
	{key: "scores_awarded", table: "scores", column: "awarded_by", rows: "SELECT * FROM scores WHERE awarded_by = $1"},
	{key: "ledgers_created", table: "ledgers", column: "created_by", rows: "SELECT * FROM ledgers WHERE created_by = $1"},
	{key: "results_published", table: "hackathon_results", column: "published_by",
		rows: "SELECT * FROM hackathon_results WHERE published_by = $1"},
	{key: "gallery_consents", table: "team_gallery_consents", column: "consented_by",
		rows: "SELECT * FROM team_gallery_consents WHERE consented_by = $1"},
	{key: "announcements_written", table: "announcements", column: "author_id",
		rows: "SELECT id, hackathon_id, title, body, audience, send_at, status, created_at FROM announcements WHERE author_id = $1"},
	{key: "announcements_received", table: "announcement_deliveries", column: "user_id",
		rows:  "SELECT * FROM announcement_deliveries WHERE user_id = $1",
		erase: "DELETE FROM announcement_deliveries WHERE user_id = $1"},
	{key: "exports_requested", table: "exports", column: "requester_id",
		rows: "SELECT id, uid, hackathon_id, filename, state, created_at, expires_at FROM exports WHERE requester_id = $1"},
}

// secretColumns never leave the database, not even to their owner.
var secretColumns = []string{"password_hash", "token_hash"}

// userColumns names every column userTables considers, as table.column.
func userColumns() []string {
	out := make([]string, len(userTables))
	for i, t := range userTables {
		out[i] = t.table + "." + t.column
	}
	return out
}
