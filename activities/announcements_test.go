package activities_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/activities"
	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store"
	"github.com/hackforge/hackforge/workflows"
)

// dueAnnouncement writes an announcement to audience that is due now.
func dueAnnouncement(t *testing.T, f *fixture, audience domain.AnnouncementAudience) workflows.AnnouncementRef {
	t.Helper()
	a, err := f.a.Store.ScheduleAnnouncement(t.Context(), store.AnnouncementFields{
		HackathonID: f.hackathon.ID, AuthorID: f.creator.ID, Audience: audience, SendAt: time.Now().Add(-time.Second),
		AnnouncementText: domain.AnnouncementText{Title: "Dinner is served", Body: "**Pizza** in the hall.\n\n<script>x()</script>"},
	}, nil)
	require.NoError(t, err)
	return workflows.AnnouncementRef{AnnouncementID: a.ID}
}

func TestAnnouncementReachesEachRecipientOnceThoughARetry(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ref := dueAnnouncement(t, f, domain.AudienceParticipants)
	begun, err := f.a.BeginAnnouncement(t.Context(), ref)
	require.NoError(t, err)
	assert.Equal(t, domain.AnnouncementSending, begun.Status)
	assert.Equal(t, 1, begun.Recipients)

	// The mail server is down: the batch fails whole and is retried.
	down, err := mail.New("smtp://127.0.0.1:1", "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	_, err = (&activities.Activities{Store: f.a.Store, Mailer: down, PublicURL: publicURL}).DeliverAnnouncementBatch(t.Context(), ref)
	require.Error(t, err)

	res, err := f.a.DeliverAnnouncementBatch(t.Context(), ref)
	require.NoError(t, err)
	assert.Equal(t, workflows.DeliverAnnouncementResult{AnnouncementProgress: workflows.AnnouncementProgress{Recipients: 1, Sent: 1}, Done: true}, res)
	again, err := f.a.DeliverAnnouncementBatch(t.Context(), ref)
	require.NoError(t, err)
	assert.Equal(t, res, again, "a resumed run finds nobody left")
	require.NoError(t, f.a.FinishAnnouncement(t.Context(), ref))

	got := phaseNotifications(t, f.a.Store, f.participant.ID, domain.NotifyAnnouncement)
	require.Len(t, got, 1)
	assert.Equal(t, "Dinner is served", got[0]["title"])
	msgs := f.inbox.WaitFor(t, f.participant.Email, 1, 10*time.Second)
	require.Len(t, msgs, 1)
	assert.Equal(t, "Dinner is served ("+f.hackathon.Name+")", msgs[0].Subject)
	assert.Equal(t, 1, f.inbox.Count(t, f.participant.Email))
	for _, u := range []int64{f.mentor.ID, f.judge.ID, f.creator.ID} {
		assert.Empty(t, phaseNotifications(t, f.a.Store, u, domain.NotifyAnnouncement), "user %d is not a participant", u)
	}
	_, err = f.a.Store.CancelAnnouncement(t.Context(), ref.AnnouncementID)
	var de *domain.Error
	require.ErrorAs(t, err, &de)
	assert.Equal(t, domain.CodeConflict, de.Code, "a sent announcement cannot be cancelled")
}

func TestAnnouncementAudiences(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	for audience, want := range map[domain.AnnouncementAudience]int{
		domain.AudienceEveryone: 4, domain.AudienceOrganizingTeam: 1, domain.AudienceJudges: 1,
		domain.AudienceTeamsWithoutSubmission: 0, domain.AudienceVolunteers: 0,
	} {
		begun, err := f.a.BeginAnnouncement(t.Context(), dueAnnouncement(t, f, audience))
		require.NoError(t, err)
		assert.Equal(t, want, begun.Recipients, "%s", audience)
	}
}

func TestAnnouncementsFollowTheirPhase(t *testing.T) {
	t.Parallel()
	f := newFixture(t)
	ctx, st := t.Context(), f.a.Store
	judging := time.Now().Add(48 * time.Hour).UTC().Truncate(time.Second)
	_, err := st.Pool().Exec(ctx, `INSERT INTO hackathon_phase_schedule (hackathon_id, phase, starts_at) VALUES ($1, 'JUDGING', $2)
		  ON CONFLICT (hackathon_id, phase) DO UPDATE SET starts_at = EXCLUDED.starts_at`, f.hackathon.ID, judging)
	require.NoError(t, err)
	a, err := st.ScheduleAnnouncement(ctx, store.AnnouncementFields{
		HackathonID: f.hackathon.ID, AuthorID: f.creator.ID, Audience: domain.AudienceEveryone, SendAt: judging.Add(-time.Hour),
		Time:             domain.AnnouncementTime{Phase: domain.PhaseJudging, OffsetMinutes: -60},
		AnnouncementText: domain.AnnouncementText{Title: "Judging soon", Body: "In an hour."},
	}, nil)
	require.NoError(t, err)
	moves, err := f.a.FollowTimelineInAnnouncements(ctx, workflows.FollowTimelineInput{HackathonID: f.hackathon.ID})
	require.NoError(t, err)
	assert.Empty(t, moves, "nothing moved yet")

	_, err = st.Pool().Exec(ctx, `UPDATE hackathon_phase_schedule SET starts_at = starts_at + interval '1 day' WHERE hackathon_id = $1`, f.hackathon.ID)
	require.NoError(t, err)
	moves, err = f.a.FollowTimelineInAnnouncements(ctx, workflows.FollowTimelineInput{HackathonID: f.hackathon.ID})
	require.NoError(t, err)
	require.Len(t, moves, 1)
	assert.Equal(t, a.ID, moves[0].AnnouncementID)
	assert.True(t, judging.Add(23*time.Hour).Equal(moves[0].SendAt))
	assert.Equal(t, a.Revision+1, moves[0].Revision)
}
