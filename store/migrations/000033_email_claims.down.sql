DELETE FROM sent_emails WHERE sent_at IS NULL;
ALTER TABLE sent_emails
    DROP COLUMN claimed_at,
    DROP COLUMN claimed_by,
    ALTER COLUMN sent_at SET DEFAULT now(),
    ALTER COLUMN sent_at SET NOT NULL;
