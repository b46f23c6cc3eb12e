DROP TABLE attempt_counts;
