DROP TABLE sent_emails, notifications, volunteers, judges, mentors, participants, management_team_members,
    hackathon_phase_schedule, hackathons, organization_members, organizations;
