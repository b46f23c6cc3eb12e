ALTER TABLE hackathons DROP COLUMN calendar_token;
DROP TABLE hackathon_resources;
DROP TABLE goals;
DROP TABLE prizes;
DROP TABLE program_item_links;
DROP TABLE program_items;
