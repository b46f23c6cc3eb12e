-- MONEY properties become NUMBER ones: the amounts stay, their currencies go.
DROP VIEW ledger_property_values;
ALTER TABLE ledger_properties DROP CONSTRAINT ledger_properties_currency_of_money;
UPDATE ledger_properties SET property_type = 'NUMBER', value_currency = NULL WHERE property_type = 'MONEY';
ALTER TABLE ledger_properties DROP CONSTRAINT ledger_properties_number_of_type;
ALTER TABLE ledger_properties ADD CONSTRAINT ledger_properties_check1
    CHECK ((property_type = 'NUMBER') = (value_number IS NOT NULL));
ALTER TABLE ledger_properties DROP CONSTRAINT ledger_properties_property_type_check;
ALTER TABLE ledger_properties ADD CONSTRAINT ledger_properties_property_type_check
    CHECK (property_type IN ('TEXT', 'NUMBER', 'TAGS', 'STATUS', 'LINK'));
ALTER TABLE ledger_properties DROP COLUMN value_currency;
CREATE VIEW ledger_property_values AS
    SELECT id, ledger_id, ledger_item_id, name, property_type, value_text,
           coalesce(value_number::text, '')::text AS value_number, value_status_id, linked_item_id
    FROM ledger_properties;
