#!/usr/bin/env bash
# Rolling restart under load: a scratch PostgreSQL (18622) and Redis (18603) of the run's own, two
# instances of target/prepstream.jar (18632, 18633); while uploads of all three kinds keep coming, each
# instance in turn leaves the rotation, gets SIGTERM, exits, starts again and rejoins. Prints lost /
# duplicated / run twice / failed requests / handover (also in target/chaos-rolling/summary.txt).
#   ./scripts/chaos-rolling.sh [--no-build] [uploads-per-second] [shutdown-grace]   (defaults 1, the product's 20s;
#   1s hands every running task over at each SIGTERM)
. "$(dirname "$0")/chaos-common.sh"
chaos_run RollingRestartRun "$@"
