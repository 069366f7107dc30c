#!/usr/bin/env bash
# The test command: services, then every test — backend unit + integration (real PostgreSQL with
# pgvector and Redis), frontend unit (Vitest), browser end-to-end (Playwright + Chromium against
# the real jar), then the chaos run (two real instances under kill -9, Redis wiped, PostgreSQL
# outage; see docs/reliability.md). Between them, the Python vectorize worker's tests (workers/python).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh --fresh-test-db
./scripts/browser.sh
./mvnw -B verify -Dskip.e2e=false "$@"
# the Python vectorize worker against the same services: protocol loop, shared test vectors, store
./workers/python/test.sh
# the mixed deployment under kill -9 of the Python worker: web-only Java + Python vectorize worker
./scripts/python-worker-run.sh --no-build
./scripts/chaos.sh --no-build
