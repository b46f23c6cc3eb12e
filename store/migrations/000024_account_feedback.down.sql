DROP TABLE feedback;
DROP TABLE social_identities;
