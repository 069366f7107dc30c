#!/usr/bin/env bash
# Checks the build toolchain (Java 17+, Node.js 20.19+ with npm) and says plainly what is missing.
set -euo pipefail
fail() { echo "[toolchain] $*" >&2; exit 1; }
command -v java >/dev/null 2>&1 || fail "Java 17 or newer is required (Debian: apt-get install openjdk-17-jdk-headless)"
java_major=$(java -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2}')
[ "${java_major%%.*}" -ge 17 ] 2>/dev/null || fail "Java 17 or newer is required, found ${java_major}"
command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || fail "Node.js 20.19+ with npm is required to build the page"
node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' \
  || fail "Node.js 20.19 or newer is required, found $(node -v)"
