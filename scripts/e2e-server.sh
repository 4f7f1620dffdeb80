#!/usr/bin/env bash
# The production server for the browser tests: a fresh SQLite file and data folder, seeded demo content,
# a known staff password. E2E_KEEP_DATA=1 starts on the data folder as it is (a bench that seeded it first).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${E2E_DATA_DIR:-tests/.artifacts/e2e-data}
[ "${E2E_KEEP_DATA:-}" = 1 ] || rm -rf "$dir"
mkdir -p "$dir"
export DATA_DIR="$dir" DATABASE_URI="file:./$dir/salong.db" PAYLOAD_SECRET=e2e-secret-for-the-browser-suite-0001
export ADMIN_PASSWORD="${E2E_ADMIN_PASSWORD:-E2e-Admin-Password-1}" RATE_LIMIT_FACTOR=20
# Postmark's webhook on (tests/e2e/admin-suppression.spec.ts posts bounces and complaints as Postmark would).
export POSTMARK_WEBHOOK_USER=e2e POSTMARK_WEBHOOK_PASSWORD=e2e-postmark-webhook-password
# The browser tests reach the server at 127.0.0.1 (playwright.config.ts): its own address is the public one.
export SERVER_URL="${SERVER_URL:-http://127.0.0.1:${PORT:-3000}}"
exec bash scripts/start.sh
