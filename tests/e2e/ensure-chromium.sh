#!/usr/bin/env bash
# Browser tests drive Debian's Chromium (never a browser downloaded by a test tool): its headless shell
# (package chromium-headless-shell, the same Blink without the desktop browser around it, which ran the
# browser tests in about three quarters of the time, docs/testing.md), else its full browser.
# Uses CHROMIUM_PATH when set; otherwise installs the headless shell with apt when possible.
# tests/e2e/playwright.config.ts picks the same binary.
set -euo pipefail

if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && exit 0
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi
[ -x /usr/bin/chromium-headless-shell ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell package for the browser tests (apt-get)..."
  apt-get update -qq || true
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null || true
  [ -x /usr/bin/chromium-headless-shell ] && exit 0
fi
[ -x /usr/bin/chromium ] && exit 0
echo "No Chromium for the browser tests. Install Debian's 'chromium-headless-shell' (or 'chromium') package, or set CHROMIUM_PATH to a Chromium binary." >&2
exit 1
