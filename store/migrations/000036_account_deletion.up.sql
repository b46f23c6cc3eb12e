-- A deleted account (docs/decisions.md, Accounts): the row stays, its
-- personal fields replaced, so that what the person did for a team or a
-- hackathon keeps an author, shown as "Deleted user".
ALTER TABLE users ADD COLUMN deleted_at timestamptz;
