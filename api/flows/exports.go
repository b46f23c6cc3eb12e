package flows

import (
	"time"

	"github.com/hackforge/hackforge/domain"
	"github.com/hackforge/hackforge/store/record"
	"github.com/hackforge/hackforge/workflows"
)

// HackathonOwner is the hackathon a workflow works for.
func HackathonOwner(h record.Hackathon) workflows.Owner {
	return workflows.Owner{HackathonID: h.ID, OrganizationID: h.OrganizationID, Name: h.Name}
}

// ParticipantExport is the workflow that writes export e of hackathon h.
func ParticipantExport(e record.Export, h record.Hackathon) workflows.Start {
	in := workflows.ParticipantExportInput{UID: e.Uid, HackathonID: h.ID, ExpiresAt: e.ExpiresAt, Hackathon: workflows.HackathonPlace(h.Name, h.ID)}
	return workflows.ParticipantExportStart(in, HackathonOwner(h))
}

// Retention is how long an export's file is kept.
func (f *Flows) Retention() time.Duration {
	if f.ExportRetention == 0 {
		return domain.DefaultExportRetention
	}
	return f.ExportRetention
}
