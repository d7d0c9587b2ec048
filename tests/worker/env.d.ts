// Test-only bindings added in vitest.config.ts.
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    FUZZ_RUNS: string;
    FUZZ_SEED: string;
  }
}
