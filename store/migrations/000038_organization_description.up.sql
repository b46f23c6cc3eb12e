-- An organization's description (issue 32): plain text, at most 1,000
-- characters, as api/graph keeps it; its name at most 100, as it always was.
ALTER TABLE organizations
    ADD COLUMN description text NOT NULL DEFAULT ''
        CONSTRAINT organizations_description_length CHECK (char_length(description) <= 1000),
    ADD CONSTRAINT organizations_name_length CHECK (char_length(name) <= 100);
