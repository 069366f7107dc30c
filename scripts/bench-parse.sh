#!/usr/bin/env bash
# What a PDF at the page limit costs a worker: parse time, extracted characters and peak heap for
# text-dense PDFs of the given page counts, with the production parsing limits (no services needed):
#   ./scripts/bench-parse.sh [pages ...]        (default 250 1000 2000)
# BENCH_JAVA_OPTS sets the JVM (default -Xmx1g, a small instance's heap).
set -euo pipefail
cd "$(dirname "$0")/.."
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java ${BENCH_JAVA_OPTS:--Xmx1g} -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
  com.prepstream.hostile.PdfPageLimitMeasurement "$@"
