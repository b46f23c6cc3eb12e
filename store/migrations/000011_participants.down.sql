DROP INDEX participants_hackathon;
ALTER TABLE participants DROP CONSTRAINT participants_status_check;
