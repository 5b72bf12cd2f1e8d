#!/usr/bin/env bash
# Stops the cluster started by start-postgres.sh (PG_DATA_DIR) and removes its files.
set -uo pipefail
[ -n "${PG_DATA_DIR:-}" ] || exit 0
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)"
if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$bin/pg_ctl" -D "$PG_DATA_DIR" -m fast stop >/dev/null
else "$bin/pg_ctl" -D "$PG_DATA_DIR" -m fast stop >/dev/null; fi
rm -rf "$PG_DATA_DIR"
