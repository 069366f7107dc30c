#!/usr/bin/env bash
# A textbook BM25 beside the product's (docs/retrieval.md, "Is the BM25 right?"): the PostgreSQL 15
# manual's pages read from their HTML without product code, scored for the frozen English questions with
# exact document frequencies (k1 1.2, b 0.75) over whole pages and over 200-word passages, in two
# schemas: "english" (PostgreSQL's english configuration alone) and "product" (the words first cut by
# the product's LexicalText, as chunks and questions are). Prints hit@1 / hit@3 / hit@10 / MRR@10.
# Database: BENCH_DB (default prepstream_bench_textbook, created when missing; its two schemas are replaced).
set -euo pipefail
cd "$(dirname "$0")/.."
BENCH_DB="${BENCH_DB:-prepstream_bench_textbook}"
WORK="$(mktemp -d /tmp/bm25-textbook.XXXXXX)"
PSQL=(psql -h 127.0.0.1 -U postgres -v ON_ERROR_STOP=1 -q)
[ -d /usr/share/doc/postgresql-doc-15/html ] || { echo "install postgresql-doc-15 first (scripts/bench-retrieval.sh does)" >&2; exit 1; }
"${PSQL[@]}" -tA -d postgres -c "select 1 from pg_database where datname = '$BENCH_DB'" | grep -q 1 \
  || "${PSQL[@]}" -d postgres -c "create database $BENCH_DB"
python3 scripts/bm25-textbook/extract.py "$WORK" src/bench/resources/retrieval/questions-en.jsonl
./mvnw -B -q test-compile -Dskip.frontend=true
./mvnw -B -q dependency:build-classpath -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
CP="target/test-classes:target/classes:$(cat target/bench-classpath.txt)"
java -cp "$CP" com.prepstream.knowledgebase.LexicalTokens pages "$WORK/pages.tsv" "$WORK/pages-product.tsv"
java -cp "$CP" com.prepstream.knowledgebase.LexicalTokens questions "$WORK/questions.tsv" "$WORK/questions-product.tsv"
for schema in english product; do
  suffix=""; [ "$schema" = product ] && suffix="-product"
  "${PSQL[@]}" -d "$BENCH_DB" <<SQL
drop schema if exists $schema cascade; create schema $schema; set search_path = $schema;
create table pages(name text primary key, title text, body text);
create table questions(id text primary key, question text, relevant text[]);
\copy pages from '$WORK/pages$suffix.tsv'
\copy questions from '$WORK/questions$suffix.tsv'
\i scripts/bm25-textbook/bm25.sql
SQL
done
rm -rf "$WORK"
