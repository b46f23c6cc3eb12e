-- The innovation ledger (SPEC 3): an organisation's ledgers hold a tree of
-- items with typed properties; statuses sit in status groups, tags have a
-- colour. Every row carries its ledger's id, and the composite foreign keys
-- on (id, ledger_id) keep an item's parent, a property's status, tags and
-- linked item inside the same ledger.
CREATE TABLE ledgers (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    organization_id bigint      NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
    name            text        NOT NULL CHECK (name <> ''),
    description     text        NOT NULL DEFAULT '',
    status          text        NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'ARCHIVED')),
    created_by      bigint      REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledgers_organization ON ledgers (organization_id);

CREATE TABLE ledger_status_groups (
    id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ledger_id bigint  NOT NULL REFERENCES ledgers (id) ON DELETE CASCADE,
    name      text    NOT NULL CHECK (name <> ''),
    position  integer NOT NULL,
    UNIQUE (ledger_id, name),
    UNIQUE (id, ledger_id)
);

CREATE TABLE ledger_statuses (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ledger_id       bigint  NOT NULL REFERENCES ledgers (id) ON DELETE CASCADE,
    status_group_id bigint  NOT NULL,
    name            text    NOT NULL CHECK (name <> ''),
    position        integer NOT NULL,
    UNIQUE (ledger_id, name),
    UNIQUE (id, ledger_id),
    FOREIGN KEY (status_group_id, ledger_id) REFERENCES ledger_status_groups (id, ledger_id) ON DELETE CASCADE
);

CREATE TABLE ledger_tags (
    id        bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ledger_id bigint NOT NULL REFERENCES ledgers (id) ON DELETE CASCADE,
    name      text   NOT NULL CHECK (name <> ''),
    color     text   NOT NULL CHECK (color ~ '^#[0-9a-f]{6}$'),
    UNIQUE (ledger_id, name),
    UNIQUE (id, ledger_id)
);

CREATE TABLE ledger_items (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uid         uuid        NOT NULL DEFAULT gen_random_uuid() UNIQUE,
    ledger_id   bigint      NOT NULL REFERENCES ledgers (id) ON DELETE CASCADE,
    -- Deleting an item deletes its subtree.
    parent_id   bigint,
    name        text        NOT NULL CHECK (name <> ''),
    description text        NOT NULL DEFAULT '',
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now(),
    UNIQUE (id, ledger_id),
    CHECK (parent_id <> id),
    FOREIGN KEY (parent_id, ledger_id) REFERENCES ledger_items (id, ledger_id) ON DELETE CASCADE
);
CREATE INDEX ledger_items_ledger ON ledger_items (ledger_id);
CREATE INDEX ledger_items_parent ON ledger_items (parent_id);

-- A property is a named, typed value of an item: the ledger's table shows a
-- column per name. Which value column is set follows the type; the tags of
-- a TAGS property are in ledger_property_tags. The store refuses to delete
-- a status items hold; a linked item's deletion takes the link with it.
CREATE TABLE ledger_properties (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ledger_id       bigint      NOT NULL,
    ledger_item_id  bigint      NOT NULL,
    name            text        NOT NULL CHECK (name <> ''),
    property_type   text        NOT NULL CHECK (property_type IN ('TEXT', 'NUMBER', 'TAGS', 'STATUS', 'LINK')),
    value_text      text        NOT NULL DEFAULT '',
    value_number    numeric,
    value_status_id bigint,
    linked_item_id  bigint,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (ledger_item_id, name),
    UNIQUE (id, ledger_id),
    FOREIGN KEY (ledger_item_id, ledger_id) REFERENCES ledger_items (id, ledger_id) ON DELETE CASCADE,
    FOREIGN KEY (value_status_id, ledger_id) REFERENCES ledger_statuses (id, ledger_id) ON DELETE CASCADE,
    FOREIGN KEY (linked_item_id, ledger_id) REFERENCES ledger_items (id, ledger_id) ON DELETE CASCADE,
    CHECK (value_text = '' OR property_type = 'TEXT'),
    CHECK ((property_type = 'NUMBER') = (value_number IS NOT NULL)),
    CHECK ((property_type = 'STATUS') = (value_status_id IS NOT NULL)),
    CHECK ((property_type = 'LINK') = (linked_item_id IS NOT NULL)),
    CHECK (linked_item_id <> ledger_item_id)
);
CREATE INDEX ledger_properties_ledger ON ledger_properties (ledger_id);
CREATE INDEX ledger_properties_status ON ledger_properties (value_status_id);
CREATE INDEX ledger_properties_linked ON ledger_properties (linked_item_id);

-- Properties as the API reads them: the number as its decimal text ('' for
-- other types), exactly as written.
CREATE VIEW ledger_property_values AS
    SELECT id, ledger_id, ledger_item_id, name, property_type, value_text,
           coalesce(value_number::text, '')::text AS value_number, value_status_id, linked_item_id
    FROM ledger_properties;

CREATE TABLE ledger_property_tags (
    property_id bigint NOT NULL,
    tag_id      bigint NOT NULL,
    ledger_id   bigint NOT NULL,
    PRIMARY KEY (property_id, tag_id),
    FOREIGN KEY (property_id, ledger_id) REFERENCES ledger_properties (id, ledger_id) ON DELETE CASCADE,
    FOREIGN KEY (tag_id, ledger_id) REFERENCES ledger_tags (id, ledger_id) ON DELETE CASCADE
);
CREATE INDEX ledger_property_tags_ledger ON ledger_property_tags (ledger_id);
CREATE INDEX ledger_property_tags_tag ON ledger_property_tags (tag_id);
