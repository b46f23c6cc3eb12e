#!/bin/sh
# Temporal's databases and schemas on the compose file's Postgres, as the
# retired auto-setup image did at every start: create (a no-op when the
# database exists), setup-schema (the version table; keeps a newer version)
# and update-schema (the versioned steps not yet applied). Runs in the
# temporalio/admin-tools image, whose /etc/temporal/schema matches its version.
set -eu
for db in temporal:temporal visibility:temporal_visibility; do
  schema=${db%%:*}
  name=${db#*:}
  sql="temporal-sql-tool --plugin $DB --ep $POSTGRES_SEEDS -p $DB_PORT -u $POSTGRES_USER --db $name"
  $sql create
  $sql setup-schema -v 0.0
  $sql update-schema -d "/etc/temporal/schema/postgresql/v12/$schema/versioned"
done
