#!/usr/bin/env bash
# How many files the Python worker extracts exactly as the Java worker (plain, and marked: headings and
# tables as Markdown). Default: every page of the PostgreSQL 15 manual (Debian's postgresql-doc-15).
#   ./scripts/compare-extraction.sh [file...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$#" -eq 0 ]; then set -- /usr/share/doc/postgresql-doc-15/html/*.html; fi
FILES=(); for f in "$@"; do FILES+=("$(realpath "$f")"); done
OUT="$(mktemp -d /tmp/compare-extraction.XXXXXX)"
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
java -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" com.prepstream.parsing.ExtractionDump "$OUT" "${FILES[@]}" \
  >"$OUT/java.log" 2>&1 || { cat "$OUT/java.log"; exit 1; }
workers/python/setup.sh >/dev/null 2>&1
(cd workers/python && .venv/bin/python compare_extraction.py "$OUT" "${FILES[@]}")
rm -rf "$OUT"
