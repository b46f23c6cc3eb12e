DROP TABLE scores;
DROP FUNCTION scores_notify_leaderboard();
DROP FUNCTION scores_append_only();
DROP TABLE scorable_items;
DROP TABLE competitions;
