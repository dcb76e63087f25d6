#!/usr/bin/env bash
# Proves the README's production install on a clean clone of the committed HEAD:
#   npm ci --omit=dev  ->  npm run build  ->  npm start
# then checks that no development package was installed, that the public site, the back office
# and the API answer, that the built site was served without a second build, and that the
# server stops on SIGTERM. Not part of `npm test`: the install alone takes minutes.
#
#   bash scripts/check-production-install.sh
#   CHECK_DIR=/tmp/rudnik-prod bash scripts/check-production-install.sh   # keep the folder; a later run whose
#                                                                         # package-lock.json is unchanged reuses
#                                                                         # its node_modules (no second npm ci)
#   CHECK_PORT=18701            the port `npm start` listens on (default: a free one)
#   CHECK_INSTALL_ONLY=1        clone and install, then stop (to prepare CHECK_DIR in the background)
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
# Node 24, the runtime production uses (from the npm registry into .runtime/ when the machine's Node is another).
. "$repo/scripts/node-runtime.sh"
commit=$(git -C "$repo" rev-parse HEAD)
keep=${CHECK_DIR:+yes}
dir=${CHECK_DIR:-$(mktemp -d /tmp/rudnik-production-XXXXXX)}
app="$dir/app"
data="$dir/data"
log="$dir/start.log"
mkdir -p "$dir"

pid=""
cleanup() {
  [ -n "$pid" ] && kill -TERM -- "-$pid" 2>/dev/null || true
  [ -z "$keep" ] && rm -rf "$dir"
  return 0
}
trap cleanup EXIT
fail() { echo "FAILED: $*" >&2; [ -f "$log" ] && { echo "--- npm start output (tail) ---" >&2; tail -n 40 "$log" >&2; }; exit 1; }
step() { echo; echo "== $*"; }
now() { date +%s.%N; }
took() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.1f s", b - a }'; }

[ -n "$(git -C "$repo" status --porcelain --untracked-files=no)" ] && echo "note: uncommitted changes are not part of the check (it clones $commit)"

step "clone $commit into $app"
if [ -d "$app/.git" ]; then
  git -C "$app" fetch -q "$repo" "$commit"
  git -C "$app" checkout -q --force "$commit"
  git -C "$app" clean -q -fdx -e node_modules
else
  git clone -q --no-checkout "$repo" "$app"
  git -C "$app" checkout -q "$commit"
fi

lock_sum=$(sha256sum "$app/package-lock.json" | cut -d' ' -f1)
if [ -d "$app/node_modules" ] && [ "$(cat "$dir/installed-lock.sha256" 2>/dev/null)" = "$lock_sum" ]; then
  step "npm ci --omit=dev: skipped, node_modules was installed from this package-lock.json"
else
  step "npm ci --omit=dev"
  rm -f "$dir/installed-lock.sha256"
  start=$(now)
  (cd "$app" && npm ci --omit=dev --no-audit --no-fund) || fail "npm ci --omit=dev"
  echo "$lock_sum" >"$dir/installed-lock.sha256"
  echo "installed in $(took "$start")"
fi
[ -n "${CHECK_INSTALL_ONLY:-}" ] && { echo "CHECK_INSTALL_ONLY: installed in $app"; exit 0; }

step "no development package is installed"
# (typescript is not in this list: gatsby brings it as a peer dependency of its own tools)
for dev in vitest @playwright/test lighthouse autocannon smtp-server; do
  [ -e "$app/node_modules/$dev/package.json" ] && fail "$dev (a devDependency) is in node_modules"
done
echo "vitest, @playwright/test, lighthouse, autocannon, smtp-server: absent"

