DROP TABLE team_members;
DROP TABLE teams;
DROP TABLE attendances;
DROP TABLE terms_acceptances;
DROP TABLE terms_and_conditions;
