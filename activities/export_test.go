package activities_test

import (
	"bytes"
	"encoding/csv"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/testsuite"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

var exportHeader = []string{"Name", "E-mail", "City", "Skills", "GitHub", "LinkedIn", "OfferZen", "Team",
	"Status", "Banned", "Registered at", "Terms version", "Terms accepted at", "Days present"}

// writeExport runs WriteParticipantExport in an activity environment (it
// heartbeats) for a new export of the fixture's hackathon, and reads back
// the stored file.
func (f *fixture) writeExport(t *testing.T) (record.Export, workflows.WriteParticipantExportResult, []byte) {
	t.Helper()
	ctx := t.Context()
	exp, err := f.a.Store.CreateExport(ctx, f.hackathon.ID, f.creator.ID, "participants.csv", time.Now().Add(time.Hour), nil)
	require.NoError(t, err)
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestActivityEnvironment()
	env.RegisterActivity(f.a.WriteParticipantExport)
	v, err := env.ExecuteActivity(f.a.WriteParticipantExport, workflows.ExportActivityInput{UID: exp.Uid})
	require.NoError(t, err)
	var out workflows.WriteParticipantExportResult
	require.NoError(t, v.Get(&out))
	var file bytes.Buffer
	_, err = f.a.Store.CopyExportFile(ctx, exp.ID, &file)
	require.NoError(t, err)
	stored, err := f.a.Store.ExportByUID(ctx, exp.Uid)
	require.NoError(t, err)
	return stored.Export, out, file.Bytes()
}

func readExport(t *testing.T, file []byte) [][]string {
	t.Helper()
	require.True(t, bytes.HasPrefix(file, []byte("\xEF\xBB\xBF")), "starts with the UTF-8 BOM")
	records, err := csv.NewReader(bytes.NewReader(file[3:])).ReadAll()
	require.NoError(t, err)
	require.Equal(t, exportHeader, records[0])
	return records[1:]
}

func TestWriteParticipantExportWritesEveryColumn(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx := t.Context()
	st := f.a.Store
	ada := newUser(t, st, "Zoë")
	_, err := st.Pool().Exec(ctx, `UPDATE users SET last_name = 'Ångström' WHERE id = $1`, ada.ID)
	require.NoError(t, err)
	require.NoError(t, st.AddHackathonRole(ctx, f.hackathon.ID, ada.ID, domain.RoleParticipant))
	evil := newUser(t, st, "=HYPERLINK(\"http://x\")")
	require.NoError(t, st.AddHackathonRole(ctx, f.hackathon.ID, evil.ID, domain.RoleParticipant))
	for _, sql := range []string{
		`UPDATE hackathon_profiles SET city = 'Zürich', github_url = 'https://github.com/zoe', linkedin_url = 'https://linkedin.com/in/zoe', offerzen_url = 'https://offerzen.com/zoe' WHERE user_id = $1`,
		`INSERT INTO hackathon_profile_skills (profile_id, skill_id) SELECT p.id, s.id FROM hackathon_profiles p, skills s WHERE p.user_id = $1 AND s.name IN ('Design', 'Backend')`,
		`INSERT INTO teams (hackathon_id, name) VALUES ($2, '+Team Rocket')`,
		`INSERT INTO team_members (team_id, hackathon_id, user_id) SELECT id, $2, $1 FROM teams WHERE hackathon_id = $2`,
		`INSERT INTO terms_and_conditions (hackathon_id, version, content_html, created_at) VALUES ($2, 'v1', '<p>1</p>', now() - interval '2 days'), ($2, 'v2', '<p>2</p>', now() - interval '1 day'), ($2, 'v3', '<p>3</p>', now())`,
		`INSERT INTO terms_acceptances (terms_and_conditions_id, user_id, ip_address, user_agent, accepted_at) SELECT id, $1, '127.0.0.1', 'test', '2030-01-02 03:04:05+00' FROM terms_and_conditions WHERE hackathon_id = $2 AND version IN ('v1', 'v2')`,
		`INSERT INTO attendances (participant_id, date, present_at_hackathon) SELECT p.id, d, d <> '2030-01-02' FROM participants p, (VALUES (date '2030-01-01'), ('2030-01-02'), ('2030-01-03')) AS days(d) WHERE p.user_id = $1 AND p.hackathon_id = $2`,
		`UPDATE participants SET status = 'CONFIRMED', banned = true, created_at = '2029-12-31 23:00:00+00' WHERE user_id = $1 AND hackathon_id = $2`,
	} {
		var args []any // $1 Zoë, $2 the hackathon, as the statement uses them
		if strings.Contains(sql, "$1") {
			args = append(args, ada.ID)
		}
		if strings.Contains(sql, "$2") {
			args = append(args, f.hackathon.ID)
		}
		_, err := st.Pool().Exec(ctx, strings.ReplaceAll(sql, "$2", "$"+strconv.Itoa(len(args))), args...)
		require.NoError(t, err, sql)
	}

	exp, out, file := f.writeExport(t)
	rows := readExport(t, file)
	require.Len(t, rows, 3, "the fixture's participant, Zoë and the formula")
	assert.Equal(t, workflows.WriteParticipantExportResult{Rows: 3, Bytes: int64(len(file))}, out)
	assert.Equal(t, domain.ExportDone, exp.State)
	assert.Equal(t, int32(3), exp.RowsWritten)
	assert.Equal(t, int32(3), exp.RowsTotal)

	byEmail := map[string][]string{}
	for _, r := range rows {
		byEmail[r[1]] = r
	}
	zoe := byEmail[ada.Email]
	require.NotNil(t, zoe, "Zoë's row")
	want := []string{"Zoë Ångström", ada.Email, "Zürich", "Backend, Design", "https://github.com/zoe",
		"https://linkedin.com/in/zoe", "https://offerzen.com/zoe", "'+Team Rocket", "CONFIRMED", "yes",
		"2029-12-31 23:00:00", "v2", "2030-01-02 03:04:05", "2"}
	for i, col := range exportHeader {
		assert.Equal(t, want[i], zoe[i], col)
	}
	assert.Contains(t, string(file), "Zoë Ångström", "accents are UTF-8 bytes")

	formula := byEmail[evil.Email]
	require.NotNil(t, formula)
	assert.Equal(t, `'=HYPERLINK("http://x")`, formula[0], "formula injection is defused")
	assert.Equal(t, []string{"", "", "", "", "", "", "REGISTERED", "no"}, formula[2:10])
	assert.Equal(t, []string{"", "", "0"}, formula[11:])
}

func TestWriteParticipantExportStreams10000RowsInChunks(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	require.NoError(t, f.a.Store.SeedParticipants(t.Context(), f.hackathon.ID, 10_000, "export-"+random()))

	exp, out, file := f.writeExport(t)
	rows := readExport(t, file)
	require.Len(t, rows, 10_001, "the seeded people and the fixture's participant")
	assert.Equal(t, 10_001, out.Rows)
	assert.Equal(t, int32(10_001), exp.RowsWritten)
	require.Greater(t, len(file), store.ExportChunkSize, "more than one chunk")
	var chunks []int
	err := f.a.Store.Pool().QueryRow(t.Context(),
		`SELECT array_agg(length(data) ORDER BY seq) FROM export_chunks WHERE export_id = $1`, exp.ID).Scan(&chunks)
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(chunks), 2)
	for _, n := range chunks[:len(chunks)-1] {
		assert.Equal(t, store.ExportChunkSize, n, "full chunks but the last")
	}
	seen := map[string]bool{}
	for _, r := range rows {
		assert.False(t, seen[r[1]], "one row per participant: %s", r[1])
		seen[r[1]] = true
		if strings.HasPrefix(r[0], "Person ") {
			assert.Equal(t, "Cape Town", r[2])
		}
	}
}

