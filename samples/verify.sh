#!/usr/bin/env bash
# A consumer's view of the artifacts: installs Lilt's library modules into a private local
# repository (samples/target/local-repo, never ~/.m2/repository, which it only reads for what is
# already downloaded), starts a redis-server and, when installed, a nats-server with JetStream on
# loopback ports, then builds and runs the samples against the installed artifacts (without
# nats-server the samples skip NATS and say so). Run from anywhere, after `./mvnw verify` (it skips
# the tests).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

repo="$root/samples/target/local-repo"
shared="${MAVEN_REPO_TAIL:-$HOME/.m2/repository}"
# the version of the build: the first <version> after the parent's <artifactId>
version=$(sed -n '/<artifactId>lilt-parent<\/artifactId>/,/<\/version>/s:.*<version>\(.*\)</version>.*:\1:p' pom.xml)
# the published modules and the bom: those whose pom does not set maven.deploy.skip
libraries=bom
for module in $(sed -n 's:^ *<module>\(.*\)</module>.*:\1:p' pom.xml); do
  [ "$module" = bom ] && continue
  grep -q '<maven.deploy.skip>true</maven.deploy.skip>' "$module/pom.xml" || libraries="$libraries,$module"
done
mkdir -p "$root/samples/target"
repo_opts=(-Dmaven.repo.local="$repo" -Dmaven.repo.local.tail="$shared")

echo "== installing $libraries $version into $repo"
./mvnw -B -q "${repo_opts[@]}" -pl "$libraries" -am install \
  -DskipTests -Dmaven.javadoc.skip=true -Dmaven.source.skip=true

command -v redis-server >/dev/null || { echo "samples need redis-server (apt-get install redis-server)" >&2; exit 1; }
redis_pid=
nats_pid=
trap '[ -n "$redis_pid" ] && kill "$redis_pid" 2>/dev/null; [ -n "$nats_pid" ] && kill "$nats_pid" 2>/dev/null; true' EXIT

# Starts server $1 on a free loopback port: launch_$1 PORT starts it in the background, ready_$1
# PORT says when it answers. Five random ports are tried, each for five seconds; sets $1_pid and
# $1_port, or exits naming the server's log.
start_server() {
  local name=$1 attempt pid try_port
  for attempt in 1 2 3 4 5; do
    try_port=$((20000 + RANDOM % 20000))
    "launch_$name" "$try_port" >"$root/samples/target/$name.log" 2>&1 &
    pid=$!
    for _ in $(seq 50); do
      if "ready_$name" "$try_port"; then
        printf -v "${name}_pid" %s "$pid"
        printf -v "${name}_port" %s "$try_port"
        return
      fi
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill "$pid" 2>/dev/null || true
  done
  echo "could not start $name-server (see samples/target/$name.log)" >&2
  exit 1
}

launch_redis() { exec redis-server --port "$1" --bind 127.0.0.1 --save '' --appendonly no; }
ready_redis() { redis-cli -p "$1" ping 2>/dev/null | grep -q PONG; }
# NATS with JetStream, its store a fresh directory; ready once the port greets with INFO
launch_nats() {
  rm -rf "$root/samples/target/nats-js"
  exec nats-server -a 127.0.0.1 -p "$1" -js -sd "$root/samples/target/nats-js"
}
ready_nats() {
  timeout 2 bash -c "exec 3<>/dev/tcp/127.0.0.1/$1 && head -c 4 <&3" 2>/dev/null | grep -q INFO
}

start_server redis
nats=none
if command -v nats-server >/dev/null; then
  start_server nats
  nats="nats://127.0.0.1:$nats_port"
else
  echo "== nats-server not installed: the samples skip NATS (apt-get install nats-server to run them)"
fi

echo "== samples against lilt-bom $version (Redis on 127.0.0.1:$redis_port, NATS: $nats)"
./mvnw -B -q "${repo_opts[@]}" -f samples/pom.xml -Dlilt.version="$version" \
  -Dsample.redis="redis://127.0.0.1:$redis_port" -Dsample.nats="$nats" verify
