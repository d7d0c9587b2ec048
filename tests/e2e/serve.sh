#!/usr/bin/env bash
# Serves the production build in workerd for the browser tests, on its own port and with its own,
# fresh local D1/Durable Object state so a developer's data is never touched (one per Playwright worker:
# tests/e2e/playwright.config.ts gives each its port and E2E_STATE).
# E2E_STATE picks another state folder (the bench uses its own), E2E_FIXTURE_SQL adds data; extra arguments go to `wrangler dev`
# (the bench lifts the new-voter limit with `--var`).
set -euo pipefail
cd "$(dirname "$0")/../.."

export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true
state="${E2E_STATE:-.wrangler/e2e-state}"
port="${E2E_PORT:-8799}"

# One server per Playwright worker starts at once: the build and .dev.vars are made by one of them only.
mkdir -p .wrangler
(
  flock 9
  [ -f dist/local_hype/wrangler.json ] || npx vite build
  node worker/cli/ensure-dev-vars.mjs >/dev/null
) 9>.wrangler/e2e-setup.lock
rm -rf "$state"
# The browser tests' accounts, created with the operator CLI while nothing else holds the database
# (which, like every operator command, first applies the migrations and seeds the catalogue).
accounts="tests/e2e/accounts.json"
account() { node -e "const a=require('./$accounts')['$1'];console.log(a.$2)"; }
npm run --silent admin:create -- --email "$(account admin email)" --password "$(account admin password)" --persist-to "$state" >/dev/null
npm run --silent user:create -- --email "$(account user email)" --password "$(account user password)" --persist-to "$state" >/dev/null
# A second admin whose address the bot-challenge test fills with failures, so the other tests' admin
# logins are never asked for the challenge.
npm run --silent admin:create -- --email "$(account lockout email)" --password "$(account lockout password)" --persist-to "$state" >/dev/null
# The bench's extra data (E2E_FIXTURE_SQL: a file of SQL, e.g. 10,000 community listings), loaded before
# the server holds the database.
if [ -n "${E2E_FIXTURE_SQL:-}" ]; then
  npx wrangler d1 execute DB --local --persist-to "$state" --yes --file "$E2E_FIXTURE_SQL" >/dev/null
fi
# An absolute path: wrangler resolves --env-file against the config file's folder (dist/local_hype).
exec npx wrangler dev -c dist/local_hype/wrangler.json --persist-to "$state" --env-file "$PWD/.dev.vars" \
  --port "$port" --show-interactive-dev-session=false "$@"
