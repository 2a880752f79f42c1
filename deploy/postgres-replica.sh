#!/bin/sh
# Entrypoint of docker-compose's db-replica: a hot standby of the `db` service. On its first start (an
# empty volume) it clones the primary with pg_basebackup -R, which also writes standby.signal and the
# primary_conninfo it streams from; on every start it then runs PostgreSQL as a read-only replica.
set -eu

PGDATA="${PGDATA:-/var/lib/postgresql/data}"
conninfo="host=${PRIMARY_HOST} port=${PRIMARY_PORT:-5432} user=${PRIMARY_USER} password=${PRIMARY_PASSWORD}"

if [ ! -s "$PGDATA/PG_VERSION" ]; then
  until pg_isready -q -h "$PRIMARY_HOST" -p "${PRIMARY_PORT:-5432}"; do
    echo "db-replica: waiting for the primary at ${PRIMARY_HOST}"
    sleep 1
  done
  mkdir -p "$PGDATA"
  chown postgres:postgres "$PGDATA"
  chmod 0700 "$PGDATA"
  gosu postgres pg_basebackup --dbname="$conninfo" -D "$PGDATA" -R -X stream -c fast -P
fi

exec gosu postgres postgres -c hot_standby=on
