#!/usr/bin/env bash
# Calibrates chat's "not in your notes" threshold on the frozen retrieval question sets (docs/chat.md).
# Loads a whole corpus into the database named by PREPSTREAM_TEST_DB_URL (kept: a second run only measures),
# so give each corpus its own database:
#   PREPSTREAM_TEST_DB_URL=jdbc:postgresql://127.0.0.1:5432/prepstream_bench_pg \
#     ./scripts/bench-chat-threshold.sh /usr/share/doc/postgresql-doc-15/html en
#   PREPSTREAM_TEST_DB_URL=jdbc:postgresql://127.0.0.1:5432/prepstream_bench_jg \
#     ./scripts/bench-chat-threshold.sh <javaguide>/docs zh
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 2 ] || { echo "usage: $0 <corpus folder> en|zh|zh-short" >&2; exit 2; }
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_OPTS:-} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.chat.ThresholdCalibration "$1" "$2"
