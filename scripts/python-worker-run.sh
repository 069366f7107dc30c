#!/usr/bin/env bash
# The mixed deployments under a fault (issue 31): a web-only Java instance (analysis and evaluation workers,
# no vectorize worker) and the Python vectorize worker (workers/python) on a scratch PostgreSQL and Redis,
# then a Java vectorize worker joining the Python one in vectorize-group; uploads, kill -9 of the Python
# worker while it holds a task in each stage, restart; prints lost/duplicated (target/python-worker-run/).
#   ./scripts/python-worker-run.sh [--no-build] [documents corrupt-pdfs]   (defaults 60 4)
. "$(dirname "$0")/chaos-common.sh"
chaos_run PythonWorkerRun "$@"
