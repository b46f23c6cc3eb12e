DROP TRIGGER hackathons_public_count_truncate ON hackathons;
DROP TRIGGER hackathons_public_count ON hackathons;
DROP FUNCTION public_hackathon_counted();
DROP TABLE public_hackathon_count;
