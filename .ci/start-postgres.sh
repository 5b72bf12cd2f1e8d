#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the backend suite's second pass and prints its URL.
# Usage: eval "$(bash .ci/start-postgres.sh)"  → sets DATABASE_URL and PG_DATA_DIR.
set -euo pipefail
port="${PG_PORT:-54320}"
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
data="$(mktemp -d /tmp/voyagent-pg.XXXXXX)"
as_postgres=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$data"
  as_postgres=(runuser -u postgres --)
fi
"${as_postgres[@]}" "$bin/initdb" -D "$data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${as_postgres[@]}" "$bin/pg_ctl" -D "$data" -l "$data/server.log" -w -o "-p $port -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off" start >/dev/null
echo "export DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres PG_DATA_DIR=$data"
