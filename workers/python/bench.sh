#!/usr/bin/env bash
# Python vectorize throughput on Markdown files (default: the repository's docs/), beside the bare
# embedding of the same chunks; prints the load too, since figures on a shared machine are relative.
set -euo pipefail
cd "$(dirname "$0")"
./setup.sh
files=("$@")
[ ${#files[@]} -gt 0 ] || files=(../../docs/*.md)
uptime
.venv/bin/python bench.py "${files[@]}"
