#!/usr/bin/env bash
# Checks the monitoring files in docs/monitoring with Prometheus' promtool: the scrape configuration, the alerting
# rules, and the rules' unit tests (alerts.test.yml), so an alert that can no longer fire fails the suite.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v promtool >/dev/null; then
  echo "promtool is missing: it comes with Prometheus. Install it: apt-get install prometheus"
  exit 1
fi
promtool check config docs/monitoring/prometheus.yml
promtool check rules docs/monitoring/alerts.yml
promtool test rules docs/monitoring/alerts.test.yml
