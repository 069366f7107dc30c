#!/usr/bin/env bash
# Redis failover under load: a Redis master, a replica and three Sentinels of the run's own (ports
# 18601, 18602, 18611-18613), a scratch PostgreSQL (18620), two instances of target/prepstream.jar
# (18630, 18631) connected through Sentinel, uploads of all three kinds, kill -9 of the master; prints
# lost / duplicated / stuck / time to drain (also in target/chaos-failover/summary.txt). See docs/reliability.md.
#   ./scripts/chaos-failover.sh [--no-build] [documents resumes interviews corrupt-pdfs]   (defaults 60 40 16 3)
. "$(dirname "$0")/chaos-common.sh"
chaos_run FailoverRun "$@"
