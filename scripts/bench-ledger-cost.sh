#!/usr/bin/env bash
# What each part of the ledger costs PostgreSQL per task, statements alone (docs/benchmarks.md, "Where the gap to
# the harness comes from", table 3). Builds copies of stream_task from the migrations in schemas of one database,
# each with one thing removed, and alternates them; prints the median backend CPU per task of each.
#   scripts/bench-ledger-cost.sh <database> [alternations, default 10]
# Runs psql as the postgres superuser (su postgres; reading /proc/self/stat of the backend needs it). Use a
# database of your own: it creates and drops the schemas va, v_inline, v_histcte, v_nohist, v_nopartial, v_nounique, vbare there.
set -euo pipefail
db=${1:?database}; rounds=${2:-10}
cd "$(dirname "$0")/.."
m=src/main/resources/db/migration; r=src/bench/resources/ledger-cost
work=$(mktemp -d /tmp/ledger-cost.XXXXXX); trap 'rm -rf "$work"' EXIT; chmod 755 "$work"
psql_() { su postgres -c "psql -q -X -v ON_ERROR_STOP=1 -d $db $*" 2>&1 | grep -v 'NOTICE\|DETAIL\|drop cascades' || true; }
ledger() { # schema, SQL applied after the migrations
  { echo "drop schema if exists $1 cascade; create schema $1; set search_path = $1;"
    cat $m/V2__stream_task_ledger.sql $m/V2_1__*.sql $m/V2_2__*.sql $m/V6__*.sql $m/V75__*.sql $m/V88__*.sql $m/V90__*.sql; echo "$2"; } > "$work/$1.sql"
  psql_ -f "$work/$1.sql"; }
nohist="drop trigger stream_task_inserted on stream_task; drop trigger stream_task_changed on stream_task;"
nopartial="drop index stream_task_due_unsent, stream_task_sent_pending, stream_task_leases, stream_task_dead_letter_owed;"
ledger va ""
ledger v_inline ""  # the claim and completion as statements planned per execution (before V90)
ledger v_nohist "$nohist"
ledger v_histcte "$nohist"
ledger v_nopartial "$nohist $nopartial"
ledger v_nounique "$nohist $nopartial alter table stream_task drop constraint stream_task_type_entity;"
echo "drop schema if exists vbare cascade; create schema vbare; create table vbare.stream_task (id bigserial primary key,
  status text not null, attempts int not null default 0, updated_at timestamptz not null default now());" > "$work/bare.sql"
psql_ -f "$work/bare.sql"
cp $r/loop.sql $r/run.sql "$work/"; psql_ -f "$work/loop.sql"
variants=("va false" "v_inline false" "v_histcte false" "v_nohist false" "v_nopartial false" "v_nounique false" "v_nounique true" "vbare false")
for _ in $(seq 1 "$rounds"); do
  for v in "${variants[@]}"; do set -- $v; psql_ -v schema=$1 -v simple=$2 -f "$work/run.sql"; done
done | awk '{k=$1" "$2; v[k]=v[k]" "$3} END {for (k in v) {n=split(v[k],a," "); asort(a); print k": median "a[int((n+1)/2)]" us per task ("n" runs)"}}' | sort
echo "load average $(cut -d' ' -f1-3 /proc/loadavg)"
