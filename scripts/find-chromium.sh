#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests: CHROME_PATH, then /usr/bin/chromium, else installs
# Debian's package when it can (root with apt-get), else says exactly what to install.
set -euo pipefail
for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "› Installing Debian's chromium for the browser tests…" >&2
  apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
  [ -x /usr/bin/chromium ] && { echo /usr/bin/chromium; exit 0; }
fi
echo "No Chromium found. Install Debian's 'chromium' package (apt-get install chromium) or set CHROME_PATH." >&2
exit 1
