#!/usr/bin/env bash
# Makes PostgreSQL (with pgvector) and Redis reachable on 127.0.0.1 and creates the
# application's databases. Safe to run again: when everything is in place it only checks.
#   - where a Docker engine answers: docker compose brings up the postgres and redis services;
#   - elsewhere: the machine's PostgreSQL 15 cluster and Redis, installed from Debian packages
#     if missing, with pgvector built from Debian's source package when the extension is absent.
set -euo pipefail
cd "$(dirname "$0")/.."

# --fresh-test-db: drop and re-create the test database, so a test run never inherits a schema
# from another checkout or an older branch (the application database is never dropped).
FRESH_TEST_DB=""; [ "${1:-}" = "--fresh-test-db" ] && FRESH_TEST_DB=1
DB_NAME="${PREPSTREAM_DB_NAME:-prepstream}"
DB_USER="${PREPSTREAM_DB_USER:-prepstream}"
DB_PASSWORD="${PREPSTREAM_DB_PASSWORD:-prepstream}"
PG_VERSION=15
PG_BIN="/usr/lib/postgresql/${PG_VERSION}/bin"
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"

log() { echo "[services] $*"; }

if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  log "Docker engine found: docker compose up postgres redis"
  ./scripts/compose-env.sh  # the services' random passwords, in .env (made once)
  docker compose up -d --wait postgres redis
  # the compose database's superuser (docker-compose.yml, .env); its init script made the app databases
  export PGPASSWORD="${PGPASSWORD:-$(sed -n 's/^POSTGRES_PASSWORD=//p' .env)}"
  [ -z "$FRESH_TEST_DB" ] || psql -h 127.0.0.1 -U postgres -q -d postgres \
    -c "drop database if exists ${DB_NAME}_test with (force)"
  for db in "$DB_NAME" "${DB_NAME}_test"; do
    psql -h 127.0.0.1 -U postgres -qtA -d postgres -c "select 1 from pg_database where datname = '$db'" | grep -q 1 \
      || psql -h 127.0.0.1 -U postgres -q -c "create database $db owner ${DB_USER}"
    psql -h 127.0.0.1 -U postgres -q -d "$db" -c "create extension if not exists vector"
  done
  exit 0
fi

apt_updated=""
apt_install() {
  if [ -z "$apt_updated" ]; then $SUDO apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}

psql_su() { PGOPTIONS="-c client_min_messages=warning" psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -qtA "$@"; }

ensure_postgres() {
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    log "installing PostgreSQL ${PG_VERSION}"
    apt_install "postgresql-${PG_VERSION}"
  fi
  if ! pg_isready -h 127.0.0.1 -p 5432 -q; then
    log "starting PostgreSQL"
    $SUDO pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n1)" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 0.5; done
  fi
}

ensure_redis() {
  if ! command -v redis-server >/dev/null 2>&1; then
    log "installing Redis"
    apt_install redis-server
  fi
  if ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
    log "starting Redis"
    $SUDO mkdir -p /var/lib/redis /var/log/redis
    $SUDO redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/prepstream.log
    for _ in $(seq 1 30); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.2; done
  fi
}

pgvector_available() {
  [ "$(psql_su -d postgres -c "select count(*) from pg_available_extensions where name = 'vector'")" = "1" ]
}

# Debian bookworm has no pgvector package; trixie's source package builds against bookworm's server headers.
install_pgvector() {
  log "building pgvector from Debian's source package"
  command -v make >/dev/null 2>&1 && command -v gcc >/dev/null 2>&1 || apt_install build-essential
  dpkg -s "postgresql-server-dev-${PG_VERSION}" >/dev/null 2>&1 || apt_install "postgresql-server-dev-${PG_VERSION}"
  local list=/etc/apt/sources.list.d/prepstream-trixie-src.list
  if [ ! -f "$list" ]; then
    echo "deb-src http://deb.debian.org/debian trixie main" | $SUDO tee "$list" >/dev/null
    apt_updated=""
  fi
  [ -n "$apt_updated" ] || { $SUDO apt-get update -qq; apt_updated=1; }
  local work; work="$(mktemp -d)"
  (cd "$work" && apt-get source --download-only -qq pgvector >/dev/null \
    && tar xf pgvector_*.orig.tar.* && cd pgvector-*/ \
    && make -s PG_CONFIG="${PG_BIN}/pg_config" >/dev/null \
    && $SUDO make -s install PG_CONFIG="${PG_BIN}/pg_config" >/dev/null)
  rm -rf "$work"
}

ensure_database() {
  local db="$1"
  if [ "$(psql_su -d postgres -c "select count(*) from pg_roles where rolname = '${DB_USER}'")" = "0" ]; then
    psql_su -d postgres -c "create role ${DB_USER} login password '${DB_PASSWORD}'"
  fi
  if [ "$(psql_su -d postgres -c "select count(*) from pg_database where datname = '${db}'")" = "0" ]; then
    log "creating database ${db}"
    psql_su -d postgres -c "create database ${db} owner ${DB_USER}"
  fi
  # The extension needs a superuser; the application's migrations then find it in place.
  psql_su -d "$db" -c "create extension if not exists vector"
}

ensure_postgres
ensure_redis
pgvector_available || install_pgvector
pgvector_available || { log "pgvector is still not available"; exit 1; }
ensure_database "$DB_NAME"
[ -z "$FRESH_TEST_DB" ] || psql_su -d postgres -c "drop database if exists ${DB_NAME}_test with (force)"
ensure_database "${DB_NAME}_test"
log "PostgreSQL (pgvector) and Redis are ready on 127.0.0.1"
