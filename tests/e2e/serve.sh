#!/usr/bin/env bash
# Serves the production build for the browser tests with `npm start`'s own server (Miniflare with the
# build's configuration: worker/cli/local-server.mjs), on its own port and with its own, fresh local
# D1/Durable Object state so a developer's data is never touched (one per Playwright worker:
# tests/e2e/playwright.config.ts gives each its port and E2E_STATE).
# E2E_STATE picks another state folder; extra arguments go to the server (`--var NAME:value`, as
# `wrangler dev` takes them).
set -euo pipefail
cd "$(dirname "$0")/../.."

export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true
state="${E2E_STATE:-.wrangler/e2e-state}"
port="${E2E_PORT:-8799}"

# One server per Playwright worker starts at once: the build, .dev.vars and the prepared database are
# made once (prepare-once.sh, under its lock); each server then runs on its own copy. E2E_RUN (one per
# `playwright test` run, from the config, or per `npm test`) says whether the prepared copy is this run's.
bash tests/e2e/prepare-once.sh
rm -rf "$state"
cp -a .wrangler/e2e-state-prepared "$state"
exec node worker/cli/local-server.mjs --port "$port" --state "$state" "$@"
