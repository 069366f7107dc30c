#!/usr/bin/env bash
# The run command: services, build, then PrepStream on http://localhost:8080 with the offline AI
# defaults (no API key needed). Extra arguments go to the application (e.g. --server.port=9090).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
./scripts/services.sh
./mvnw -B -q package -DskipTests
exec java -jar target/prepstream.jar "$@"
