package domain

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base32"
	"fmt"
	"strconv"
	"strings"
)

// A check-in code is a participant's personal, signed value that the QR
// scanner reads: "<hackathon id>-<participant id>-<signature>", where the
// signature is the first checkInSignatureBytes of HMAC-SHA256 over both ids
// with the server's check-in key, in unpadded base32 (upper case, easy to
// type by hand). Without the key nobody can make or alter one.

const checkInSignatureBytes = 10 // 80 bits: 16 base32 characters

var checkInEncoding = base32.StdEncoding.WithPadding(base32.NoPadding)

// CheckInCode is the participant's code in the hackathon.
func CheckInCode(key []byte, hackathonID, participantID int64) string {
	return fmt.Sprintf("%d-%d-%s", hackathonID, participantID, checkInSignature(key, hackathonID, participantID))
}

// ParsedCheckInCode is what a well-signed code names.
type ParsedCheckInCode struct {
	HackathonID, ParticipantID int64
}

// ParseCheckInCode reads a code as typed or scanned (case and surrounding
// spaces do not matter) and checks its signature; ok is false for anything
// malformed, altered or signed with another key.
func ParseCheckInCode(key []byte, code string) (ParsedCheckInCode, bool) {
	parts := strings.Split(strings.ToUpper(strings.TrimSpace(code)), "-")
	if len(parts) != 3 {
		return ParsedCheckInCode{}, false
	}
	h, errH := strconv.ParseInt(parts[0], 10, 64)
	p, errP := strconv.ParseInt(parts[1], 10, 64)
	if errH != nil || errP != nil || h <= 0 || p <= 0 {
		return ParsedCheckInCode{}, false
	}
	if !hmac.Equal([]byte(parts[2]), []byte(checkInSignature(key, h, p))) {
		return ParsedCheckInCode{}, false
	}
	return ParsedCheckInCode{HackathonID: h, ParticipantID: p}, true
}

func checkInSignature(key []byte, hackathonID, participantID int64) string {
	mac := hmac.New(sha256.New, key)
	fmt.Fprintf(mac, "hackforge-check-in:%d:%d", hackathonID, participantID)
	return checkInEncoding.EncodeToString(mac.Sum(nil)[:checkInSignatureBytes])
}

// Check-in refusals, on the input field "code" (the scanner shows the message).
var (
	ErrCheckInCodeUnknown        = Invalid("code", "Unknown check-in code: it is not one of this hackathon's codes, or it was altered.")
	ErrCheckInCodeOtherHackathon = Invalid("code", "This check-in code belongs to another hackathon.")
	ErrCheckInParticipantBanned  = Invalid("code", "This participant is banned and cannot be checked in.")
)

// CheckInCodesOpen: from REGISTRATION_OPEN on, participants are e-mailed
// their check-in code as they join (before it, all at once when it opens).
func CheckInCodesOpen(phase Phase) bool {
	return phase.Index() >= PhaseRegistrationOpen.Index()
}
