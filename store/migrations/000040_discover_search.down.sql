DROP INDEX organizations_search;
DROP INDEX hackathons_search;
DROP FUNCTION organization_search_document(text);
DROP FUNCTION hackathon_search_document(text, text);
