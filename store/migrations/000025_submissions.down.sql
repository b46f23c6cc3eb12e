DROP TABLE submissions;
DROP TABLE competition_categories;
DROP TABLE submission_templates;
ALTER TABLE hackathons DROP COLUMN allow_late_submissions;
