DROP TRIGGER judging_totals_track ON judging_scores;
DROP FUNCTION judging_totals_track();
DROP TABLE judging_totals;
