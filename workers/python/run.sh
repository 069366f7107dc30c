#!/usr/bin/env bash
# Starts one Python vectorize worker beside the Java application (docs/worker-protocol.md). The first
# run makes .venv from the pinned wheels and copies the models out of the Maven jars (run the Maven
# build once first). Settings: the application's environment variables (PREPSTREAM_DB_URL,
# PREPSTREAM_REDIS_HOST, PREPSTREAM_STORAGE_DIR, ...); see workers/python/README.md.
set -euo pipefail
cd "$(dirname "$0")"
./setup.sh
exec .venv/bin/python -m prepstream_worker "$@"
