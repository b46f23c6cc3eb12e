package activities

import (
	"cmp"
	"context"
	"fmt"
	"strings"

	goqr "github.com/piglig/go-qr"

	"github.com/hackforge/hackforge/activities/mail"
	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/workflows"
)

// checkInImage is the Content-ID of the QR code in the check-in e-mail.
const checkInImage = "check-in-code.png"

// checkInPixels is the most the QR code image measures on a side.
const checkInPixels = 480

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
		png, err := checkInPNG(code)
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
		sent, err := a.sendOnce(ctx, domain.EmailTransactional, key, r.Email, "check_in_code", data, mail.InlineImage(checkInImage, png))
		if err != nil {
			return res, err
		}
		if sent {
			res.Emails++
		}
	}
	return res, nil
}

// checkInPNG draws code as a QR code with at least medium error correction
// (the encoder raises it when the code fits anyway) and the standard quiet
// zone of four modules, in whole pixels per module up to checkInPixels.
func checkInPNG(code string) ([]byte, error) {
	qr, err := goqr.EncodeText(code, goqr.Medium)
	if err != nil {
		return nil, err
	}
	const quietZone = 4
	scale := max(1, checkInPixels/(qr.Size()+2*quietZone))
	return qr.ToPNGBytes(goqr.NewQrCodeImgConfig(scale, quietZone))
}
