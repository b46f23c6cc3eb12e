package mail

import (
	"testing"

	"github.com/stretchr/testify/require"
)

func TestMarkdownIsRenderedSafely(t *testing.T) {
	html := string(Markdown("**Dinner** is served.\n\n<script>alert(1)</script>\n\n[menu](javascript:alert(1)) [site](https://example.com)"))
	require.Contains(t, html, "<strong>Dinner</strong>")
	require.Contains(t, html, `href="https://example.com"`)
	require.NotContains(t, html, "<script")
	require.NotContains(t, html, "javascript:")
}
