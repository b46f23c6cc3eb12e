package domain_test

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/hackforge/hackforge/domain"
)

func TestAnnouncementTimeResolve(t *testing.T) {
	now := time.Date(2031, 3, 1, 12, 0, 0, 0, time.UTC)
	at := func(h int) *time.Time { v := now.Add(time.Duration(h) * time.Hour); return &v }
	timeline := []domain.ScheduledPhase{
		{Phase: domain.PhaseRegistrationOpen, StartsAt: at(-24)},
		{Phase: domain.PhaseJudging, StartsAt: at(48)},
		{Phase: domain.PhaseComplete, StartsAt: at(72)},
	}
	cases := []struct {
		name  string
		in    domain.AnnouncementTime
		want  *time.Time
		field string
	}{
		{"absolute ahead", domain.AnnouncementTime{SendAt: at(1)}, at(1), ""},
		{"absolute past", domain.AnnouncementTime{SendAt: at(-1)}, nil, "sendAt"},
		{"absolute missing", domain.AnnouncementTime{}, nil, "sendAt"},
		{"an hour before judging", domain.AnnouncementTime{Phase: domain.PhaseJudging, OffsetMinutes: -60}, at(47), ""},
		{"unscheduled phase", domain.AnnouncementTime{Phase: domain.PhaseHacking}, nil, "phase"},
		{"popular vote off", domain.AnnouncementTime{Phase: domain.PhasePopularVote}, nil, "phase"},
		{"after the end", domain.AnnouncementTime{Phase: domain.PhaseComplete, OffsetMinutes: 1}, nil, "offsetMinutes"},
		{"before the first phase", domain.AnnouncementTime{Phase: domain.PhaseJudging, OffsetMinutes: -73 * 60}, nil, "offsetMinutes"},
		{"passed", domain.AnnouncementTime{Phase: domain.PhaseRegistrationOpen, OffsetMinutes: 60}, nil, "offsetMinutes"},
		{"offset too large", domain.AnnouncementTime{Phase: domain.PhaseJudging, OffsetMinutes: domain.MaxAnnouncementOffset + 1}, nil, "offsetMinutes"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.in.Resolve(timeline, false, *at(60), now)
			if c.field != "" {
				var de *domain.Error
				require.ErrorAs(t, err, &de)
				require.Equal(t, domain.CodeInvalid, de.Code)
				require.Equal(t, c.field, de.Field)
				return
			}
			require.NoError(t, err)
			require.Equal(t, *c.want, got)
		})
	}
}

func TestAnnouncementTextValidate(t *testing.T) {
	for field, text := range map[string]domain.AnnouncementText{
		"title": {Title: " ", Body: "Hello"},
		"body":  {Title: "Hi", Body: strings.Repeat("é", domain.MaxAnnouncementBody+1)},
	} {
		var de *domain.Error
		require.ErrorAs(t, text.Validate(), &de)
		require.Equal(t, field, de.Field)
	}
	require.NoError(t, domain.AnnouncementText{Title: "Hi", Body: strings.Repeat("é", domain.MaxAnnouncementBody)}.Validate())
	require.True(t, domain.AudienceTeamsWithoutSubmission.Valid())
	require.False(t, domain.AnnouncementAudience("").Valid())
}

func TestExcerpt(t *testing.T) {
	require.Equal(t, "Dinner is served in the hall.", domain.Excerpt("# Dinner *is* served\nin the hall.\n\nMore later."))
	require.Len(t, []rune(domain.Excerpt(strings.Repeat("a ", 300))), 200)
}
