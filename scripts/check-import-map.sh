#!/usr/bin/env bash
# Fails when Payload's admin import map is not the one the configuration needs: a component the configuration
# names (a plugin's provider, say) and the map lacks makes the panel render an empty page, with no error anywhere.
set -euo pipefail
cd "$(dirname "$0")/.."
map='src/app/(payload)/admin/importMap.js'
tmp=$(mktemp -d)
trap 'cp "$tmp/importMap.js" "$map"; rm -rf "$tmp"' EXIT
cp "$map" "$tmp/importMap.js"
DATA_DIR="$tmp" PAYLOAD_SECRET=import-map-check-secret-0123456789abcdef SEED_DEMO=false DATABASE_URI="file:$tmp/check.db" \
  npx payload generate:importmap >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
if ! cmp -s "$map" "$tmp/importMap.js"; then
  diff "$tmp/importMap.js" "$map" || true
  echo "Payload's import map is out of date. Run: npx payload generate:importmap  (then commit $map)"
  exit 1
fi
echo "The admin import map is what the configuration needs."
