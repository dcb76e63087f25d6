#!/usr/bin/env bash
# Runs the unit and API suites on Node 22, by default the oldest release package.json's engines allows (22.19.0:
# lighthouse 13 asks for it, better-sqlite3 13 needs 22.14 for its Node-API 10), as .ci/run runs them on Node 24,
# without touching this clone:
#   npm run test:node22                                 (tests/unit and tests/api, as `npm run test:unit`)
#   npm run test:node22 -- tests/api/auth.test.ts       (some files; Vitest options as --name=value)
#   TEST_NODE22_VERSION=22 npm run test:node22          (the newest Node 22 instead)
# That Node comes from the npm registry into .runtime/ (scripts/node-runtime.sh). The working tree as it is
# (committed or not, without what git ignores) is copied into .runtime/node22-check with node_modules as hard links
# (seconds, no second install; better-sqlite3's prebuilt Node-API binary loads in any Node from 22.14 on, and an addon
# compiled for one Node version would get a fresh copy there, rebuilt for this one). The copy is removed at the end.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
cd "$repo"
[ -d node_modules ] || { echo "test-node22: run npm ci first" >&2; exit 1; }

floor=$(node -p "(require('./package.json').engines.node.match(/\b22\.\d+\.\d+/) ?? ['22'])[0]")
NODE_RUNTIME_VERSION=${TEST_NODE22_VERSION:-$floor} . scripts/node-runtime.sh
copy="$repo/.runtime/node22-check"
rm -rf "$copy"
mkdir -p "$copy"
trap 'rm -rf "$copy"' EXIT

start=$SECONDS
# --ignore-failed-read: a tracked file deleted in the working tree is left out, as it would be in a commit.
git ls-files -z --cached --others --exclude-standard | tar --null --files-from=- --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "$copy"
cp -al node_modules "$copy/node_modules"
# Caches that tools rewrite in place would write through the hard links into this clone's files.
rm -rf "$copy/node_modules/.cache" "$copy/node_modules/.vite" "$copy/node_modules/.vite-temp"
bash scripts/rebuild-native.sh "$copy"
echo "test-node22: copy ready in $((SECONDS - start)) s"

cd "$copy"
npx vitest run --reporter=default --reporter=./scripts/slowest-files-vitest.ts "$@"
