#!/usr/bin/env bash
# `npm run validate`: every check before the browser tests, in two lanes on a 2-core machine. ESLint's typed
# rules take one core for about as long as the type check, knip, Prettier, the build and the budgets take
# the other, so running them side by side saves that much of CI's wall time; vitest then has both cores.
set -euo pipefail
cd "$(dirname "$0")/.."

# Worker bindings' types, then the worker's declarations: web's types and ESLint's typed rules read both.
npm run types
npx tsc -b worker

npx eslint . --max-warnings 0 &
lint=$!
trap 'kill "$lint" 2>/dev/null || true' EXIT
npx tsc -b
npx knip --no-progress
npx prettier --check . --log-level warn
npm run build
npm run budgets
# Under `npm test` (E2E_RUN set), the browser tests' database is prepared now, on the core vitest leaves
# idle, instead of before the first browser test (tests/e2e/prepare-once.sh; the servers wait on its lock).
if [ -n "${E2E_RUN:-}" ]; then
  bash tests/e2e/prepare-once.sh &
  prepare=$!
  trap 'kill "$lint" "$prepare" 2>/dev/null || true' EXIT
fi
wait "$lint"

npx vitest run
if [ -n "${prepare:-}" ]; then wait "$prepare"; fi
trap - EXIT