func TestWriteParticipantExportAgainStartsTheFileAfresh(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	exp, _, first := f.writeExport(t)
	// A second attempt of a finished export changes nothing.
	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestActivityEnvironment()
	env.RegisterActivity(f.a.WriteParticipantExport)
	_, err := env.ExecuteActivity(f.a.WriteParticipantExport, workflows.ExportActivityInput{UID: exp.Uid})
	require.NoError(t, err)
	var again bytes.Buffer
	_, err = f.a.Store.CopyExportFile(t.Context(), exp.ID, &again)
	require.NoError(t, err)
	assert.Equal(t, first, again.Bytes())
}

func TestExpireParticipantExportDeletesTheFile(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	exp, _, _ := f.writeExport(t)
	require.NoError(t, f.a.ExpireParticipantExport(t.Context(), workflows.ExportActivityInput{UID: exp.Uid}))
	require.NoError(t, f.a.ExpireParticipantExport(t.Context(), workflows.ExportActivityInput{UID: exp.Uid}), "a repeat succeeds")
	var file bytes.Buffer
	n, err := f.a.Store.CopyExportFile(t.Context(), exp.ID, &file)
	require.NoError(t, err)
	assert.Zero(t, n)
	stored, err := f.a.Store.ExportByUID(t.Context(), exp.Uid)
	require.NoError(t, err)
	assert.Equal(t, domain.ExportExpired, stored.State)
}

func TestExportActivitiesOfAMissingExportAreNotRetried(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	err := f.a.ExpireParticipantExport(t.Context(), workflows.ExportActivityInput{UID: "00000000-0000-0000-0000-000000000000"})
	require.ErrorContains(t, err, "gone")
}
