package domain_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/hackforge/hackforge/domain"
)

func TestFeedbackKinds(t *testing.T) {
	for _, k := range []domain.FeedbackKind{domain.FeedbackBug, domain.FeedbackIdea, domain.FeedbackPraise} {
		assert.True(t, k.Valid(), k)
	}
	assert.False(t, domain.FeedbackKind("bug").Valid(), "kinds are upper case")
	assert.False(t, domain.FeedbackKind("").Valid())
}

func TestFeedbackThanksNamesTheKind(t *testing.T) {
	assert.Contains(t, domain.FeedbackThanks{Kind: domain.FeedbackIdea}.Render().Text, "your idea")
	assert.Contains(t, domain.FeedbackThanks{Kind: domain.FeedbackPraise}.Render().Text, "your kind words")
	assert.Contains(t, domain.FeedbackThanks{Kind: "OTHER"}.Render().Text, "your feedback")
}
