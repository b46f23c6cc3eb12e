package activities

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	qrcode "github.com/skip2/go-qrcode"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// checkInImage is the Content-ID of the QR code in the check-in e-mail.
const checkInImage = "check-in-code.png"

// SendCheckInCodes e-mails the participants named by In their check-in code
// as a QR code image and as text, once per participant whatever runs it.
func (a *Activities) SendCheckInCodes(ctx context.Context, in workflows.CheckInCodesInput) (workflows.CheckInCodesResult, error) {
	defer keepHeartbeating(ctx)()
	var res workflows.CheckInCodesResult
	h, err := a.Store.HackathonTimeline(ctx, in.HackathonID)
	if err != nil {
		return res, hackathonError(in.HackathonID, err)
	}
	key, err := a.Store.CheckInKey(ctx)
	if err != nil {
		return res, err
	}
	recipients, err := a.Store.CheckInRecipients(ctx, in.HackathonID, in.ParticipantID)
	if err != nil {
		return res, err
	}
	for _, r := range recipients {
		code := domain.CheckInCode(key, in.HackathonID, r.ParticipantID)
		png, err := qrcode.Encode(code, qrcode.Medium, 480)
		if err != nil {
			return res, fmt.Errorf("QR code of participant %d: %w", r.ParticipantID, err)
		}
		data := map[string]any{
			"Name":         cmp.Or(strings.TrimSpace(r.FirstName), r.Email),
			"Hackathon":    h.Name,
			"Organization": h.OrganizationName,
			"Link":         a.link(fmt.Sprintf("/hackathon/%d/detail", in.HackathonID), nil),
			"Code":         code,
			"Image":        checkInImage,
		}
		key := fmt.Sprintf("check-in-code:%d", r.ParticipantID)
		sent, err := a.sendOnce(ctx, key, r.Email, "check_in_code", data, mail.InlineImage(checkInImage, png))
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}
