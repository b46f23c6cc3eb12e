ALTER TABLE organizations
    DROP CONSTRAINT organizations_name_length,
    DROP COLUMN description;
