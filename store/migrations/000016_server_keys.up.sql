-- Secret keys the server signs with (e.g. the participants' check-in codes),
-- made on first use by the store and shared by the API and the worker. Losing
-- a row invalidates what it signed.
CREATE TABLE server_keys (
    name       text        PRIMARY KEY,
    key        bytea       NOT NULL CHECK (length(key) >= 32),
    created_at timestamptz NOT NULL DEFAULT now()
);
