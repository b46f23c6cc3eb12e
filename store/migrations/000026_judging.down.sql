DROP TABLE popular_votes;
DROP TABLE judging_completions;
DROP TABLE judging_scores;
DROP TABLE judging_criteria;
ALTER TABLE hackathons DROP COLUMN judges_per_submission;
