#!/usr/bin/env bash
# Chat speed (docs/benchmarks.md): product overhead before the first streamed delta over a fake model's
# first-token time, and offline answer latency with 4 concurrent askers. Runs the app on port 18201 over the
# database in PREPSTREAM_TEST_DB_URL; load a corpus into it first (scripts/bench-chat-threshold.sh), e.g.
#   PREPSTREAM_TEST_DB_URL=jdbc:postgresql://127.0.0.1:5432/prepstream_bench_pg ./scripts/bench-chat.sh model
#   PREPSTREAM_TEST_DB_URL=jdbc:postgresql://127.0.0.1:5432/prepstream_bench_pg ./scripts/bench-chat.sh offline
# Options (as BENCH_OPTS): -Dbench.asks=40 -Dbench.firstTokenMs=300 -Dbench.port=18201
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -eq 1 ] || { echo "usage: $0 model|offline" >&2; exit 2; }
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_OPTS:-} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.chat.ChatBenchmark "$1"
