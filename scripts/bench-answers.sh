#!/usr/bin/env bash
# Offline chat answer quality (issue #29): asks the frozen question sets of src/bench/resources/retrieval
# (Chinese long and short, English, English over Chinese notes, Chinese over the English manual) through
# chat's real offline answer path and prints, per set, refusals of answerable questions, answers whose first
# citation is a gold note, citations on gold notes and answers with Markdown debris (docs/chat.md).
#   ./scripts/bench-answers.sh [javaguide-docs-folder]
# The Chinese corpus is the docs/ folder of https://github.com/Snailclimb/JavaGuide (default
# ../shared/testdata/javaguide/docs when present); the English one Debian's postgresql-doc-15, installed
# when missing. Both go into one knowledge base in its own database (BENCH_DB, default
# prepstream_bench_answers, created when missing), which is kept: a second run embeds nothing and only asks.
# BENCH_OPTS: -Dbench.distractors=-1 whole corpora (default: the pages the questions name + 20 seeded others
# per corpus), -Dbench.sets=zh,x-en to ask some sets only (off-en, off-zh, off-zh-short: the frozen off-topic
# questions, where "refused" is right and every answer a false one), -Dbench.questions=n at most n per set,
# -Dbench.en= / -Dbench.zh= to leave a corpus out. Each answer is written to target/bench-answers/<set>.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
EN_DIR=/usr/share/doc/postgresql-doc-15/html
ZH_DIR="${1:-}"
if [ -z "$ZH_DIR" ] && [ -d ../shared/testdata/javaguide/docs ]; then ZH_DIR=../shared/testdata/javaguide/docs; fi
if [ ! -d "$EN_DIR" ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq postgresql-doc-15 >/dev/null
fi
[ -n "$ZH_DIR" ] || echo "no Chinese corpus folder given and ../shared/testdata/javaguide/docs is missing: English only" >&2
BENCH_DB="${BENCH_DB:-prepstream_bench_answers}"
if command -v psql >/dev/null && ! psql -h 127.0.0.1 -U postgres -qtA -d postgres \
    -c "select 1 from pg_database where datname = '$BENCH_DB'" 2>/dev/null | grep -q 1; then
  psql -h 127.0.0.1 -U postgres -q -c "create database $BENCH_DB owner ${PREPSTREAM_DB_USER:-prepstream}"
  psql -h 127.0.0.1 -U postgres -q -d "$BENCH_DB" -c "create extension if not exists vector"
fi
export PREPSTREAM_TEST_DB_URL="${BENCH_DB_URL:-jdbc:postgresql://127.0.0.1:5432/$BENCH_DB}"
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java -Dbench.en="$EN_DIR" -Dbench.zh="${ZH_DIR:+$(cd "$ZH_DIR" && pwd)}" ${BENCH_OPTS:-} \
  -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" com.prepstream.chat.AnswerBenchmark
