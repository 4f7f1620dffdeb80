#!/usr/bin/env bash
# The whole test suite on a fresh machine: type-check, lint (ESLint, Prettier, knip, the layer rule), migration
# check, the admin import map's check, the alerting rules' check and tests (promtool), unit tests, integration tests
# on SQLite and on a MongoDB wire server, then Playwright against the production build in Chromium; all on Node 24
# LTS (.nvmrc), then the unit tests and the contract's integration tests once more on Node 22, which the site also
# runs on (scripts/use-node.sh fetches either from the npm registry when the machine's node is another).
# Ends with each failed test named, then one line: `N passed, N failed`.
export NEXT_TELEMETRY_DISABLED=1
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/use-node.sh
salong_use_node "$(cat .nvmrc)" || exit 1
echo "› Node $(node --version)"
bash scripts/ensure-deps.sh || exit 1
CHROME_PATH=$(bash scripts/find-chromium.sh) || exit 1
export CHROME_PATH
artifacts=tests/.artifacts
rm -rf "$artifacts" && mkdir -p "$artifacts"
failed_steps=()
# Each step named, then how long it took, so a slow run shows where its time went.
step() {
  local name=$1 started=$SECONDS
  shift
  echo
  echo "━━ $name"
  "$@" || failed_steps+=("$name")
  echo "━━ $name: $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s"
}

# The type check and the linters each keep one core busy: both at once, each one's output printed when both are done.
typecheck_and_lint() {
  npx tsc --noEmit >"$artifacts/typecheck.log" 2>&1 &
  local typecheck=$!
  npm run --silent lint >"$artifacts/lint.log" 2>&1
  local lint_status=$?
  wait "$typecheck"
  local typecheck_status=$?
  echo "› typecheck" && cat "$artifacts/typecheck.log"
  echo "› lint" && cat "$artifacts/lint.log"
  [ "$typecheck_status" -eq 0 ] || failed_steps+=(typecheck)
  [ "$lint_status" -eq 0 ] || failed_steps+=(lint)
}
step typecheck-and-lint typecheck_and_lint
step migrations bash scripts/check-migrations.sh
step import-map bash scripts/check-import-map.sh
step alerts bash scripts/check-alerts.sh
on_node_22() { (salong_use_node "$SALONG_NODE_22" && echo "› Node $(node --version)" && "$@"); }
# Two processes at once, each running one file at a time (a file is mostly Payload starting, so one alone leaves the
# second core to the database server): the unit tests with the SQLite integration suite; beside them the MongoDB
# suite, then the unit tests and the contract's integration tests on Node 22, which the site also runs on. The two
# sides take about as long. Each one's output is kept and printed once both are done, one after the other.
vitest_on_both_engines_and_node_22() {
  local report=(--reporter=default --reporter=json)
  npx vitest run --project unit --project int-sqlite "${report[@]}" --outputFile.json="$artifacts/vitest.json" \
    >"$artifacts/vitest-sqlite.log" 2>&1 &
  local sqlite=$!
  npx vitest run --project int-mongodb "${report[@]}" --outputFile.json="$artifacts/vitest-mongodb.json" \
    >"$artifacts/vitest-mongodb.log" 2>&1
  local mongodb_status=$?
  on_node_22 npx vitest run --project unit --project int-sqlite tests/unit/ tests/int/api- "${report[@]}" \
    --outputFile.json="$artifacts/vitest-node-22.json" >"$artifacts/vitest-node-22.log" 2>&1
  local node_22_status=$?
  wait "$sqlite"
  local sqlite_status=$?
  cat "$artifacts/vitest-sqlite.log" "$artifacts/vitest-mongodb.log" "$artifacts/vitest-node-22.log"
  [ "$node_22_status" -eq 0 ] || failed_steps+=(node-22)
  [ "$sqlite_status" -eq 0 ] && [ "$mongodb_status" -eq 0 ]
}
step vitest vitest_on_both_engines_and_node_22
if step build bash scripts/build-if-stale.sh; then
  step e2e npx playwright test
fi

echo
IFS=,
node scripts/test-summary.mjs "$artifacts/vitest.json,$artifacts/vitest-mongodb.json,$artifacts/vitest-node-22.json" "$artifacts/playwright.json" "${failed_steps[*]:-}"
