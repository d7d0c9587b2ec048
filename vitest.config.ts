// Two vitest projects in one run: pure unit tests (shared rules and data) in Node, and the Worker
// integration tests inside workerd with real D1, Durable Objects and static assets.
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

process.env.CLOUDFLARE_CF_FETCH_ENABLED = "false";
process.env.WRANGLER_SEND_METRICS = "false";

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const alias = {
  "@shared": fromRoot("./shared"),
  "@worker": fromRoot("./worker"),
  "@web": fromRoot("./web"),
};

export default defineConfig(async () => {
  const migrations = await readD1Migrations(fromRoot("./migrations"));
  return {
    test: {
      projects: [
        {
          resolve: { alias },
          test: {
            name: "unit",
            environment: "node",
            include: ["tests/unit/**/*.test.ts"],
          },
        },
        {
          resolve: { alias },
          plugins: [
            cloudflareTest({
              wrangler: { configPath: fromRoot("./wrangler.toml") },
              miniflare: {
                // Test-only binding: the same SQL migrations wrangler applies, applied in the setup file.
                bindings: { TEST_MIGRATIONS: migrations, APP_ENV: "test", SESSION_SECRET: "test-session-secret" },
              },
            }),
          ],
          test: {
            name: "worker",
            include: ["tests/worker/**/*.test.ts"],
            setupFiles: ["tests/worker/apply-migrations.ts"],
          },
        },
      ],
    },
  };
});
