DROP TABLE feature_toggles, hackathon_profile_skills, hackathon_profiles, skills,
    user_roles, roles, password_reset_tokens, auth_tokens, users;
