#!/usr/bin/env bash
# Benchmark of the stream framework against a bare baseline in the same run (see docs/benchmarks.md).
# Uses the test database (PREPSTREAM_TEST_DB_URL, tables are truncated) and starts its own redis-server
# on a free port. Arguments: [tasks per throughput run, default 20000] [idle samples, default 300].
# Every throughput run also prints what it sent per task: PostgreSQL round trips and statements, Redis commands.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile dependency:build-classpath -Dskip.frontend=true \
  -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
exec java -Xms512m -Xmx512m -XX:+UseParallelGC ${BENCH_JAVA_OPTS:-} \
  -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.stream.StreamBenchmark "$@"
