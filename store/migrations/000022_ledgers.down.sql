DROP VIEW ledger_property_values;
DROP TABLE ledger_property_tags;
DROP TABLE ledger_properties;
DROP TABLE ledger_items;
DROP TABLE ledger_tags;
DROP TABLE ledger_statuses;
DROP TABLE ledger_status_groups;
DROP TABLE ledgers;
