DROP TABLE ai_queries;
DROP TABLE ai_services;
DROP TABLE approval_state_updates;
DROP TABLE approvals;
DROP TABLE idea_likes;
