#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool).
# Uses CHROMIUM_PATH when set; otherwise /usr/bin/chromium, installing it with apt when possible.
set -euo pipefail

path="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$path" ]; then
  exit 0
fi
if [ -n "${CHROMIUM_PATH:-}" ]; then
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at /usr/bin/chromium: installing Debian's chromium package (apt-get)..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "No Chromium for the browser tests. Install Debian's 'chromium' package, or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
