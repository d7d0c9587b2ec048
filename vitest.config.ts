// Three vitest projects in one run: pure unit tests (shared rules and data) in Node, web component tests
// in happy-dom, and the Worker integration tests inside workerd with real D1, Durable Objects and assets.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { stripeStub } from "./tests/stripe-stub/stripe-stub";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Two files run at once on two cores, so a Workers-pool test that takes 2 s alone can take 6 s when its
// neighbour renders pages or draws images; vitest's 5 s default then fails it for the machine's load, not
// its behaviour. No test waits on time (the clock is set), so a longer ceiling hides nothing. Set in each
// project: an inline project does not inherit the root's test options (it was 5 s for all of them).
const testTimeout = 20_000;

/** The packages the Worker's module graph imports, pre-bundled for the worker project (see its `deps`). */
const WORKER_PREBUNDLED = [
  "zod",
  "drizzle-orm",
  "drizzle-orm/d1",
  "drizzle-orm/sqlite-core",
  "drizzle-orm/batch",
  "hono",
  "hono/cookie",
  "hono/secure-headers",
  "@trpc/server",
  "@trpc/server/http",
  "@hono/trpc-server",
  "react",
  "react/jsx-runtime",
  "react-dom",
  "react-dom/server",
  "react-router-dom",
  "@tanstack/react-query",
  "@trpc/react-query",
  "@trpc/react-query/server",
  "@trpc/client",
  "radix-ui",
  "sonner",
  "rrule",
  "altcha-lib",
  "mimetext/browser",
  "calendar-link",
];

const alias = {
  "@shared": fromRoot("./shared"),
  "@worker": fromRoot("./worker"),
  "@web": fromRoot("./web"),
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fromRoot("./migrations"));
  return {
    test: {
      // Vitest runs one file at a time on a 2-core machine by default (cores − 1). A Workers-pool file spends
      // much of its time waiting on workerd (its storage, its queue), so two at once finish the worker
      // project about a quarter sooner here (docs/testing.md), which keeps `npm test` well inside CI's 30 minutes.
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          resolve: { alias },
          test: {
            name: "unit",
            testTimeout,
            environment: "node",
            include: ["tests/unit/**/*.test.ts"],
            setupFiles: ["tests/unit/setup-texts.ts"],
          },
        },
        {
          resolve: { alias },
          test: {
            name: "web",
            testTimeout,
            environment: "happy-dom",
            include: ["tests/web/**/*.test.tsx"],
            setupFiles: ["tests/unit/setup-texts.ts", "tests/web/setup-dom.ts"],
          },
        },
        {
          resolve: { alias },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: fromRoot("./wrangler.toml") },
              miniflare: {
                // Test-only binding: the same SQL migrations wrangler applies, applied in the setup file.
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  APP_ENV: "test",
                  // At least 32 characters, as the Worker requires (worker/http/signed-cookies.ts).
                  SESSION_SECRET: "test-session-secret-at-least-32-characters",
                  // A low hard login limit per network, so tests reach it in a few requests.
                  RATE_LIMIT_LOGIN_HARD: "8",
                  // Bot challenges that a test solves in a few milliseconds (the browser's work is not under test here).
                  ALTCHA_MAX_NUMBER: "50",
                  // Fuzzing depth for tests/worker/fuzz-public.test.ts and fuzz-admin.test.ts (defaults there: 25 runs, a fixed seed).
                  FUZZ_RUNS: process.env.FUZZ_RUNS ?? "",
                  FUZZ_SEED: process.env.FUZZ_SEED ?? "",
                  // Decision notices wait out the undo window; a short one keeps the tests quick.
                  UNDO_WINDOW_SECONDS: "1",
                  // Payments start in the local test checkout whatever a developer's .dev.vars holds;
                  // tests/worker/stripe-sdk.test.ts sets a key and points the SDK at the stub.
                  // Receipts print fixed registration numbers (tests/worker/payments.test.ts).
                  GST_HST_NUMBER: "123456789RT0001",
                  QST_NUMBER: "1234567890TQ0001",
                  STRIPE_SECRET_KEY: "",
                  STRIPE_WEBHOOK_SECRET: "",
                  STRIPE_API_BASE: "",
                },
                // The Worker's outgoing requests: the Stripe SDK's reach the Stripe stand-in when a test sets
                // STRIPE_API_BASE to its origin; anything else fails as it would without a network.
                outboundService: stripeStub,
                // Deliver queued e-mail at once and retry without waiting, so tests drain the queue quickly.
                queueConsumers: {
                  "local-hype-email": {
                    maxBatchSize: 10,
                    maxBatchTimeout: 0.05,
                    maxRetries: 2,
                    retryDelay: 0,
                    deadLetterQueue: "local-hype-email-failed",
                  },
                  "local-hype-email-failed": { maxBatchSize: 10, maxBatchTimeout: 0.05 },
                },
              },
            }),
          ],
          test: {
            name: "worker",
            testTimeout,
            // The pool inlines every dependency, so workerd's module runner fetches and evaluates each of a package's
            // files one by one, again in every test file's fresh isolate: zod's alone took about 0.9 s per file.
            // Pre-bundled, each package is one module: a file's start went from about 4.7 s to 3.1 s, and the whole
            // vitest run here from 398 s to 327 s (docs/testing.md). `feed` stays out: its XML library needs Node's
            // `stream`, which the bundler cannot load for a worker target.
            deps: { optimizer: { ssr: { enabled: true, include: WORKER_PREBUNDLED } } },
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["tests/worker/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
