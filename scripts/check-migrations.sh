#!/usr/bin/env bash
# Fails when the content model changed without a committed SQLite migration: `migrate:create --skip-empty`
# writes a file only when the schema differs from the last migration's snapshot.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
before=$(ls src/migrations)
DATA_DIR="$tmp" PAYLOAD_SECRET=migration-check-secret-0123456789abcdef SEED_DEMO=false DATABASE_URI="file:$tmp/check.db" \
  npx payload migrate:create model_check --skip-empty >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
after=$(ls src/migrations)
if [ "$before" != "$after" ]; then
  new=$(comm -13 <(echo "$before") <(echo "$after"))
  (cd src/migrations && rm -f $new)
  git checkout -- src/migrations/index.ts 2>/dev/null || true
  echo "The content model changed without a migration. Run: npm run migrate:create -- <name>  (then commit src/migrations/)"
  exit 1
fi
echo "Migrations are in sync with the content model."
