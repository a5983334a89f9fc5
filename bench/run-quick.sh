#!/usr/bin/env bash
# The quick suite: every benchmark once, at 64,000 motions and four of the eases, short
# iterations (about 5 minutes on 2 cores).
# Results: bench/results/quick.json (JMH JSON), chart: docs/images/benchmarks-quick.png.
# Extra arguments go to JMH, e.g. a regex to run a subset: bench/run-quick.sh PublishBenchmark
# SKIP_BUILD=1 reuses bench/target/benchmarks.jar.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${SKIP_BUILD:-0}" != 1 ]; then
  ./mvnw -B -q -pl bench -am package -DskipTests
fi
mkdir -p bench/results docs/images
java -jar bench/target/benchmarks.jar \
  -f 1 -wi 1 -w 500ms -i 3 -r 500ms -prof gc \
  -p motions=64000 -p ease=LINEAR,IN_OUT_SINE,OUT_BOUNCE,MIXED \
  -rf json -rff bench/results/quick.json "$@"
java -Djava.awt.headless=true -cp bench/target/benchmarks.jar dev.lilt.bench.chart.ChartMain \
  bench/results/quick.json docs/images/benchmarks-quick.png
