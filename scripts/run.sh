#!/usr/bin/env bash
# The run command: services, build, then PrepStream on http://localhost:8080 with the offline AI
# defaults (no API key needed). Extra arguments go to the application (e.g. --server.port=9090).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/toolchain.sh
if command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1; then
  # compose's services take their passwords from .env (random, made once): the app uses the same
  ./scripts/compose-env.sh
  set -a; . ./.env; set +a
  export PGPASSWORD="$POSTGRES_PASSWORD" SPRING_DATA_REDIS_PASSWORD="$PREPSTREAM_REDIS_PASSWORD"
fi
./scripts/services.sh
./mvnw -B -q package -DskipTests
exec java -jar target/prepstream.jar "$@"
