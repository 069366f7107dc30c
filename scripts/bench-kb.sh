#!/usr/bin/env bash
# Knowledge base benchmark: vectorize throughput vs raw embedding, and search latency/recall over
# 100,000 chunks. Uses (and empties the knowledge base tables of) the test database:
#   PREPSTREAM_TEST_DB_URL=jdbc:postgresql://127.0.0.1:5432/prepstream_test_kb ./scripts/bench-kb.sh
# Options (as BENCH_OPTS): -Dbench.chunks=100000 -Dbench.baseSentences=2000 -Dbench.queries=200,
# -Dbench.vectorize=false to measure search only.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_OPTS:-} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.knowledgebase.KnowledgeBaseBenchmark
