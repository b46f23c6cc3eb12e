-- MONEY properties (issue 32): an amount in value_number and its ISO 4217
-- currency in value_currency (the API checks the code against its list).
-- 000022's unnamed checks: ledger_properties_property_type_check on the
-- type, ledger_properties_check1 that a NUMBER (only) has a number.
ALTER TABLE ledger_properties ADD COLUMN value_currency text CHECK (value_currency ~ '^[A-Z]{3}$');
ALTER TABLE ledger_properties DROP CONSTRAINT ledger_properties_property_type_check;
ALTER TABLE ledger_properties ADD CONSTRAINT ledger_properties_property_type_check
    CHECK (property_type IN ('TEXT', 'NUMBER', 'MONEY', 'TAGS', 'STATUS', 'LINK'));
ALTER TABLE ledger_properties DROP CONSTRAINT ledger_properties_check1;
ALTER TABLE ledger_properties ADD CONSTRAINT ledger_properties_number_of_type
    CHECK ((property_type IN ('NUMBER', 'MONEY')) = (value_number IS NOT NULL));
ALTER TABLE ledger_properties ADD CONSTRAINT ledger_properties_currency_of_money
    CHECK ((property_type = 'MONEY') = (value_currency IS NOT NULL));

-- The currency ('' for other types) after the columns the view had.
CREATE OR REPLACE VIEW ledger_property_values AS
    SELECT id, ledger_id, ledger_item_id, name, property_type, value_text,
           coalesce(value_number::text, '')::text AS value_number, value_status_id, linked_item_id,
           coalesce(value_currency, '')::text AS value_currency
    FROM ledger_properties;
