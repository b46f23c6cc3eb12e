-- E-mail preferences (issue 34): the categories of e-mail each person turned
-- off. Every category is on until a row says otherwise; transactional
-- e-mails (password reset, check-in codes, submission confirmations) have
-- no category and are always sent.
CREATE TABLE email_opt_outs (
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    category   text        NOT NULL CHECK (category IN
                   ('ANNOUNCEMENTS', 'INVITES', 'PHASE_CHANGES', 'APPROVALS', 'TEAM_REQUESTS', 'RESULTS')),
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, category)
);
