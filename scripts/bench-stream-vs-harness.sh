#!/usr/bin/env bash
# The stream framework beside the two reference harnesses, in the same minutes (docs/benchmarks.md).
#
#   scripts/bench-stream-vs-harness.sh <writable copy of the reference bench dir> [pairs, default 3] [framework tasks, default 50000]
#
# Each pair runs, back to back: the rawlimit harness with 2 consumers (`ledger 50000 2 2 100`), this project's
# StreamBenchmark (framework c=20, its ledger baseline and the "bare" baseline: the harness's own table and SQL in
# this JVM), then JobRunr (`20000 throughput`); it prints one ratio table with the load average of each pair.
# The project does not depend on the reference bench: its path is an argument, and its jars are built there if missing.
#
# Environment: PREPSTREAM_TEST_DB_URL (the framework's database; its ledger is truncated), HARNESS_DB_URL
# (default jdbc:postgresql://127.0.0.1:5432/raw_bench), JOBRUNR_DB_URL (default .../jobrunr_bench), both owned by
# the role bench/bench as the reference README sets up; HARNESS_REDIS_PORT (default: a private redis-server on a
# free port, started and stopped here; the framework bench starts its own).
set -euo pipefail
[ $# -ge 1 ] || { sed -n '2,15p' "$0"; exit 2; }
ref=$(cd "$1" && pwd)
pairs=${2:-3}
tasks=${3:-50000}
cd "$(dirname "$0")/.."
root=$(pwd)
harness_db=${HARNESS_DB_URL:-jdbc:postgresql://127.0.0.1:5432/raw_bench}
jobrunr_db=${JOBRUNR_DB_URL:-jdbc:postgresql://127.0.0.1:5432/jobrunr_bench}

for jar in rawlimit/target/rawlimit-bench.jar jobrunr/target/jobrunr-bench.jar; do
  [ -f "$ref/$jar" ] || (cd "$ref/${jar%%/*}" && mvn -q -B package)
done
./mvnw -B -q test-compile dependency:build-classpath -Dskip.frontend=true \
  -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test

work=$(mktemp -d /tmp/bench-vs-harness.XXXXXX)
redis_pid=
cleanup() { [ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null; rm -rf "$work"; }
trap cleanup EXIT
port=${HARNESS_REDIS_PORT:-}
if [ -z "$port" ]; then
  port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])')
  redis-server --port "$port" --bind 127.0.0.1 --save '' --appendonly no --dir "$work" >/dev/null &
  redis_pid=$!
  sleep 0.5
fi

load() { cut -d' ' -f1 /proc/loadavg; }
value() { grep -m1 "^RESULT $1=" "$2" | cut -d= -f2 | cut -d. -f1; }

rows=()
for pair in $(seq 1 "$pairs"); do
  start=$(date -u +%H:%M); l0=$(load)
  java -Ddb.url="$harness_db" -Dredis.url="redis://127.0.0.1:$port" -jar "$ref/rawlimit/target/rawlimit-bench.jar" \
    ledger 50000 2 2 100 > "$work/harness.$pair" 2>&1
  java -Xms512m -Xmx512m -XX:+UseParallelGC -Dbench.concurrency=20 -Dbench.baselines=ledger,bare \
    ${BENCH_JAVA_OPTS:-} \
    -cp "target/test-classes:target/classes:$(cat target/bench-classpath.txt)" \
    com.prepstream.stream.StreamBenchmark "$tasks" 300 > "$work/framework.$pair" 2>&1
  java -Ddb.url="$jobrunr_db" -jar "$ref/jobrunr/target/jobrunr-bench.jar" 20000 throughput > "$work/jobrunr.$pair" 2>&1
  l1=$(load)
  cp "$work/harness.$pair" "$work/framework.$pair" "$work/jobrunr.$pair" "$root/target/" 2>/dev/null || true
  h=$(value ledger.p2.c2.b100.e2e_per_s "$work/harness.$pair")
  j=$(value jobrunr.throughput_steady_per_s "$work/jobrunr.$pair")
  f=$(grep -m1 '^RESULT framework (concurrency 20)' "$work/framework.$pair" | awk '{print $5}')
  b=$(grep -m1 '^RESULT framework (concurrency 20)' "$work/framework.$pair" | awk '{print $9}')
  bare=$(grep -m1 '^RESULT baseline bare' "$work/framework.$pair" | awk '{print $4}')
  idle=$(grep -m1 '^RESULT idle pickup' "$work/framework.$pair" | sed 's/RESULT idle pickup framework //')
  cpu=$(grep -A1 -E '^  (framework c=20|baseline   ) ' "$work/framework.$pair" | grep -o 'this JVM [0-9]* us' | awk '{print $3}' | paste -sd/)
  rows+=("$(printf '| %s | %s→%s | %s | %s | %s | %s | %s%% | %s%% | %s%% | %s | %s× | %s | %s |' "$start" "$l0" "$l1" \
    "$h" "$f" "$b" "$bare" "$((100 * f / h))" "$((100 * f / b))" "$((100 * bare / h))" "$j" \
    "$(awk -v f="$f" -v j="$j" 'BEGIN{printf "%.1f", f/j}')" "$idle" "$cpu")")
done

echo
echo "| UTC | load avg | harness 2 consumers | framework c=20 | its ledger baseline | bare baseline (harness SQL, this JVM) | framework / harness | framework / ledger baseline | bare / harness | JobRunr steady | framework / JobRunr | idle pickup | JVM µs per task (runs in order: baseline, framework, baseline, framework) |"
echo "|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|"
printf '%s\n' "${rows[@]}"
echo "(best of 2 rounds for the framework and its baselines; the full outputs are in target/{harness,framework,jobrunr}.<pair>)"
