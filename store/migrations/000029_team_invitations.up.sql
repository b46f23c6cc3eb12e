-- Team matching invitations (issue 11): a team's admin invites a suggested
-- participant. An invitation is a team_join_requests row with invited_by set;
-- the invitee answers it, where the team's admins answer a request. The open
-- row's unique index keeps one open request or invitation per team and person.
ALTER TABLE team_join_requests ADD COLUMN invited_by bigint REFERENCES users (id) ON DELETE SET NULL;
