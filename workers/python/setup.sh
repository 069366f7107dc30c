#!/usr/bin/env bash
# Makes .venv (Python 3.11) from requirements.lock, with --no-deps: every package is pinned there, and
# tokenizers' optional hub dependencies are not needed (models come from the Maven jars, not a hub).
set -euo pipefail
cd "$(dirname "$0")"
if [ ! -x .venv/bin/python ] || ! cmp -s requirements.lock .venv/requirements.lock; then
  PY=${PYTHON:-$(command -v python3.11 || command -v python3)}
  "$PY" -c 'import sys; assert sys.version_info[:2] == (3, 11), "Python 3.11 is needed"'
  rm -rf .venv
  "$PY" -m venv .venv
  .venv/bin/pip install -q --retries 0 --timeout 5 --no-deps -r requirements.lock
  cp requirements.lock .venv/requirements.lock
fi
.venv/bin/python -m prepstream_worker.models models
