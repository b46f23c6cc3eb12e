DROP TRIGGER hackathon_search_of_organization ON organizations;
DROP TRIGGER hackathon_search_of_hackathon ON hackathons;
DROP FUNCTION hackathon_search_refresh();
DROP FUNCTION hackathon_search_document(text, text, text);
DROP TABLE hackathon_search;
