DROP TRIGGER hackathons_rating_templates ON hackathons;
DROP FUNCTION rating_system_templates();
DROP TABLE rating_items;
DROP TABLE ratings;
DROP TABLE rating_item_templates;
DROP TABLE rating_templates;
