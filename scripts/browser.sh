#!/usr/bin/env bash
# Makes a Chromium for the browser end-to-end tests available (Debian's package; no browser
# downloads), with a CJK font so Chinese text renders in screenshots. Honours CHROMIUM_PATH when it
# points at an existing browser. Safe to run again.
set -euo pipefail
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
missing=()
if ! { [ -n "${CHROMIUM_PATH:-}" ] && [ -x "${CHROMIUM_PATH}" ]; } && [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium)
fi
if ! command -v fc-list >/dev/null 2>&1 || [ -z "$(fc-list :lang=zh family 2>/dev/null | head -n1)" ]; then
  missing+=(fonts-wqy-zenhei)
fi
[ ${#missing[@]} -eq 0 ] && exit 0
echo "[browser] installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
