#!/bin/sh
# Runs once, when the `db` volume is first initialised (docker-entrypoint-initdb.d): lets db-replica
# stream WAL from this primary over the compose network. An existing volume needs the same line added
# to its pg_hba.conf by hand (then SELECT pg_reload_conf()).
set -eu
echo 'host replication all all scram-sha-256' >> "$PGDATA/pg_hba.conf"
