#!/bin/sh
# First start of the compose database: the application role (its password from .env, made by
# scripts/compose-env.sh) and databases, with pgvector.
set -eu
: "${PREPSTREAM_DB_PASSWORD:?PREPSTREAM_DB_PASSWORD is not set: run scripts/compose-env.sh}"
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname postgres -v app_password="$PREPSTREAM_DB_PASSWORD" <<'SQL'
CREATE ROLE prepstream LOGIN PASSWORD :'app_password';
CREATE DATABASE prepstream OWNER prepstream;
CREATE DATABASE prepstream_test OWNER prepstream;
\c prepstream
CREATE EXTENSION IF NOT EXISTS vector;
\c prepstream_test
CREATE EXTENSION IF NOT EXISTS vector;
SQL
