#!/usr/bin/env bash
# The chaos suite: two real instances of target/prepstream.jar on a PostgreSQL and a Redis this run
# starts itself on spare ports, a few hundred uploads across the three pipelines, kill -9 of one
# instance, Redis restarted without persistence, PostgreSQL stopped briefly; then it verifies that
# nothing was lost or duplicated and prints a summary (also in target/chaos/summary.txt).
#   ./scripts/chaos.sh [--no-build] [documents resumes interviews corrupt-pdfs]   (defaults 150 100 40 6)
# PREPSTREAM_CHAOS_STARTUP_SECONDS=600 waits longer than 3 min for an instance to start (a loaded machine).
. "$(dirname "$0")/chaos-common.sh"
chaos_run ChaosRun "$@"
