package domain

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

func TestEscapeCSVCellPrefixesFormulaStarts(t *testing.T) {
	for in, want := range map[string]string{
		"=SUM(A1)": "'=SUM(A1)",
		"+27 21":   "'+27 21",
		"-1":       "'-1",
		"@cmd":     "'@cmd",
		"\tx":      "'\tx",
		"\rx":      "'\rx",
		"Zoë":      "Zoë",
		"a=b":      "a=b",
		"":         "",
		"'quoted":  "'quoted",
	} {
		assert.Equal(t, want, EscapeCSVCell(in), "%q", in)
	}
}

func TestExportFilenameIsASlugAndDate(t *testing.T) {
	at := time.Date(2026, 11, 23, 23, 30, 0, 0, time.FixedZone("x", -2*3600))
	assert.Equal(t, "participants-open-innovation-d-fi-2026-11-24.csv", ExportFilename("Open Innovation — Défi!", at))
	assert.Equal(t, "participants-hackathon-2026-11-24.csv", ExportFilename("???", at))
}
