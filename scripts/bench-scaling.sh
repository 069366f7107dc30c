#!/usr/bin/env bash
# Scaling benchmark (docs/capacity.md): the same burst over 1, 2 and 4 worker processes, tasks that wait
# 200 ms like an AI call and then write a result, and the no-op path; prints tasks/s, PostgreSQL commits
# per task and Redis commands per task. Uses the test database (PREPSTREAM_TEST_DB_URL; the ledger tables
# are truncated) and a redis-server of its own on a free port. Run it on a quiet machine: it says the
# load average it ran under. Arguments: [sleep tasks, default 2000] [no-op tasks, default 5000]
# [concurrency per worker, default 10] [process counts, default 1,2,4].
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile dependency:build-classpath -Dskip.frontend=true \
  -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test
exec java -Xms256m -Xmx256m -XX:+UseSerialGC ${BENCH_JAVA_OPTS:-} \
  -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.stream.ScalingBenchmark "$@"
