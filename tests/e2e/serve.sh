#!/usr/bin/env bash
# Serves the production build in workerd for the browser tests, on its own port and with its own,
# fresh local D1/Durable Object state so a developer's data is never touched.
set -euo pipefail
cd "$(dirname "$0")/../.."

export CLOUDFLARE_CF_FETCH_ENABLED=false WRANGLER_SEND_METRICS=false WRANGLER_SEND_ERROR_REPORTS=false WRANGLER_HIDE_BANNER=true
state=".wrangler/e2e-state"
port="${E2E_PORT:-8799}"

[ -f dist/local_hype/wrangler.json ] || npx vite build
node worker/cli/ensure-dev-vars.mjs >/dev/null
rm -rf "$state"
npx wrangler d1 migrations apply DB --local --persist-to "$state" >/dev/null
exec npx wrangler dev -c dist/local_hype/wrangler.json --persist-to "$state" --env-file .dev.vars \
  --port "$port" --show-interactive-dev-session=false
