#!/usr/bin/env bash
# The test command: services, then every test — backend unit + integration (real PostgreSQL with
# pgvector and Redis), frontend unit (Vitest), browser end-to-end (Playwright + Chromium against
# the real jar).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh --fresh-test-db
./scripts/browser.sh
./mvnw -B verify -Dskip.e2e=false "$@"
