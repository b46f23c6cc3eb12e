DROP INDEX participants_hackathon_by_id;
DROP VIEW participant_export_rows;
DROP TABLE export_chunks;
DROP TABLE exports;