port=${CHECK_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
origin="http://127.0.0.1:$port"
password="check-$(od -An -N9 -tx1 /dev/urandom | tr -d ' \n')"
export DATA_DIR="$data" PORT="$port" HOST=127.0.0.1 ADMIN_USERNAME=admin ADMIN_PASSWORD="$password"
rm -rf "$data"

step "npm run build (back office and site, fresh DATA_DIR)"
start=$(now)
(cd "$app" && npm run build) >"$dir/build.log" 2>&1 || { tail -n 40 "$dir/build.log"; fail "npm run build"; }
echo "built in $(took "$start")"
messages() { sed -nE 's/.*"msg":"(.*)"}$/\1/p' "$1"; } # the text of the JSON log lines
messages "$dir/build.log" | grep -E "^(Database|Demo content|Site build)" | sed 's/^/  | /' | tail -n 14
for step in "Database: .* tables migrated in" "Demo content: seeded in" "Site build: .* of [0-9]+" "Site build: live in"; do
  # (grep without -q: -q stops reading at the first match, and pipefail then counts sed's broken pipe as a failure)
  messages "$dir/build.log" | grep -E "^$step" >/dev/null || fail "npm run build did not log '$step'"
done
[ -f "$app/admin/dist/index.html" ] || fail "admin/dist/index.html is missing after npm run build"
[ -f "$data/site/live/index.html" ] || fail "DATA_DIR/site/live/index.html is missing after npm run build"
echo "admin/dist and DATA_DIR/site/live: present ($(find -L "$data/site/live" -name index.html | wc -l) pages)"

step "npm start on $origin"
(cd "$app" && exec setsid npm start) >"$log" 2>&1 </dev/null &
pid=$!
for _ in $(seq 1 240); do
  curl -fsS -o /dev/null "$origin/api/v1/openapi.json" 2>/dev/null && break
  kill -0 "$pid" 2>/dev/null || fail "npm start exited"
  sleep 0.5
done
curl -fsS -o /dev/null "$origin/api/v1/openapi.json" || fail "the server did not answer within 120 s"

expect() { # expect <what> <url> <grep pattern>
  local body
  body=$(curl -fsS --compressed "$2") || fail "$1: GET $2 did not answer 2xx"
  grep -q -- "$3" <<<"$body" || fail "$1: GET $2 does not contain $3"
  echo "ok: $1 ($2)"
}
expect "public site, Slovenian" "$origin/" '<html[^>]*lang="sl"'
expect "public site, English" "$origin/en/" '<html[^>]*lang="en"'
expect "public news list" "$origin/news/" '<html'
expect "back office" "$origin/admin/" '<div id="root">'
asset=$(curl -fsS "$origin/admin/" | grep -oE '/admin/assets/[^"]+\.js' | head -n 1)
[ -n "$asset" ] && curl -fsS -o /dev/null "$origin$asset" || fail "the back office's script $asset"
echo "ok: back office script ($asset)"
expect "API news" "$origin/api/v1/news/?lang=sl" '"count":[1-9]'
token=$(curl -fsS -H 'content-type: application/json' -d "{\"username\":\"admin\",\"password\":\"$password\"}" "$origin/api/v1/api-token-auth/" \
  | sed -nE 's/.*"token":"([^"]+)".*/\1/p')
[ -n "$token" ] || fail "signing in as the first staff account"
echo "ok: API sign-in"
curl -fsS -H "authorization: Token $token" "$origin/api/v1/site/build/" | grep '"state":"live"' >/dev/null || fail "the site's build state is not live"
echo "ok: site build state is live"

step "what npm start printed"
grep -q "Site build: started" "$log" && fail "npm start rebuilt the site that npm run build had just built"
grep -q "$password" "$log" "$dir/build.log" && fail "the admin password appears in the output"
head -c 1 <(grep -m1 '^{' "$log") | grep -q '{' || fail "the log is not JSON lines when stdout is not a terminal"
messages "$log" | sed 's/^/  | /' | head -n 12

step "SIGTERM stops the server"
kill -TERM -- "-$pid"
for _ in $(seq 1 60); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
kill -0 "$pid" 2>/dev/null && fail "npm start still runs 30 s after SIGTERM"
pid=""
curl -fsS -o /dev/null "$origin/api/v1/openapi.json" 2>/dev/null && fail "port $port still answers after the server stopped"
echo "stopped"

echo
echo "PRODUCTION INSTALL CHECK PASSED ($commit)"
