DROP VIEW hackathon_roles;
