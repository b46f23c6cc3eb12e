package graph_test

import (
	"bytes"
	"encoding/csv"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/api"
	"github.com/hackforge/hackforge/api/apitest"
	"github.com/hackforge/hackforge/api/flows"
	"github.com/hackforge/hackforge/payloadcrypt"
	"github.com/hackforge/hackforge/workflows"
)

const (
	exportFields      = `{ id uid hackathonId hackathonName state rowsWritten rowsTotal filename error isRead downloadPath expiresAt }`
	exportCsvOp       = `mutation($id: ID!) { exportParticipantsCsv(input: {hackathonId: $id}) { success message filename csvData export ` + exportFields + ` } }`
	participantExpOp  = `query($uid: String!) { participantExport(uid: $uid) ` + exportFields + ` }`
	myJobsOp          = `query { myJobs { items ` + exportFields + ` totalCount unreadCount } }`
	toggleJobReadOp   = `mutation($id: ID!) { toggleJobRead(input: {jobId: $id}) { success isRead } }`
	exportPollTimeout = 60 * time.Second
)

type testExport struct {
	ID, UID, HackathonID, HackathonName, State, Filename string
	RowsWritten, RowsTotal                               int
	Error, DownloadPath                                  *string
	IsRead                                               bool
}

type exportAnswer struct {
	ExportParticipantsCsv struct {
		Success           bool
		Message, Filename string
		CsvData           *string
		Export            testExport
	}
}

func startExport(t *testing.T, c *apitest.Client, hackathonID string) exportAnswer {
	t.Helper()
	var out exportAnswer
	require.Empty(t, c.GraphQL(exportCsvOp, map[string]any{"id": hackathonID}, &out))
	return out
}

// awaitExport polls the export, as the app does, until it is no longer RUNNING.
func awaitExport(t *testing.T, c *apitest.Client, uid string) testExport {
	t.Helper()
	var out struct{ ParticipantExport testExport }
	require.Eventually(t, func() bool {
		require.Empty(t, c.GraphQL(participantExpOp, map[string]any{"uid": uid}, &out))
		return out.ParticipantExport.State != "RUNNING"
	}, exportPollTimeout, 100*time.Millisecond)
	return out.ParticipantExport
}

func csvRows(t *testing.T, file []byte) [][]string {
	t.Helper()
	require.True(t, bytes.HasPrefix(file, []byte("\xEF\xBB\xBF")), "UTF-8 BOM")
	rows, err := csv.NewReader(bytes.NewReader(file[3:])).ReadAll()
	require.NoError(t, err)
	return rows
}

