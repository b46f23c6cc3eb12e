-- Images (issue 33): a hackathon's cover and logo, an organization's logo.
-- Each is the key of its renditions in the blob store (api/images; empty:
-- none) and its alternative text, which an image must have.
ALTER TABLE hackathons
    ADD COLUMN cover_image text NOT NULL DEFAULT '',
    ADD COLUMN cover_alt text NOT NULL DEFAULT '',
    ADD COLUMN logo_image text NOT NULL DEFAULT '',
    ADD COLUMN logo_alt text NOT NULL DEFAULT '',
    ADD CONSTRAINT hackathons_cover_alt CHECK ((cover_image = '') = (cover_alt = '') AND char_length(cover_alt) <= 200),
    ADD CONSTRAINT hackathons_logo_alt CHECK ((logo_image = '') = (logo_alt = '') AND char_length(logo_alt) <= 200);
ALTER TABLE organizations
    ADD COLUMN logo_image text NOT NULL DEFAULT '',
    ADD COLUMN logo_alt text NOT NULL DEFAULT '',
    ADD CONSTRAINT organizations_logo_alt CHECK ((logo_image = '') = (logo_alt = '') AND char_length(logo_alt) <= 200);
