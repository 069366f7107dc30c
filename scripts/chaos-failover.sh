#!/usr/bin/env bash
# Redis failover under load: a Redis master, a replica and three Sentinels of the run's own (ports
# 18601, 18602, 18611-18613), a scratch PostgreSQL (18620), two instances of target/prepstream.jar
# (18630, 18631) connected through Sentinel, uploads of all three kinds, kill -9 of the master; prints
# lost / duplicated / stuck / time to drain (also in target/chaos-failover/summary.txt). See docs/reliability.md.
#   ./scripts/chaos-failover.sh [--no-build] [documents resumes interviews corrupt-pdfs]   (defaults 60 40 16 3)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh >/dev/null   # pgvector must be installed for the scratch cluster too
if [ "${1:-}" = "--no-build" ]; then shift; else ./mvnw -B -q package -DskipTests; fi
./mvnw -B -q dependency:build-classpath -Dskip.frontend=true -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/test-classpath.txt >/dev/null
exec java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
  com.prepstream.reliability.FailoverRun "$@"