func TestExportParticipantsCsvAnswersASmallFileAndServesItToTheRequester(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	joined := joinAll(t, w, "Zoë", "=cmd")

	out := startExport(t, w.manager.Client, w.inviteOnlyID)
	exp := out.ExportParticipantsCsv
	require.True(t, exp.Success, exp.Message)
	assert.Regexp(t, `^participants-secret-hack-\d{4}-\d\d-\d\d\.csv$`, exp.Filename)
	final := exp.Export
	if final.State == "RUNNING" {
		final = awaitExport(t, w.manager.Client, final.UID)
	} else {
		require.NotNil(t, exp.CsvData, "a quick small export answers with the file")
		rows := csvRows(t, []byte(*exp.CsvData))
		assert.Len(t, rows, 4, "header and three participants")
	}
	require.Equal(t, "DONE", final.State)
	assert.Equal(t, 3, final.RowsWritten)
	assert.Equal(t, 3, final.RowsTotal)
	require.NotNil(t, final.DownloadPath)

	got := w.manager.Client.Do("GET", *final.DownloadPath, nil)
	require.Equal(t, 200, got.Status, string(got.Body))
	assert.Equal(t, "text/csv; charset=utf-8", got.Header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename=`+exp.Filename, got.Header.Get("Content-Disposition"))
	rows := csvRows(t, got.Body)
	require.Len(t, rows, 4)
	assert.Equal(t, "Name", rows[0][0])
	byName := map[string][]string{}
	for _, r := range rows[1:] {
		byName[r[0]] = r
	}
	require.Contains(t, byName, "Zoë Tester")
	assert.Equal(t, joined[0].Email, byName["Zoë Tester"][1])
	require.Contains(t, byName, "'=cmd Tester", "formula injection defused")
	assert.Equal(t, "'"+joined[1].Email, byName["'=cmd Tester"][1], "in every text column")
	assert.Contains(t, string(got.Body), "Zoë", "UTF-8 bytes")

	for name, c := range map[string]*apitest.Client{"creator": w.creator.Client, "outsider": w.outsider.Client} {
		assert.Equal(t, 404, c.Do("GET", *final.DownloadPath, nil).Status, "%s: only the requester downloads", name)
		errs := c.GraphQL(participantExpOp, map[string]any{"uid": final.UID}, nil)
		require.Len(t, errs, 1, name)
		assert.Equal(t, "NOT_FOUND", errs[0].Extensions["code"], name)
	}
	assert.Equal(t, 401, w.env.Client(t).Do("GET", *final.DownloadPath, nil).Status, "anonymous")
	assert.Equal(t, 404, w.manager.Client.Do("GET", "/api/v1/exports/not-a-uid/file", nil).Status)

	// The finished export is the manager's inbox job, read and unread again.
	var jobs struct {
		MyJobs struct {
			Items                   []testExport
			TotalCount, UnreadCount int
		}
	}
	require.Empty(t, w.manager.Client.GraphQL(myJobsOp, nil, &jobs))
	require.Equal(t, 1, jobs.MyJobs.TotalCount)
	assert.Equal(t, 1, jobs.MyJobs.UnreadCount)
	assert.Equal(t, final.UID, jobs.MyJobs.Items[0].UID)
	assert.Equal(t, "Secret Hack", jobs.MyJobs.Items[0].HackathonName)
	var toggled struct {
		ToggleJobRead struct{ Success, IsRead bool }
	}
	require.Empty(t, w.manager.Client.GraphQL(toggleJobReadOp, map[string]any{"id": final.ID}, &toggled))
	assert.Equal(t, true, toggled.ToggleJobRead.IsRead)
	require.Empty(t, w.manager.Client.GraphQL(toggleJobReadOp, map[string]any{"id": final.ID}, &toggled))
	assert.Equal(t, false, toggled.ToggleJobRead.IsRead)
	errs := w.creator.Client.GraphQL(toggleJobReadOp, map[string]any{"id": final.ID}, nil)
	require.Len(t, errs, 1)
	assert.Equal(t, "NOT_FOUND", errs[0].Extensions["code"], "someone else's job")
	var creatorJobs struct{ MyJobs struct{ TotalCount int } }
	require.Empty(t, w.creator.Client.GraphQL(myJobsOp, nil, &creatorJobs))
	assert.Zero(t, creatorJobs.MyJobs.TotalCount)

	// The workflow's memo and summary name the hackathon, not the requester.
	desc, err := w.env.Temporal.DescribeWorkflowExecution(t.Context(), workflows.ParticipantExportID(mustInt(t, w.inviteOnlyID), final.UID), "")
	require.NoError(t, err)
	memo := desc.WorkflowExecutionInfo.Memo.Fields
	codec, err := payloadcrypt.FromEnv()
	require.NoError(t, err)
	dc := codec.DataConverter() // the memo and summary are encrypted like every payload
	var hackathon, summary string
	require.NoError(t, dc.FromPayload(memo["hackathon"], &hackathon))
	require.NoError(t, dc.FromPayload(desc.GetExecutionConfig().GetUserMetadata().GetSummary(), &summary))
	assert.Equal(t, "Secret Hack (hackathon "+w.inviteOnlyID+")", hackathon)
	assert.Equal(t, "Participant export "+final.UID[:4]+"… of Secret Hack", summary)
	assert.NotContains(t, memo, "requester")
}

func mustInt(t *testing.T, s string) int64 {
	t.Helper()
	n, err := strconv.ParseInt(s, 10, 64)
	require.NoError(t, err)
	return n
}

func TestExportParticipantsCsvStreams10000RowsAndDeletesTheFileAfterItsRetention(t *testing.T) {
	t.Parallel()
	w := newWorld(t)
	require.NoError(t, w.env.Store.SeedParticipants(t.Context(), mustInt(t, w.inviteOnlyID), 10_000, "export-"+apitest.RandomString(4)))
	// A server whose exports live two seconds.
	// Long enough for the download below to finish on a busy machine: a file
	// deleted while it streams reaches the client cut short.
	short := &flows.Flows{Client: w.env.Temporal, TaskQueue: w.env.Flows.TaskQueue, ExportRetention: 10 * time.Second}
	srv := httptest.NewServer(api.NewRouter(api.Options{Store: w.env.Store, Flows: short}))
	t.Cleanup(srv.Close)
	c := apitest.NewClient(t, srv.URL)
	c.Token = w.creator.Client.Token

	out := startExport(t, c, w.inviteOnlyID)
	require.True(t, out.ExportParticipantsCsv.Success)
	assert.Nil(t, out.ExportParticipantsCsv.CsvData, "a large file is downloaded, not answered")
	final := awaitExport(t, c, out.ExportParticipantsCsv.Export.UID)
	require.Equal(t, "DONE", final.State)
	assert.Equal(t, 10_001, final.RowsWritten)
	got := c.Do("GET", *final.DownloadPath, nil)
	require.Equal(t, 200, got.Status)
	assert.Greater(t, len(got.Body), 1<<20, "more than one chunk")
	assert.Len(t, csvRows(t, got.Body), 10_002)

	expired := awaitState(t, c, final.UID, "EXPIRED")
	assert.Nil(t, expired.DownloadPath)
	assert.Equal(t, 404, c.Do("GET", *final.DownloadPath, nil).Status, "the file is deleted")
	var chunks int
	require.NoError(t, w.env.Store.Pool().QueryRow(t.Context(), `SELECT count(*) FROM export_chunks WHERE export_id = $1`, mustInt(t, final.ID)).Scan(&chunks))
	assert.Zero(t, chunks)
}

func awaitState(t *testing.T, c *apitest.Client, uid, state string) testExport {
	t.Helper()
	var out struct{ ParticipantExport testExport }
	require.Eventually(t, func() bool {
		require.Empty(t, c.GraphQL(participantExpOp, map[string]any{"uid": uid}, &out))
		return out.ParticipantExport.State == state
	}, exportPollTimeout, 200*time.Millisecond)
	return out.ParticipantExport
}
