#!/usr/bin/env bash
# Builds the production bundle when there is none or any source is newer than it.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=.next/BUILD_ID
if [ -f "$stamp" ] && [ -z "$(find src collections endpoints public payload.config.ts next.config.ts package-lock.json tsconfig.json -newer "$stamp" -print -quit 2>/dev/null)" ]; then
  exit 0
fi
echo "› Building the site (npm run build)…"
NODE_ENV=production npm run build --silent
