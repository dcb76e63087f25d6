#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL server: Debian's, installed when missing,
# started for this run only on 127.0.0.1 in a temporary folder, and stopped afterwards.
#   npm run test:postgres                                    (the whole API suite)
#   npm run test:postgres -- tests/api/incubator.test.ts     (some files only)
#   npm run test:postgres -- --maxWorkers=1                  (Vitest options, each as one word: --name=value)
set -euo pipefail
cd "$(dirname "$0")/.."

SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ]; then
  echo "Installing Debian's postgresql for the PostgreSQL test run"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends postgresql >/dev/null
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

port=${PG_TEST_PORT:-55433}
dir=$(mktemp -d /tmp/pg-test-XXXXXX)
# initdb refuses to run as root: the server then runs as the postgres account the package made.
as_owner() { if [ "$(id -u)" -eq 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
# --no-sync, fsync=off, synchronous_commit=off, full_page_writes=off, wal_level=minimal: the cluster is thrown away
# after the run, so nothing is flushed to disk and no more WAL is written than the server needs while it runs (CPU
# the other suites beside this one need). What a test checks is never whether PostgreSQL survives a power cut: the
# crash and shutdown tests kill or stop the product's process, not this server, and read back what it committed.
as_owner "'$bin/initdb' --no-sync -D '$dir/data' -A trust -U postgres >'$dir/initdb.log'"
settings="-c fsync=off -c synchronous_commit=off -c full_page_writes=off -c wal_level=minimal -c max_wal_senders=0"
settings+=" -c max_wal_size=1GB -c checkpoint_timeout=30min"
as_owner "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 $settings\" -l '$dir/server.log' -w start >/dev/null"
# The server's processes are not this script's children (pg_ctl leaves them to init), so a `time` around the run
# does not count them: their CPU (the postmaster, the connections it reaped, those still open) is said here.
server_cpu() {
  local main ticks
  main=$(head -n 1 "$dir/data/postmaster.pid" 2>/dev/null) || return 0
  ticks=$(awk '{ print $14 + $15 + $16 + $17 }' "/proc/$main/stat")
  for child in $(ps -o pid= --ppid "$main"); do ticks=$((ticks + $(awk '{ print $14 + $15 }' "/proc/$child/stat" 2>/dev/null || echo 0))); done
  echo "PostgreSQL server CPU (user + system) for this run: $(awk -v t="$ticks" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.1f", t / hz }') s"
}
stop() { server_cpu || true; as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast stop >/dev/null" || true; rm -rf "$dir"; }
trap stop EXIT

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
# Files whose outcome cannot depend on the database the API uses, so a second run would only repeat
# the first one (npm test runs them all on SQLite):
# - they use the run's shared demo site, built on SQLite (build-and-start, which checks its first start;
#   nginx-front; site-refresh, whose server runs on a copy of its SQLite data folder: its server never was given
#   TEST_DATABASE_URL, so the PostgreSQL run repeated the SQLite one, full build included);
# - they start their own throw-away PostgreSQL whatever the run (cluster, cluster-builds);
# - they test files and HTTP only, with no database (copy-build, site-copy-build, site-publisher,
#   site-publisher-refresh, static-site, open-redirect);
# - they test the SQLite file's permissions (database-file-mode);
# - every request carries keys refused by the HTTP layer before any database call (prototype-keys).
not_on_postgres=(
  tests/api/build-and-start.test.ts tests/api/nginx-front.test.ts tests/api/site-refresh.test.ts
  tests/api/cluster.test.ts tests/api/cluster-builds.test.ts
  tests/api/copy-build.test.ts tests/api/site-copy-build.test.ts tests/api/site-publisher.test.ts
  tests/api/site-publisher-refresh.test.ts tests/api/database-file-mode.test.ts
  tests/api/static-site.test.ts tests/api/open-redirect.test.ts
  tests/api/prototype-keys.test.ts
)
files=(); options=()
for argument in "$@"; do
  case $argument in -*) options+=("$argument") ;; *) files+=("$argument") ;; esac
done
exclude=()
if [ ${#files[@]} -eq 0 ]; then
  echo "Not run again on PostgreSQL (their outcome does not depend on the database; npm test runs them): ${not_on_postgres[*]}"
  for file in "${not_on_postgres[@]}"; do exclude+=(--exclude "$file"); done
fi
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run "${files[@]:-tests/api}" "${exclude[@]}" "${options[@]}"
