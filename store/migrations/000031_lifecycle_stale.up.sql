-- When a write to a hackathon (its creation, an edit, its timeline) has not
-- yet reached its lifecycle workflow: set by the write, cleared once the
-- workflow was signalled. A write made while Temporal is down stays marked,
-- and the worker's sweep re-attaches the workflow when Temporal is back.
-- Hackathons that exist already have their workflows: they start cleared.
ALTER TABLE hackathons ADD COLUMN lifecycle_stale_since timestamptz;
ALTER TABLE hackathons ALTER COLUMN lifecycle_stale_since SET DEFAULT now();
CREATE INDEX hackathons_lifecycle_stale ON hackathons (lifecycle_stale_since) WHERE lifecycle_stale_since IS NOT NULL;
