package mail

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestInviteTemplatesNameThePlaceTheInviterTheRoleTheExpiryAndTheLink(t *testing.T) {
	data := map[string]any{
		"Place": "Hack <the> Planet", "PlaceKind": "a hackathon", "Inviter": "Cleo Ray", "Role": "judge",
		"Email": "ada@example.com", "ExpiresAt": "Sun, Mar 2, 2031, 5:00 PM UTC", "Link": "http://hf.test/hackathon/judging/invite?uid=abc",
	}
	for name, subject := range map[string]string{
		"invite":          "Cleo Ray invites you to be a judge of Hack <the> Planet",
		"invite_reminder": "Reminder: Cleo Ray invites you to be a judge of Hack <the> Planet",
	} {
		r, err := render(name, data, footer{})
		require.NoError(t, err, name)
		assert.Equal(t, subject, r.subject)
		for _, part := range []string{r.text, r.html} {
			assert.Contains(t, part, "Cleo Ray", name)
			assert.Contains(t, part, "Sun, Mar 2, 2031, 5:00 PM UTC", name)
			assert.Contains(t, part, "ada@example.com", name)
		}
		assert.Contains(t, r.text, "Hack <the> Planet, a hackathon")
		assert.Contains(t, r.text, data["Link"])
		assert.Contains(t, r.html, "Hack &lt;the&gt; Planet", "HTML is escaped")
		assert.Contains(t, r.html, `href="http://hf.test/hackathon/judging/invite?uid=abc"`)
		assert.NotContains(t, r.text, "Unsubscribe", "no footer unless asked")
		assert.NotContains(t, r.html, "Unsubscribe", "no footer unless asked")
	}
}

func TestTheFooterLinksTheUnsubscribeAndThePreferences(t *testing.T) {
	foot := footer{Unsubscribe: "http://hf.test/api/v1/email/unsubscribe?token=1.RESULTS.x&a=<b>", Manage: "http://hf.test/user/email", Topic: "results"}
	r, err := render("results_published", map[string]any{"Name": "Ada", "Hackathon": "H", "Organization": "O", "Team": "T", "Link": "http://hf.test/r"}, foot)
	require.NoError(t, err)
	assert.Contains(t, r.text, "http://hf.test/r\n\n--\nYou get this e-mail because e-mails about results are on.\n"+
		"Unsubscribe from them: "+foot.Unsubscribe+"\nManage all your e-mail preferences: http://hf.test/user/email\n")
	assert.Contains(t, r.html, `href="http://hf.test/api/v1/email/unsubscribe?token=1.RESULTS.x&amp;a=%3cb%3e"`)
	assert.Contains(t, r.html, `href="http://hf.test/user/email"`)
	assert.Contains(t, r.html, "e-mails about results are on")
}

func TestUnsubscribeMailtoIsTheSendersAddress(t *testing.T) {
	m, err := New("smtp://127.0.0.1:1025", "Hackforge <no-reply@hackforge.test>")
	require.NoError(t, err)
	assert.Equal(t, "<mailto:no-reply@hackforge.test?subject=unsubscribe>", m.UnsubscribeMailto())
}

func TestADeletedAccountsAddressGetsNothing(t *testing.T) {
	m, err := New("smtp://127.0.0.1:1", "Hackforge <no-reply@hackforge.test>") // nothing listens there
	require.NoError(t, err)
	require.NoError(t, m.Send(t.Context(), "deleted-0f8e@deleted.invalid", "password_reset", map[string]string{"Name": "x", "Link": "y"}))
	require.Error(t, m.Send(t.Context(), "someone@example.com", "password_reset", map[string]string{"Name": "x", "Link": "y"}),
		"a real address is sent, and fails here")
}
