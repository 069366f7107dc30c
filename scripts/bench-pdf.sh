#!/usr/bin/env bash
# What a PDF export costs: size, pages and render time of a 20-question Chinese interview report
# and an English resume analysis (no services needed):
#   ./scripts/bench-pdf.sh [runs] [dir]     (default 30 runs; a dir keeps the PDFs to look at)
# BENCH_JAVA_OPTS sets the JVM (default -Xmx512m, a small instance's share for exports).
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_JAVA_OPTS:--Xmx512m} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.export.PdfExportBenchmark "$@"
