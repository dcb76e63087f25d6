#!/usr/bin/env bash
# Rebuilds the packages whose compiled Node addon (node_modules/**/build/Release/*.node: better-sqlite3 here)
# does not load in the `node` on PATH because it was compiled for another Node version (NODE_MODULE_VERSION),
# e.g. after switching to Node 24 with `. scripts/node-runtime.sh` in a clone installed under Node 20.
# Packages that ship prebuilt N-API binaries (sharp, lmdb, esbuild...) load in any Node and are left alone.
#   bash scripts/rebuild-native.sh [project folder, default: this clone]
set -euo pipefail
cd "${1:-$(dirname "$0")/..}"
stale=$(node - <<'JS'
const fs = require('node:fs')
const path = require('node:path')
const stale = new Set()
const visit = (dir) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory() && !entry.isSymbolicLink()) visit(file)
    else if (entry.name.endsWith('.node') && dir.endsWith(`${path.sep}build${path.sep}Release`)) {
      try {
        process.dlopen({ exports: {} }, file)
      } catch (error) {
        // Other failures (an SQLite extension that is no Node addon, a missing library) are not about the Node version.
        if (/NODE_MODULE_VERSION/.test(error.message)) stale.add(dir.slice(0, dir.lastIndexOf(`${path.sep}build${path.sep}`)))
      }
    }
  }
}
if (fs.existsSync('node_modules')) visit('node_modules')
for (const dir of stale) console.log(dir)
JS
)
if [ -z "$stale" ]; then
  echo "rebuild-native: every compiled addon loads in Node $(node --version)"
  exit 0
fi
names=()
for dir in $stale; do
  names+=("$(node -p "require('./$dir/package.json').name")")
  # A fresh copy of the package first: a node_modules made of hard links (cp -al, these worktrees) shares its files
  # with another, which must keep the build it has.
  rm -rf "$dir.rebuild" && cp -a "$dir" "$dir.rebuild" && rm -rf "$dir" && mv "$dir.rebuild" "$dir"
done
echo "rebuild-native: compiled for another Node, rebuilding for $(node --version): ${names[*]}"
npm rebuild --no-audit --no-fund "${names[@]}"
