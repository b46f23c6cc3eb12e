-- Onboarding answers (SPEC 3, "User metadata entry"): one entry per user and
-- type, whose value is a JSON object of that type's answers. Saving a type
-- again replaces its answers, so they can be changed from the profile page.
CREATE TABLE user_metadata (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    metadata_type text        NOT NULL CHECK (metadata_type IN ('COMPANY_ONBOARDING', 'HOST_USAGE', 'PARTICIPANT')),
    value         jsonb       NOT NULL CHECK (jsonb_typeof(value) = 'object'),
    created_at    timestamptz NOT NULL DEFAULT now(),
    updated_at    timestamptz NOT NULL DEFAULT now(),
    UNIQUE (user_id, metadata_type)
);
