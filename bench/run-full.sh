#!/usr/bin/env bash
# The full suite: every benchmark and size with the iteration counts in its annotations
# (3 x 1 s warm-up, 5 x 1 s measurement, one fork) and the GC profiler (about 20 minutes on 2 cores, estimated).
# Results: bench/results/full.json (JMH JSON), chart: docs/images/benchmarks-full.png.
# Extra arguments go to JMH. SKIP_BUILD=1 reuses bench/target/benchmarks.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -pl bench -am package -DskipTests
fi
mkdir -p bench/results docs/images
java -jar bench/target/benchmarks.jar -prof gc -rf json -rff bench/results/full.json "$@"
java -Djava.awt.headless=true -cp bench/target/benchmarks.jar dev.lilt.bench.chart.ChartMain \
  bench/results/full.json docs/images/benchmarks-full.png
