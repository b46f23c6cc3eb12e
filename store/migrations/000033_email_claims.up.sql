-- A sender claims an e-mail's key before sending it, so that two senders
-- racing (the lifecycle's batch and a join's own workflow, say) send it
-- once: the row exists from the claim, sent_at is set once the SMTP server
-- accepted the message, and a failed send deletes the claim. The claimant
-- (an activity, across its retries) may claim again; anyone else only a
-- claim left unsent for 10 minutes.
ALTER TABLE sent_emails
    ALTER COLUMN sent_at DROP NOT NULL,
    ALTER COLUMN sent_at DROP DEFAULT,
    ADD COLUMN claimed_at timestamptz NOT NULL DEFAULT now(),
    ADD COLUMN claimed_by text NOT NULL DEFAULT '';
