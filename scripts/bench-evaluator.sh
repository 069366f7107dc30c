#!/usr/bin/env bash
# How fair the offline interview evaluator is on the frozen labelled answers
# (src/bench/resources/interview): per language, mean score per label, Spearman between label order
# and score, key-point precision/recall, each against the issue's target. No services needed.
#   ./scripts/bench-evaluator.sh [file for per-answer scores]
# The untuned (MiniLM + glossary) figures are in docs/interview.md; that evaluator is gone.
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_OPTS:-} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.interview.EvaluatorBenchmark "$@"
