DROP TABLE user_metadata;
