#!/usr/bin/env bash
# The Python worker's tests against the real PostgreSQL and Redis (PREPSTREAM_TEST_DB_URL,
# PREPSTREAM_TEST_REDIS_DB, as the Java tests), including the shared test vectors.
set -euo pipefail
cd "$(dirname "$0")"
./setup.sh
exec .venv/bin/python -m pytest -q "$@"
