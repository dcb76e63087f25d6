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
as_owner "'$bin/initdb' -D '$dir/data' -A trust -U postgres >'$dir/initdb.log'"
as_owner "'$bin/pg_ctl' -D '$dir/data' -o \"-p $port -k '$dir' -c listen_addresses=127.0.0.1 -c fsync=off\" -l '$dir/server.log' -w start >/dev/null"
stop() { as_owner "'$bin/pg_ctl' -D '$dir/data' -m fast stop >/dev/null" || true; rm -rf "$dir"; }
trap stop EXIT

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
# Files whose outcome cannot depend on the database the API uses, so a second run would only repeat
# the first one (npm test runs them all on SQLite):
# - they build the public site with Gatsby on purpose on SQLite (build-and-start), or use the run's shared demo
#   site, built on SQLite (nginx-front; site-refresh, whose server runs on a copy of its SQLite data folder: its
#   server never was given TEST_DATABASE_URL, so the PostgreSQL run repeated the SQLite one, full build included);
# - they start their own throw-away PostgreSQL whatever the run (cluster, cluster-builds);
# - they test files and HTTP only, with no database (copy-build, site-copy-build, site-publisher,
#   static-site, open-redirect);
# - every request carries keys refused by the HTTP layer before any database call (prototype-keys).
not_on_postgres=(
  tests/api/build-and-start.test.ts tests/api/nginx-front.test.ts tests/api/site-refresh.test.ts
  tests/api/cluster.test.ts tests/api/cluster-builds.test.ts
  tests/api/copy-build.test.ts tests/api/site-copy-build.test.ts tests/api/site-publisher.test.ts
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
