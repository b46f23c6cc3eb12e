-- Judging criteria, scores and completions, and the popular vote (SPEC 3,
-- 7.2; issue 12). The board queries take several hackathons at once, so a
-- request reads each table once however many submissions and judges.

-- name: ListJudgingCriteria :many
SELECT * FROM judging_criteria WHERE hackathon_id = ANY(@hackathon_ids::bigint[]) ORDER BY hackathon_id, position, id;

-- name: GetJudgingCriterion :one
SELECT * FROM judging_criteria WHERE id = $1;

-- name: CreateJudgingCriterion :one
-- A new criterion comes after the others.
INSERT INTO judging_criteria (hackathon_id, name, description, max_score, type, position)
VALUES (@hackathon_id, @name, @description, @max_score, @type,
        (SELECT coalesce(max(position), 0) + 1 FROM judging_criteria WHERE hackathon_id = @hackathon_id))
RETURNING *;

-- name: UpdateJudgingCriterion :one
UPDATE judging_criteria SET name = @name, description = @description, max_score = @max_score, type = @type, updated_at = now()
WHERE id = @id
RETURNING *;

-- name: DeleteJudgingCriterion :exec
DELETE FROM judging_criteria WHERE id = $1;

-- name: ReorderJudgingCriteria :exec
UPDATE judging_criteria c SET position = o.position, updated_at = now()
FROM unnest(@ids::bigint[]) WITH ORDINALITY AS o(id, position)
WHERE c.id = o.id AND c.hackathon_id = @hackathon_id;

-- name: LockHackathonJudging :exec
-- Serialises changes of a hackathon's criteria against its scoring.
SELECT id FROM hackathons WHERE id = $1 FOR UPDATE;

-- name: HackathonHasScores :one
SELECT EXISTS (SELECT 1 FROM judging_scores WHERE hackathon_id = $1);

-- name: CriterionHasScores :one
SELECT EXISTS (SELECT 1 FROM judging_scores WHERE criteria_id = $1);

-- name: DeleteCriterionScores :exec
DELETE FROM judging_scores WHERE criteria_id = $1;

-- name: SetJudgesPerSubmission :exec
UPDATE hackathons SET judges_per_submission = sqlc.narg(judges_per_submission)::int WHERE id = @id;

-- name: ListBoardSubmissions :many
-- The submitted submissions of the hackathons, with their team's and
-- category's names.
SELECT sqlc.embed(s), t.name AS team_name, c.name AS category_name, c.position AS category_position
FROM submissions s JOIN teams t ON t.id = s.team_id JOIN competition_categories c ON c.id = s.category_id
WHERE s.hackathon_id = ANY(@hackathon_ids::bigint[]) AND s.submitted
ORDER BY s.hackathon_id, c.position, c.id, s.id;

-- name: ListBoardCategories :many
SELECT * FROM competition_categories WHERE hackathon_id = ANY(@hackathon_ids::bigint[]) ORDER BY hackathon_id, position, id;

-- name: ListBoardJudges :many
-- The active judges of the hackathons (user ids), with their names.
SELECT j.hackathon_id, j.user_id, coalesce(nullif(btrim(u.first_name || ' ' || u.last_name), ''), 'Unknown User')::text AS name
FROM judges j JOIN users u ON u.id = j.user_id
WHERE j.hackathon_id = ANY(@hackathon_ids::bigint[]) AND j.status = 'ACTIVE'
ORDER BY j.hackathon_id, j.user_id;

-- name: ListBoardTeamMembers :many
-- The active team members of the hackathons, for conflicts of interest and self votes.
SELECT hackathon_id, team_id, user_id FROM team_members
WHERE hackathon_id = ANY(@hackathon_ids::bigint[]) AND status = 'ACTIVE';

-- name: ListBoardTotals :many
-- Each judge's total per submission, kept by a trigger on judging_scores:
-- judge_ids[i] gave totals[i] (one aggregation feeds both arrays the same
-- rows in the same order). A row per submission, and totals read apart
-- from completions: 9,000 rows, or a join, cost more (make bench-judging).
SELECT hackathon_id, submission_id, array_agg(judge_id)::bigint[] AS judge_ids, array_agg(total)::int[] AS totals
FROM judging_totals WHERE hackathon_id = ANY(@hackathon_ids::bigint[])
GROUP BY hackathon_id, submission_id;

-- name: ListBoardCompletions :many
-- The judges who marked each submission completed; a completion outlives
-- its scores when the criteria are all deleted.
SELECT hackathon_id, submission_id, array_agg(judge_id)::bigint[] AS judge_ids
FROM judging_completions WHERE hackathon_id = ANY(@hackathon_ids::bigint[])
GROUP BY hackathon_id, submission_id;

-- name: ListSubmissionScores :many
SELECT * FROM judging_scores WHERE submission_id = $1 ORDER BY judge_id, criteria_id;

-- name: ListBoardJudgesPerSubmission :many
SELECT id, judges_per_submission FROM hackathons WHERE id = ANY(@hackathon_ids::bigint[]);

-- name: UpsertJudgingScores :exec
INSERT INTO judging_scores (hackathon_id, submission_id, judge_id, criteria_id, score)
SELECT @hackathon_id, @submission_id, @judge_id, unnest(@criteria_ids::bigint[]), unnest(@scores::int[])
ON CONFLICT (submission_id, criteria_id, judge_id) DO UPDATE SET score = excluded.score, updated_at = now();

-- name: SetJudgingCompleted :exec
INSERT INTO judging_completions (hackathon_id, submission_id, judge_id) VALUES (@hackathon_id, @submission_id, @judge_id)
ON CONFLICT DO NOTHING;

-- name: ClearJudgingCompleted :exec
DELETE FROM judging_completions WHERE submission_id = @submission_id AND judge_id = @judge_id;

-- name: GetBoardSubmission :one
SELECT * FROM submissions WHERE id = $1;

-- name: UpsertPopularVote :exec
INSERT INTO popular_votes (hackathon_id, category_id, submission_id, voter_id)
VALUES (@hackathon_id, @category_id, @submission_id, @voter_id)
ON CONFLICT (category_id, voter_id) DO UPDATE SET submission_id = excluded.submission_id, updated_at = now();

-- name: ListPopularVotes :many
-- Every vote's submission and voter (counts are summed in Go; the viewer's own found).
SELECT submission_id, category_id, voter_id FROM popular_votes WHERE hackathon_id = $1;

-- name: ReopenCriterionCompletions :exec
-- The judgments that scored a criterion whose scale changed are open again.
DELETE FROM judging_completions c USING judging_scores s
WHERE s.criteria_id = $1 AND c.submission_id = s.submission_id AND c.judge_id = s.judge_id;
