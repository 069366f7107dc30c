#!/usr/bin/env bash
# The load run: one real instance on the local services, concurrent uploads and status reads for a
# fixed time; prints requests, 5xx count, p50/p95/p99 of status reads, whether every upload was
# processed, and Redis memory and stream lengths afterwards (also in target/load/summary.txt).
#   ./scripts/load.sh [seconds uploaders readers]   (defaults 60 2 8)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh >/dev/null
./mvnw -B -q package -DskipTests
./mvnw -B -q dependency:build-classpath -Dskip.frontend=true -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/test-classpath.txt >/dev/null
exec java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
  com.prepstream.reliability.LoadRun "$@"
