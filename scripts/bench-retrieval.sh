#!/usr/bin/env bash
# Retrieval quality benchmark (issue #11): hit@1, hit@3, MRR@10, search p50/p99 with 4 concurrent
# searchers and ingest chunks/s, for the PostgreSQL 15 manual (English), the JavaGuide notes (Chinese)
# and both in one knowledge base (mixed). Questions: src/bench/resources/retrieval (frozen).
#   ./scripts/bench-retrieval.sh [javaguide-docs-folder]
# The Chinese corpus is the docs/ folder of https://github.com/Snailclimb/JavaGuide (default
# ../shared/testdata/javaguide/docs when present). The English corpus is Debian's postgresql-doc-15,
# installed when missing. Uses its own database (BENCH_DB_URL, default prepstream_bench_retrieval,
# created when missing) and empties its knowledge base tables.
# BENCH_OPTS: -Dbench.distractors=-1 whole corpora (default 60: the pages the questions name + 60
# seeded others per corpus), -Dbench.cache=false to measure real ingest speed (embeddings are
# otherwise cached under /tmp by model and chunk text), -Dbench.en= / -Dbench.zh= to skip a corpus,
# -Dbench.keep=true to leave the last corpus in the database, -Dbench.reuse=true to search again what a
# kept run left (one corpus: -Dbench.zh= or -Dbench.en=; nothing is embedded again).
# BENCH_VARIANTS: lists scored beside the configured (fused) search, default "vector,lexical,bm25": the
# vector list alone, the BM25 lists alone, and vector + BM25 fused (also: passages, pages, old, and knobs
# such as bm25+k9+b40+pw5;
# see RetrievalBenchmark.retrieval). BENCH_DB: the database (keep one per person to reuse an ingest).
# BENCH_WORKER=python: the uploads are vectorized by the Python worker (workers/python/run.sh, issue 31) from
# the stream, instead of the Java Vectorizer in this process (nothing is taken from the embedding cache then).
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
BENCH_DB="${BENCH_DB:-prepstream_bench_retrieval}"
if command -v psql >/dev/null && ! psql -h 127.0.0.1 -U postgres -qtA -d postgres \
    -c "select 1 from pg_database where datname = '$BENCH_DB'" 2>/dev/null | grep -q 1; then
  psql -h 127.0.0.1 -U postgres -q -c "create database $BENCH_DB owner ${PREPSTREAM_DB_USER:-prepstream}"
  psql -h 127.0.0.1 -U postgres -q -d "$BENCH_DB" -c "create extension if not exists vector"
fi
export PREPSTREAM_TEST_DB_URL="${BENCH_DB_URL:-jdbc:postgresql://127.0.0.1:5432/$BENCH_DB}"
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
exec java -Dbench.en="$EN_DIR" -Dbench.zh="${ZH_DIR:+$(cd "$ZH_DIR" && pwd)}" -Dbench.variants="${BENCH_VARIANTS-vector,lexical,bm25}" \
  -Dbench.worker="${BENCH_WORKER:-java}" ${BENCH_OPTS:-} \
  -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" com.prepstream.knowledgebase.RetrievalBenchmark
