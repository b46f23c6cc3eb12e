package domain

import (
	"fmt"
	"time"
)

// FormatInstant writes an instant in its own location as the web app does
// (web/src/lib/dates.ts): "Wed, Dec 2, 2026, 1:52 PM UTC+2". E-mails and
// messages use it so that they read the same as the page they link to.
func FormatInstant(t time.Time) string {
	return t.Format("Mon, Jan 2, 2006, 3:04 PM") + " " + offsetLabel(t)
}

// offsetLabel is "UTC", "UTC+2", "UTC+5:30" or "UTC-5": zone abbreviations
// differ between Go, browsers and locales, offsets do not.
func offsetLabel(t time.Time) string {
	_, seconds := t.Zone()
	if seconds == 0 {
		return "UTC"
	}
	sign := "+"
	if seconds < 0 {
		sign, seconds = "-", -seconds
	}
	hours, minutes := seconds/3600, seconds%3600/60
	if minutes == 0 {
		return fmt.Sprintf("UTC%s%d", sign, hours)
	}
	return fmt.Sprintf("UTC%s%d:%02d", sign, hours, minutes)
}
