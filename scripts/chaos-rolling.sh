#!/usr/bin/env bash
# Rolling restart under load: a scratch PostgreSQL (18622) and Redis (18603) of the run's own, two
# instances of target/prepstream.jar (18632, 18633); while uploads of all three kinds keep coming, each
# instance in turn leaves the rotation, gets SIGTERM, exits, starts again and rejoins. Prints lost /
# duplicated / run twice / failed requests / handover (also in target/chaos-rolling/summary.txt).
#   ./scripts/chaos-rolling.sh [--no-build] [uploads-per-second]   (default 1)
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh >/dev/null   # pgvector must be installed for the scratch cluster too
if [ "${1:-}" = "--no-build" ]; then shift; else ./mvnw -B -q package -DskipTests; fi
./mvnw -B -q dependency:build-classpath -Dskip.frontend=true -Dmdep.includeScope=test \
  -Dmdep.outputFile=target/test-classpath.txt >/dev/null
exec java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
  com.prepstream.reliability.RollingRestartRun "$@"
