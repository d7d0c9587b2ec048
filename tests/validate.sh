#!/usr/bin/env bash
# `npm run validate`: every check before the browser tests, in two lanes on a 2-core machine. ESLint's typed
# rules take one core (about 93 s on a fresh clone); the type check, knip, Prettier, the build and the
# budgets take the other (about 60 s). Vitest needs the build, not ESLint, so it starts when the second lane
# ends and ESLint finishes beside it, on the share of the cores vitest leaves idle (docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."

# Worker bindings' types, then the worker's declarations: web's types and ESLint's typed rules read both.
npm run types
npx tsc -b worker

npx eslint . --max-warnings 0 &
lint=$!
prepare=
trap 'kill "$lint" $prepare 2>/dev/null || true' EXIT
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
fi

npx vitest run
wait "$lint"
if [ -n "$prepare" ]; then wait "$prepare"; fi
trap - EXIT
