# Sourced by chaos.sh, chaos-failover.sh and chaos-rolling.sh: the steps every chaos run shares, so a
# change to how they build or find the classpath is made once. Not executable on its own.
#   chaos_run <main class in com.prepstream.reliability> [--no-build] [the run's own arguments]
# --no-build uses target/prepstream.jar and target/test-classes as they are (the test command builds them).
set -euo pipefail

chaos_run() {
  local main="$1"; shift
  cd "$(dirname "${BASH_SOURCE[0]}")/.."
  ./scripts/toolchain.sh
  ./scripts/services.sh >/dev/null   # pgvector must be installed for the scratch cluster too
  if [ "${1:-}" = "--no-build" ]; then shift; else ./mvnw -B -q package -DskipTests; fi
  ./mvnw -B -q dependency:build-classpath -Dskip.frontend=true -Dmdep.includeScope=test \
    -Dmdep.outputFile=target/test-classpath.txt >/dev/null
  exec java -cp "target/test-classes:target/classes:$(cat target/test-classpath.txt)" \
    "com.prepstream.reliability.$main" "$@"
}
