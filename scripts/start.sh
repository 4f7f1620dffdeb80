#!/usr/bin/env bash
# Quick start: install, build if needed, migrate, seed, serve on http://localhost:${PORT:-3000}.
# Defaults to the embedded SQLite file data/salong.db; set DATABASE_URI=mongodb://… for MongoDB.
export NEXT_TELEMETRY_DISABLED=1
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f .env ] && set -a && . ./.env && set +a
# Node 22 or 24 LTS; an older one is passed over for Node 24 from the npm registry (scripts/use-node.sh).
source scripts/use-node.sh
[ "$(salong_node_major)" -ge 22 ] || salong_use_node "$(cat .nvmrc)"
bash scripts/ensure-deps.sh
export NODE_ENV=production
export DATABASE_URI="${DATABASE_URI:-file:./data/salong.db}"
# A production start needs the public address (cookies, CSRF, CORS); here it is this machine's own.
export SERVER_URL="${SERVER_URL:-http://localhost:${PORT:-3000}}"
mkdir -p "${DATA_DIR:-data}"
bash scripts/build-if-stale.sh
npx tsx scripts/init.ts
echo "› Salong is served on ${SERVER_URL} (staff: /admin, or Ctrl+Alt+A in the page)"
# Two malloc arenas, as `npm start` (package.json): glibc's default keeps up to eight a core, which held a 512 MB
# server some 80 MB higher (docs/performance.md, "A server in 512 MB").
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
exec node server/index.mjs
