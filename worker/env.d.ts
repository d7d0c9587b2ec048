// Secrets are not in wrangler.toml, so `wrangler types` only sees them when a .dev.vars exists.
// Declaring them here keeps type checking identical on a fresh clone (CI has no .dev.vars): both the
// global `Env` and `Cloudflare.Env` (what `cloudflare:test`'s `env` is typed as) carry them.
interface Env {
  /** HMAC key for signed cookies (sessions, voter ids). `wrangler secret put SESSION_SECRET`. */
  SESSION_SECRET: string;
  /** Stripe's secret API key (`wrangler secret put STRIPE_SECRET_KEY`); unset: the local test checkout. */
  STRIPE_SECRET_KEY?: string;
  /** Stripe's webhook signing secret (`whsec_…`); unset without a key: the test checkout's fixed one. */
  STRIPE_WEBHOOK_SECRET?: string;
  /** Where the Stripe SDK sends its requests instead of api.stripe.com (tests, a mock server); unset in production. */
  STRIPE_API_BASE?: string;
  /** Optional Workers Analytics Engine dataset: every Web Vitals beacon is also written there as raw points. */
  WEB_VITALS_ANALYTICS?: AnalyticsEngineDataset;
}

declare namespace Cloudflare {
  interface Env {
    SESSION_SECRET: string;
    STRIPE_SECRET_KEY?: string;
    STRIPE_WEBHOOK_SECRET?: string;
    STRIPE_API_BASE?: string;
    WEB_VITALS_ANALYTICS?: AnalyticsEngineDataset;
  }
}

/** An id of the build (vite.config.ts `define`), so cached pages never outlive the assets they name. */
declare const __BUILD_ID__: string | undefined;
