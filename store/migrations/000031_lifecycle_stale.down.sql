ALTER TABLE hackathons DROP COLUMN lifecycle_stale_since;
