DROP TRIGGER prizes_view_version_truncate ON prizes;
DROP TRIGGER prizes_view_version ON prizes;
DROP TRIGGER hackathon_search_list_version ON hackathon_search;
DROP FUNCTION discover_search_changed();
