#!/usr/bin/env bash
# Prepares the browser tests' database once per run (E2E_RUN), under a lock: the build if missing,
# .dev.vars, then the migrations, the catalogue, the test accounts and the fixture
# (tests/e2e/prepare-state.ts) in .wrangler/e2e-state-prepared, which every browser-test server copies.
# serve.sh calls it before each server starts; `npm test` also starts it beside vitest (tests/validate.sh),
# so the servers find it ready. A run without E2E_RUN prepares afresh.
set -euo pipefail
cd "$(dirname "$0")/../.."

# The data the browser tests read beyond the catalogue: a closed season on the real clock (a sixth city,
# Halifax).
fixture=tests/e2e/closed-season.sql
prepared=.wrangler/e2e-state-prepared
run="${E2E_RUN:-$$-$(date +%s%N)}"
mkdir -p .wrangler
(
  flock 9
  [ -f dist/local_hype/wrangler.json ] || npx vite build
  node worker/cli/ensure-dev-vars.mjs >/dev/null
  if [ "$(cat "$prepared.run" 2>/dev/null)" != "$run" ]; then
    rm -rf "$prepared" "$prepared.run"
    node --import ./worker/cli/resolve-ts.mjs tests/e2e/prepare-state.ts "$prepared" "$fixture" >/dev/null
    echo "$run" >"$prepared.run"
  fi
) 9>.wrangler/e2e-setup.lock
