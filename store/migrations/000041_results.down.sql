ALTER TABLE prizes DROP CONSTRAINT prizes_submission_fk;
DROP TABLE team_gallery_consents;
DROP TABLE hackathon_results;
