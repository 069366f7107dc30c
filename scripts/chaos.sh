#!/usr/bin/env bash
# The chaos suite: two real instances of target/prepstream.jar on a PostgreSQL and a Redis this run
# starts itself on spare ports, a few hundred uploads across the three pipelines, kill -9 of one
# instance, Redis restarted without persistence, PostgreSQL stopped briefly; then it verifies that
# nothing was lost or duplicated and prints a summary (also in target/chaos/summary.txt).
#   ./scripts/chaos.sh [--no-build] [documents resumes interviews corrupt-pdfs]   (defaults 150 100 40 6)
# --no-build uses target/prepstream.jar and target/test-classes as they are (the test command builds them).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh >/dev/null   # pgvector must be installed for the scratch cluster too
if [ "${1:-}" = "--no-build" ]; then shift; else ./mvnw -B -q package -DskipTests; fi
./mvnw -B -q dependency:build-classpath -Dskip.frontend=true -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/test-classpath.txt >/dev/null
exec java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
  com.prepstream.reliability.ChaosRun "$@"
